import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/**
 * Well analytics (issue 28): a premium user ranks wells by cumulative oil and opens the top well's
 * decline fit. The demo production (the production-data seed) decides which well is on top; the
 * journey reads its name from the ranking rather than naming it.
 */
test("a premium user ranks wells and opens the top well's decline fit with its EUR", async ({ page }) => {
  await signIn(page, "premium");
  await page.goto("/");
  await (await navigationLink(page, "Well analytics", { exact: true })).click();
  await expect(page.getByRole("heading", { level: 1, name: "Well analytics" })).toBeVisible();

  const ranking = page.getByRole("table", { name: "Ranking of wells" });
  const firstRow = ranking.getByRole("row").nth(1);
  await expect(firstRow.getByRole("cell").first()).toHaveText("1");
  await expect(ranking.getByRole("columnheader", { name: "Cumulative oil (Sm³)" })).toBeVisible();
  const top = (await firstRow.getByRole("cell").nth(1).textContent())?.trim() ?? "";
  expect(top).not.toBe("");

  // Filter by the top well's region: it stays first.
  const region = (await firstRow.getByRole("cell").nth(5).textContent())?.trim() ?? "";
  await page.getByRole("combobox", { name: "Region" }).click();
  await page.getByRole("option", { name: region, exact: true }).click();
  await expect(ranking.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(top);

  await ranking.getByRole("button", { name: `Analyse ${top}` }).click();
  await expect(page).toHaveURL(/well-analytics\?well=/);
  await expect(page.getByRole("heading", { name: `Well ${top}` })).toBeVisible();
  await expect(page.getByRole("figure", { name: /^Cumulative oil, gas and water of/ })).toBeVisible();

  const parameters = page.getByRole("table", { name: "Decline parameters" });
  await expect(parameters.getByRole("row", { name: /Initial rate qi/ })).toContainText("Sm³/d");
  await expect(parameters.getByRole("row", { name: /Nominal decline Di/ })).toContainText("1/year");
  await expect(parameters.getByRole("row", { name: /^EUR/ })).toContainText("Sm³");

  await page.getByRole("combobox", { name: "Model" }).click();
  await page.getByRole("option", { name: "Exponential (b = 0)" }).click();
  await expect(parameters.getByRole("row", { name: /^Model/ })).toContainText("exponential");
  await expect(parameters.getByRole("row", { name: /Exponent b/ })).toContainText("0");
});
