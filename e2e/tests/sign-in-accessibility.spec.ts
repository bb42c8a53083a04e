import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, demoEmail } from "./helpers.ts";

// The sign-in page is drawn without MUI (issue 8): what MUI gave for free is checked here — names,
// landmarks, the heading, focus order, visible focus, and a form that works from the keyboard alone.

test("the sign-in page exposes its landmarks, heading and labelled controls", async ({ page }) => {
  await page.goto("/auth/signin");
  await expect(page.locator("body")).toMatchAriaSnapshot(`
    - banner:
      - link "Strata"
    - main:
      - heading "Sign in" [level=1]
      - textbox "Email"
      - textbox "Password"
      - link "Forgot password?"
      - button "Sign in"
      - paragraph: or
      - heading "Email me a sign-in link" [level=2]
      - paragraph: "No password needed: we send a one-time link to the email address above."
      - button "Send sign-in link"
      - paragraph:
        - text: New to Strata?
        - link "Register"
    - contentinfo:
      - paragraph: /© \\d{4} Strata/
      - navigation "Footer":
        - link "About us"
        - link "EULA"
        - link "News"
        - link "FAQs"
        - link "Contact us"
        - link "Feedback"
  `);
});

test("the sign-in page starts on the email field, tabs in reading order and shows where focus is", async ({
  page,
}) => {
  await page.goto("/auth/signin");
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toBeFocused();

  const order = [
    page.getByLabel("Password", { exact: true }),
    page.getByRole("link", { name: "Forgot password?" }),
    page.getByRole("button", { name: "Sign in", exact: true }),
    page.getByRole("button", { name: "Send sign-in link" }),
    page.getByRole("link", { name: "Register" }),
  ];
  for (const control of order) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
    // A visible focus indicator: an outline, or the input's focused border.
    const indicator = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== "none" || style.boxShadow !== "none";
    });
    expect(indicator, `focus indicator of ${await control.evaluate((element) => element.outerHTML)}`).toBe(
      true,
    );
  }
});

test("the keyboard alone signs in: Enter in the password field submits", async ({ page }) => {
  await page.goto("/auth/signin?callbackUrl=%2Fmembers");
  // Typing starts where the page puts the focus, once it has rendered.
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type(demoEmail("graduate"));
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
});

test("the auth error and check-your-email pages name their content", async ({ page }) => {
  await page.goto("/auth/error?error=Verification");
  await expect(page.getByRole("main")).toMatchAriaSnapshot(`
    - heading "Sign-in error" [level=1]
    - alert: The token has expired or has already been used. Please contact us if you believe this is a mistake.
    - link "Back to sign in"
  `);
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  await page.goto("/auth/verify-request");
  await expect(page.getByRole("main")).toMatchAriaSnapshot(`
    - heading "Check your email" [level=1]
    - paragraph: A sign-in link has been sent to your email address. Open it on this device to sign in.
    - link "Back to sign in"
  `);
});
