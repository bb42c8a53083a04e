import { expect, test } from "@playwright/test";
import { SIGN_IN_ERROR_MESSAGES, SIGN_IN_ERROR_SUFFIX, TOAST_ID } from "@strata/core";
import { pageAlert } from "./helpers.ts";

/** Spec section 8: every sign-in error value. */
const SECTION_8_VALUES = [
  "AccessDenied",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "Callback",
  "OAuthAccountNotLinked",
  "Verification",
  "EmailSignin",
  "CredentialsSignin",
  "Configuration",
  "Default",
];

test("the message table covers exactly the section-8 values", () => {
  expect(Object.keys(SIGN_IN_ERROR_MESSAGES).sort()).toEqual([...SECTION_8_VALUES].sort());
  expect(SIGN_IN_ERROR_SUFFIX).toBe("Please contact us if you believe this is a mistake.");
});

for (const path of ["/auth/error", "/auth/signin"]) {
  test(`${path} shows the text of each section-8 error value`, async ({ page }) => {
    for (const value of SECTION_8_VALUES) {
      await test.step(value, async () => {
        await page.goto(`${path}?error=${value}`);
        const text = `${SIGN_IN_ERROR_MESSAGES[value]} Please contact us if you believe this is a mistake.`;
        await expect(pageAlert(page)).toHaveText(text);
        // The page reads `error` itself: it stays in the address and is not shown as the query
        // parameter's toast; the page raises its own section-8 toast with the same text (issue 14):
        // one alert on the page, one error toast with the kind's fixed id, nothing else.
        expect(new URL(page.url()).searchParams.get("error")).toBe(value);
        await expect(page.locator(`#${TOAST_ID.error}`)).toHaveText(text);
        await expect(page.getByRole("alert")).toHaveCount(2);
      });
    }
  });

  test(`${path} shows an unknown error value as given`, async ({ page }) => {
    await page.goto(`${path}?error=SomethingOdd`);
    await expect(pageAlert(page)).toHaveText("SomethingOdd");
  });
}
