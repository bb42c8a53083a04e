import { expect, test } from "@playwright/test";
import { signInErrorMessage } from "@strata/core";
import { pageAlert, submitSignInForm } from "./helpers.ts";

test("a suspended user is refused with the AccessDenied text", async ({ page }) => {
  await page.goto("/auth/signin");
  await submitSignInForm(page, "suspended");

  await expect(pageAlert(page)).toHaveText(
    "Your access to the portal has been suspended. Please contact us if you believe this is a mistake.",
  );
  await expect(page).toHaveURL(/\/auth\/signin$/);
  const session = await page.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
});

test("a wrong password is refused with the CredentialsSignin text", async ({ page }) => {
  await page.goto("/auth/signin");
  await submitSignInForm(page, "premium", "not-the-password");

  await expect(pageAlert(page)).toHaveText(signInErrorMessage("CredentialsSignin"));
  await expect(pageAlert(page)).toHaveText(
    "Authentication failed, make sure your credentials are correct. Please contact us if you believe this is a mistake.",
  );
  await expect(page).toHaveURL(/\/auth\/signin$/);
  const session = await page.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
});
