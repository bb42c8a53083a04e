import { expect, test } from "@playwright/test";
import { SIGN_IN_ERROR_MESSAGES, SIGN_IN_ERROR_SUFFIX } from "@strata/core";
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
        await expect(pageAlert(page)).toHaveText(
          `${SIGN_IN_ERROR_MESSAGES[value]} Please contact us if you believe this is a mistake.`,
        );
        // The page reads `error` itself: it stays in the address and never becomes a toast.
        expect(new URL(page.url()).searchParams.get("error")).toBe(value);
        await expect(page.getByRole("alert")).toHaveCount(1);
      });
    }
  });

  test(`${path} shows an unknown error value as given`, async ({ page }) => {
    await page.goto(`${path}?error=SomethingOdd`);
    await expect(pageAlert(page)).toHaveText("SomethingOdd");
  });
}
