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

test("the sign-in page, its toast and the way to a MUI page run under the CSP without a violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI}`);
    });
  });
  const response = await page.goto("/auth/signin?error=CredentialsSignin");
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("style-src 'self'");
  await expect(page.locator(`#${TOAST_ID.error}`)).toHaveText(signInErrorMessage("CredentialsSignin"));
  // On to a page of the MUI frame (theme, emotion's style tags, react-query) by a client navigation.
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect([...violations, ...reported]).toEqual([]);
});
