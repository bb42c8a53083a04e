import { expect, test } from "@playwright/test";
import { pageAlert, submitSignInForm } from "./helpers.ts";

test("a signed-out visit to /members goes to sign-in and back to /members afterwards", async ({ page }) => {
  await page.goto("/members?page=2");

  await expect(page).toHaveURL(/\/auth\/signin\?/);
  const address = new URL(page.url());
  expect(address.pathname).toBe("/auth/signin");
  expect(address.searchParams.get("error")).toBe("SessionRequired");
  expect(address.searchParams.get("callbackUrl")).toBe("/members?page=2");
  await expect(pageAlert(page)).toHaveText("Please sign in to access this page.");

  await submitSignInForm(page, "standard");

  await expect(page).toHaveURL(/\/members\?page=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
});
