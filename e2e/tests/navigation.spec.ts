import { expect, type Page, test } from "@playwright/test";
import { mainNavigation, signIn } from "./helpers.ts";

/** The screens this suite knows; other screens may join the navigation without breaking these tests. */
const NAV_LABELS = ["Dashboard", "Members", "Administrators", "Change password"] as const;

/** Of the known screens, the navigation shows exactly `expected` (present ones first, so it has rendered). */
async function expectNavigation(page: Page, expected: readonly (typeof NAV_LABELS)[number][]) {
  const link = (label: string) => mainNavigation(page).getByRole("link", { name: label, exact: true });
  for (const label of expected) await expect(link(label)).toBeVisible();
  for (const label of NAV_LABELS.filter((item) => !expected.includes(item))) {
    await expect(link(label)).toHaveCount(0);
  }
}

// Section 6: superadmin manages everything; Members is about one's own organisation, which staff lack.
test("a superadmin sees the staff navigation, Administrators included", async ({ page }) => {
  await signIn(page, "superadmin");
  await page.goto("/");
  await expectNavigation(page, ["Dashboard", "Administrators", "Change password"]);

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
test("an MBR customer sees neither Dashboard nor Members, only Change password of these", async ({
  page,
}) => {
  await signIn(page, "mbr");
  await page.goto("/account/password");
  await expectNavigation(page, ["Change password"]);
});

test("the dashboard offers a shortcut to each screen the user may open, once", async ({ page }) => {
  await signIn(page, "superadmin");
  await page.goto("/");
  const shortcuts = page.getByRole("list", { name: "Shortcuts" });
  await expect(shortcuts.getByRole("link", { name: /Metadata administration/ })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: /Data catalogue/ })).toHaveCount(1);
  await expect(shortcuts.getByRole("link", { name: /Members/ })).toHaveCount(0);

  await signIn(page, "standard");
  await page.goto("/");
  await expect(shortcuts.getByRole("link", { name: /Data catalogue/ })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: /Members/ })).toBeVisible();
  await expect(shortcuts.getByRole("link", { name: /Metadata administration/ })).toHaveCount(0);
  await shortcuts.getByRole("link", { name: /Map viewer/ }).click();
  await expect(page).toHaveURL(/\/map$/);
});
