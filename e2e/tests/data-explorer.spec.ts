import { expect, test } from "./catalog-helpers.ts";

/**
 * The data explorer (issue 26): charts of what the catalogue holds, each with a table of its numbers;
 * a row picked there filters every chart, the filter shows as a chip and goes with the catalogue link
 * and to the map, which draws the records it keeps.
 */
test.describe("a standard user", () => {
  test.use({ login: "standard" });

  test("filters the charts by a region, sees the matching records on the map, and opens the filtered catalogue", async ({
    page,
  }) => {
    await page.goto("/data-explorer");
    await expect(page.getByRole("heading", { level: 1, name: "Data explorer" })).toBeVisible();

    const byCategory = page.getByRole("table", { name: "Records by category" });
    const seismic2d = byCategory
      .getByRole("row", { name: /^Seismic 2D/ })
      .getByRole("cell")
      .last();
    await expect(seismic2d).toHaveText(/^\d[\d,]*$/);
    const before = await seismic2d.textContent();

    await page
      .getByRole("table", { name: "Records by region" })
      .getByRole("button", { name: "Sarawak" })
      .click();
    await expect(
      page.getByRole("group", { name: "Filters" }).getByRole("button", { name: /^Region: Sarawak/ }),
    ).toBeVisible();
    await expect(seismic2d).not.toHaveText(before ?? "");
    await expect(page).toHaveURL(/[?&]filter=/);

    // The map draws the records the filter keeps, above its layers, and says how many are in view.
    const filtered = page.waitForResponse(
      (r) => r.url().includes("/api/map/layers/Seismic_2D?") && r.url().includes("filter="),
    );
    await page.getByRole("link", { name: "Show on the map" }).click();
    await expect(page).toHaveURL(/\/map\?type=Seismic_2D&filter=/);
    expect((await filtered).status()).toBe(200);
    const panel = page.getByRole("region", { name: "Filtered from the data explorer: Seismic 2D" });
    await expect(
      panel.getByRole("group", { name: "Filters" }).getByRole("button", { name: /^Region: Sarawak/ }),
    ).toBeVisible();
    await expect(panel.getByTestId("explorer-filter-count")).toHaveText(
      /^(About )?\d[\d,]* Seismic 2D records? match(es)? in this view/,
    );
    await panel.getByRole("link", { name: "Back to the explorer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Data explorer" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Filters" }).getByRole("button", { name: /^Region: Sarawak/ }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Open in the catalogue" }).click();
    await expect(page).toHaveURL(/\/catalog\?type=Seismic_2D&filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}")).toEqual({ region: ["SK"] });
    await expect(
      page.getByRole("group", { name: "Active filters" }).getByRole("button", { name: /^Region: / }),
    ).toBeVisible();
  });
});
