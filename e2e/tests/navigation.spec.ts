import { expect, type Page, test } from "@playwright/test";
import { mainNavigation, navigationLink, signIn } from "./helpers.ts";

const group = (page: Page, name: string) => mainNavigation(page).getByRole("button", { name, exact: true });
const entry = (page: Page, name: string) => mainNavigation(page).getByRole("link", { name, exact: true });

// Section 6: superadmin manages everything; the menu is the staff's areas, each a disclosure group.
test("a superadmin's menu is grouped; a group opens and closes from the keyboard; the page shown is marked", async ({
  page,
}) => {
  await signIn(page, "superadmin");
  await page.goto("/");
  await expect(entry(page, "Dashboard")).toHaveAttribute("aria-current", "page");
  for (const name of [
    "Catalogue",
    "Data preparation",
    "Customers",
    "Money",
    "Content",
    "Reports",
    "Settings",
  ]) {
    await expect(group(page, name)).toHaveAttribute("aria-expanded", "false");
  }
  // Reports holds the reports and the data rooms' access log (the superadmin manages VDR too).
  await group(page, "Reports").click();
  await expect(entry(page, "Reports")).toBeVisible();
  await expect(entry(page, "VDR access log")).toBeVisible();
  await group(page, "Reports").click();
  await expect(entry(page, "Administrators")).toBeHidden();

  const settings = group(page, "Settings");
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(settings).toHaveAttribute("aria-expanded", "true");
  await expect(entry(page, "Administrators")).toBeVisible();
  await entry(page, "Administrators").focus();
  await page.keyboard.press("Escape");
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await expect(settings).toBeFocused();
  await page.keyboard.press(" ");
  await expect(settings).toHaveAttribute("aria-expanded", "true");

  await entry(page, "Administrators").click();
  await expect(page).toHaveURL(/\/administrators$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
  await expect(entry(page, "Administrators")).toHaveAttribute("aria-current", "page");
  await expect(entry(page, "Dashboard")).not.toHaveAttribute("aria-current", "page");
  // Change password lives in the account menu, not among the screens of the work.
  await expect(entry(page, "Change password")).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Change password" })).toBeVisible();
});

test("an admin sees what waits in the queues, and the list's entry stays marked on a record reached from the dashboard", async ({
  page,
}) => {
  await signIn(page, "admin");
  const answer = await page.request.get("/api/admin/dashboard/counts");
  const { counts } = (await answer.json()) as { counts: { key: string; count: number; link: string }[] };
  // The applications inbox's queues (answered clarifications are pending verification too).
  const waiting = counts
    .filter((c) => c.link.startsWith("/admin/applications") && c.key !== "clarifications-answered")
    .reduce((sum, c) => sum + c.count, 0);
  expect(waiting, "the demo data has applications pending verification").toBeGreaterThan(0);
  const sentence = waiting === 1 ? "1 waits for your action" : `${waiting} wait for your action`;

  await page.goto("/");
  const customers = group(page, "Customers");
  await expect(customers).toHaveAccessibleName("Customers");
  await expect(customers).toHaveAccessibleDescription(sentence);

  // Came by the dashboard's card rather than the menu: the menu still shows where the user is.
  await page
    .getByRole("list", { name: "Needs your attention" })
    .getByRole("link", { name: /pending verification/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/applications\?status=pending_verification/);
  await expect(customers).toHaveAttribute("aria-expanded", "true");
  const applications = entry(page, "Applications");
  await expect(applications).toHaveAttribute("aria-current", "page");
  await expect(applications).toHaveAccessibleDescription(sentence);

  await page.getByRole("table", { name: "Applications" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/applications\/[^/?]+$/);
  await expect(applications).toHaveAttribute("aria-current", "page");
  await expect(mainNavigation(page).locator('[aria-current="page"]')).toHaveCount(1);
});

test("a standard customer's menu groups their data and account, and the staff screen is refused", async ({
  page,
}) => {
  await signIn(page, "standard");
  await page.goto("/");
  for (const name of ["Data", "Downloads", "Account"]) {
    await expect(group(page, name)).toHaveAttribute("aria-expanded", "false");
  }
  await expect(entry(page, "Administrators")).toHaveCount(0);

  await (await navigationLink(page, "Members", { exact: true })).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(entry(page, "Members")).toHaveAttribute("aria-current", "page");

  await page.goto("/administrators");
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toHaveCount(0);
});

// Every signed-in user lands on the dashboard, so every role has its entry, the MBR tier (no dashboard right) too.
test("an MBR customer has a Dashboard entry and the MBR area", async ({ page }) => {
  await signIn(page, "mbr");
  await page.goto("/mbr");
  await expect(entry(page, "Dashboard")).toBeVisible();
  await expect(group(page, "Areas")).toHaveAttribute("aria-expanded", "true");
  await expect(entry(page, "MBR")).toHaveAttribute("aria-current", "page");
  await expect(group(page, "Account")).toHaveAttribute("aria-expanded", "false");
  await entry(page, "Dashboard").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(entry(page, "Dashboard")).toHaveAttribute("aria-current", "page");
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
