import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

test("signing out in one tab signs out the other without a reload", async ({ context, page }) => {
  await signIn(page, "basic");
  const tabA = page;
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto("/");
    await expect(tab.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  }
  // A marker on tab B's window survives client-side navigation but not a reload.
  await tabB.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });

  await tabA.getByRole("button", { name: "Account menu" }).click();
  await tabA.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(tabA).toHaveURL(/\/auth\/signin/);
  await expect(tabA.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  await expect(tabB).toHaveURL(/\/auth\/signin\?error=SessionRequired&callbackUrl=%2F$/, { timeout: 5_000 });
  await expect(tabB.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await tabB.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
});
