import { expect, test } from "@playwright/test";
import { signInErrorMessage, TOAST_AUTO_CLOSE_MS, TOAST_ID } from "@strata/core";
import { pageAlert, submitSignInForm } from "./helpers.ts";

// Issue 14: sign-in errors are the toasts of spec section 8, with section 9's behaviour.
test("a refused sign-in shows its section-8 text as the error toast: top-center, one fixed id, gone after 8 s", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/auth/signin");
  await submitSignInForm(page, "research", "not-the-password");

  const text = signInErrorMessage("CredentialsSignin");
  const toast = page.locator(`#${TOAST_ID.error}`);
  await expect(pageAlert(page)).toHaveText(text);
  await expect(toast).toHaveText(text);
  await expect(toast).toHaveAttribute("role", "alert");
  await expect(page.locator(".Toastify__toast-container--top-center").locator(toast)).toBeVisible();
  // Outside the main landmark: the page's own alert is the one that stays.
  await expect(page.getByRole("main").locator(toast)).toHaveCount(0);

  // A second refusal while the toast is up keeps the one toast of that kind.
  await submitSignInForm(page, "research", "still-not-the-password");
  await expect(pageAlert(page)).toHaveText(text);
  await expect(page.locator(".Toastify__toast")).toHaveCount(1);

  // Auto-close after 8 s (spec section 9); the page's alert stays.
  await expect(toast).toBeHidden({ timeout: TOAST_AUTO_CLOSE_MS + 5_000 });
  await expect(pageAlert(page)).toHaveText(text);
});

test("a sign-in required visit shows the prompt as the info toast", async ({ page }) => {
  await page.goto("/members");
  await expect(page).toHaveURL(/\/auth\/signin\?/);
  await expect(page.locator(`#${TOAST_ID.info}`)).toHaveText("Please sign in to access this page.");
  await expect(page.locator(`#${TOAST_ID.error}`)).toHaveCount(0);
});
