import { expect, test } from "@playwright/test";

test("query parameters become toasts, falsy values are ignored, and the address is cleaned", async ({
  page,
}) => {
  const query = [
    "info=Hello",
    "success=Saved",
    "warning=0",
    "error=false",
    "info=Second",
    "warning=",
    "error=null",
    "success=undefined",
    "keep=yes",
  ].join("&");
  await page.goto(`/about-us?${query}`);

  const toasts = page.getByRole("alert");
  await expect(toasts.filter({ hasText: /^Hello$/ })).toHaveCount(1);
  await expect(toasts.filter({ hasText: /^Second$/ })).toHaveCount(1);
  await expect(toasts.filter({ hasText: /^Saved$/ })).toHaveCount(1);
  await expect(toasts).toHaveCount(3);
  for (const falsy of ["0", "false", "null", "undefined"]) {
    await expect(page.getByText(falsy, { exact: true })).toHaveCount(0);
  }

  await expect(page).toHaveURL(/\/about-us\?keep=yes$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
