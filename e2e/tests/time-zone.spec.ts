import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

/**
 * Issue 30: dates and times in the user's time zone, Malaysia's by default and always named. A user
 * abroad chooses London from the account menu; every date the portal writes follows; they go back.
 */
test("an international user reads times in their own zone, then returns to Malaysian time", async ({
  page,
}) => {
  await signIn(page, "international-research");
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Time zone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Time zone" })).toBeVisible();
  await expect(page.getByTestId("time-zone-current")).toContainText("Asia/Kuala Lumpur (MYT)");
  await expect(page.getByTestId("time-zone-sample")).toHaveText(/, \d\d:\d\d MYT$/);

  const field = page.getByRole("combobox", { name: "Time zone" });
  await field.fill("London");
  await page.getByRole("option", { name: /^Europe\/London \(GMT/ }).click();
  await expect(page.getByText(/The time now in the zone chosen: .* GMT/)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Time zone saved. Dates and times now show in it.")).toBeVisible();
  await expect(page.getByTestId("time-zone-current")).toContainText("Europe/London (GMT");
  // Written by the formatter every screen uses, with no zone given: it follows the user's choice.
  await expect(page.getByTestId("time-zone-sample")).toHaveText(/, \d\d:\d\d GMT(\+1)?$/);

  // The choice is the user's, kept on the server: a new page load reads it again.
  await page.reload();
  await expect(page.getByTestId("time-zone-sample")).toHaveText(/, \d\d:\d\d GMT(\+1)?$/);

  await page.getByRole("button", { name: "Use Malaysian time" }).click();
  await expect(page.getByTestId("time-zone-current")).toContainText("Malaysian time, the portal's own");
  await expect(page.getByTestId("time-zone-sample")).toHaveText(/, \d\d:\d\d MYT$/);
});
