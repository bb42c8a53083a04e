import { expect, test } from "./catalog-helpers.ts";

/**
 * Production data (issue 28, decision 0161): a premium user charts a field's monthly production from
 * the demo's seeded history; a standard user sees the teaser (counts, a blurred made-up sample) and
 * the way to upgrade.
 */

test.describe("a premium user", () => {
  test.use({ login: "premium" });

  test("charts a field's production, reads its months and can export them", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Production data" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Production data" })).toBeVisible();

    const picker = page.getByRole("combobox", { name: "Wells and fields" });
    await picker.fill("Tapis");
    await page.getByRole("option", { name: "Tapis", exact: true }).click();

    await expect(page.getByRole("heading", { name: "Field Tapis" })).toBeVisible();
    await expect(page.getByRole("figure", { name: /^Field Tapis: rate in Sm³\/d/ })).toBeVisible();
    const months = page.getByRole("table", { name: "Field Tapis: months" });
    await expect(months.getByRole("columnheader", { name: "Oil (Sm³)" })).toBeVisible();
    await expect(months.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("Oct 2026");
    await expect(page.getByRole("link", { name: "Export Excel" })).toHaveAttribute(
      "href",
      "/api/production-data/export?field=Tapis&format=xlsx",
    );

    // Cumulative volumes on a log axis.
    await page.getByLabel("Cumulative (Sm³)").check();
    await page.getByRole("button", { name: "Log" }).click();
    await expect(page.getByRole("figure", { name: /^Field Tapis: cumulative in Sm³/ })).toBeVisible();
  });
});

test.describe("a standard user", () => {
  test.use({ login: "standard" });

  test("sees the teaser with the counts and the upgrade link, never the values", async ({ page }) => {
    await page.goto("/production-data");
    await expect(page.getByRole("heading", { level: 1, name: "Production data" })).toBeVisible();
    await expect(page.getByText("Production data is part of the Premium subscription.")).toBeVisible();
    await expect(page.getByTestId("teaser-wells")).toHaveText(/^\d{3}$/);
    await expect(page.getByRole("combobox", { name: "Wells and fields" })).toHaveCount(0);
    await page.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});
