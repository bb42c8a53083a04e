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

test.describe("data staff", () => {
  test.use({ login: "data-admin" });

  test("load production from CSV all or nothing, and read who loaded it in the history of changes", async ({
    page,
  }) => {
    // KINABALU-8 has a well-log record and no demo production.
    const header = "Wellbore,Year,Month,On-stream days,Oil (Sm³),Water (Sm³)";
    const bad = [header, "KINABALU-8,2026,9,30,410,12", "KINABALU-8,2026,10,31,lots,15"].join("\n");
    const good = [header, "KINABALU-8,2026,9,30,410,12", "KINABALU-8,2026,10,31,395,15"].join("\n");
    const section = page.getByRole("region", { name: "Load production (data staff)" });
    const file = section.getByLabel("Production file (.csv or .xlsx)");

    await page.goto("/production-data");
    await page.getByRole("link", { name: "Load production data" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Load production data" })).toBeVisible();
    // The announcement on New data is left to the API tests: other journeys read New data.
    await section.getByRole("checkbox", { name: "Announce on New data" }).uncheck();
    await file.setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await section.getByRole("button", { name: "Check" }).click();
    await expect(section.getByText(/Checked: 2 rows for 1 wells .* 1 rows with problems\./)).toBeVisible();
    const problems = section.getByRole("table", { name: "Problems by row" });
    await expect(problems.getByRole("row").nth(1)).toContainText("3");
    await expect(problems.getByRole("row").nth(1)).toContainText("Oil (Sm³)");
    await expect(section.getByRole("button", { name: "Apply" })).toBeDisabled();

    await file.setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await section.getByRole("button", { name: "Check" }).click();
    await expect(section.getByText(/Checked: 2 rows for 1 wells — 2 new months, 0 corrected/)).toBeVisible();
    await section.getByRole("button", { name: "Apply" }).click();
    await expect(section.getByText(/Applied: 2 rows for 1 wells — 2 new months/)).toBeVisible();

    const history = section.getByRole("table", { name: "History of changes" });
    const row = history.getByRole("row").nth(1);
    await expect(row).toContainText("KINABALU-8");
    await expect(row).toContainText("Sep 2026 – Oct 2026");
    await expect(row.getByRole("cell").nth(4)).toHaveText("2");
  });
});
