import { expect, type Page, test } from "@playwright/test";
import { mainNavigation, signIn } from "./helpers.ts";

const NAV_LABELS = ["Dashboard", "Members", "Administrators", "Change password"] as const;

/** The navigation shows exactly `expected`, in the shell's order, and none of the other built screens. */
async function expectNavigation(page: Page, expected: readonly (typeof NAV_LABELS)[number][]) {
  const nav = mainNavigation(page);
  await expect(nav.getByRole("link")).toHaveText([...expected]);
  for (const label of NAV_LABELS.filter((item) => !expected.includes(item))) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
  }
}

// Section 6: superadmin manages everything, so it sees the organisation members screen too.
test("a superadmin sees the staff navigation, Administrators included", async ({ page }) => {
  await signIn(page, "superadmin");
  await page.goto("/");
  await expectNavigation(page, ["Dashboard", "Members", "Administrators", "Change password"]);

  await mainNavigation(page).getByRole("link", { name: "Administrators", exact: true }).click();
  await expect(page).toHaveURL(/\/administrators$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
});

// An admin manages users and applications but has neither the members nor the administrators screen.
test("an admin sees neither Members nor Administrators", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/");
  await expectNavigation(page, ["Dashboard", "Change password"]);
});

test("a standard customer sees Members but not Administrators, and is refused the staff screen", async ({
  page,
}) => {
  await signIn(page, "standard");
  await page.goto("/");
  await expectNavigation(page, ["Dashboard", "Members", "Change password"]);

  await mainNavigation(page).getByRole("link", { name: "Members", exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();

  await page.goto("/administrators");
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toHaveCount(0);
});

// Section 6 gives the MBR tier no dashboard and no members screen: only what every signed-in user has.
test("an MBR customer sees only Change password", async ({ page }) => {
  await signIn(page, "mbr");
  await page.goto("/account/password");
  await expectNavigation(page, ["Change password"]);
});
