import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

// Issue 12: the public pages, sign-in, the catalogue, the staff dashboard and one report pass axe-core with no
// serious or critical violation (WCAG 2.1 A and AA rules).

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `${what}: serious or critical axe violations`).toEqual([]);
}

test("the public pages and sign-in pass axe-core without a serious violation", async ({ page }) => {
  for (const [path, heading] of [
    ["/auth/signin", "Sign in"],
    ["/about-us", null],
    ["/eula", null],
    ["/news", "News"],
    ["/faqs", null],
    ["/contact", null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("the catalogue, the staff dashboard and a report pass axe-core without a serious violation", async ({
  browser,
}) => {
  const customer = await browser.newContext();
  const page = await customer.newPage();
  await signIn(page, "premium");
  await page.goto("/catalog?type=Seismic_2D");
  await expect(page.getByRole("grid").getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, "/catalog");
  await customer.close();

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, "admin");
  await admin.goto("/");
  await expect(admin.getByRole("link", { name: "Open subscriptions" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(admin, "staff dashboard");

  // One report: its filters, chart (with its hidden table of numbers), table and export links.
  await admin.goto("/admin/reports/subscriptions");
  await expect(admin.getByRole("figure", { name: /per month/ })).toBeVisible({ timeout: 30_000 });
  await expect(
    admin.getByRole("table", { name: "Subscriptions report" }).getByRole("cell").first(),
  ).toBeVisible();
  await expectNoSeriousViolations(admin, "subscriptions report");
  await staff.close();
});

test("someone whose system asks for reduced motion gets menus without ripples or sliding; others keep them", async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: "no-preference" });
  const page = await context.newPage();
  await signIn(page, "premium");
  await page.goto("/");
  // By its label, not its role: while the menu is open the rest of the page is hidden from the
  // accessibility tree, the button too.
  const accountMenu = page.locator('button[aria-label="Account menu"]');
  await expect(accountMenu).toBeVisible({ timeout: 30_000 });
  await accountMenu.click();
  // MUI draws a button's ripple in a layer of its own, added at the first press while ripples are on.
  await expect(accountMenu.locator(".MuiTouchRipple-root")).toHaveCount(1);
  const menuPaper = page.locator(".MuiMenu-paper");
  await expect(menuPaper).toBeVisible();
  expect(await menuPaper.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toMatch(
    /^0s(, 0s)*$/,
  );
  await page.keyboard.press("Escape");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await accountMenu.click();
  await expect(accountMenu.locator(".MuiTouchRipple-root")).toHaveCount(0);
  await expect(menuPaper).toBeVisible();
  expect(await menuPaper.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s(, 0s)*$/);
  await context.close();
});
