import { columnTexts, expect, gridRows, renderedCount, test } from "./catalog-helpers.ts";

test.use({ login: "standard" });

function catalogParams(page: import("@playwright/test").Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test("search (typo-tolerant), filter and page the catalogue, with the view kept in the address", async ({
  page,
}) => {
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Data catalogue" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Seismic 2D \([\d,]+\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(gridRows(page)).toHaveCount(10);

  // A typo still finds the Pucung survey's lines.
  await page.getByLabel("Search the catalogue").fill("Pucnug");
  await page.getByLabel("Search the catalogue").press("Enter");
  await expect(page).toHaveURL(/[?&]q=Pucnug/);
  await expect(page.getByText(/No exact matches for “Pucnug”; showing close matches/)).toBeVisible();
  await expect.poll(async () => (await columnTexts(page, "surveyName")).join("|")).toMatch(/Pucung/);
  for (const survey of await columnTexts(page, "surveyName")) expect(survey).toMatch(/Pucung/);
  const resultCount = page.getByRole("status").filter({ hasText: /records?$/ });
  const searchTotal = Number((await resultCount.textContent())!.replace(/\D/g, ""));
  expect(searchTotal).toBeGreaterThan(10);

  // A facet entry toggles a filter.
  const refine = page.getByRole("complementary", { name: "Facets" });
  await refine.getByRole("checkbox", { name: /^PM\b/ }).click();
  await expect(page).toHaveURL(/filter=/);
  expect(JSON.parse(catalogParams(page).get("filter")!)).toEqual({ region: ["PM"] });
  await expect(page.getByRole("button", { name: "Region: PM" })).toBeVisible();
  await expect.poll(async () => new Set(await columnTexts(page, "region"))).toEqual(new Set(["PM"]));

  // A column filter: values searched on the server by prefix, from the column's own list.
  await page.getByRole("button", { name: "Add filter" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Column" }).fill("Processing Stage");
  await page.getByRole("option", { name: "Processing Stage", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Processing Stage values" }).fill("fie");
  await page.getByRole("option", { name: "Field Data" }).click();
  await dialog.getByRole("heading", { name: "Filter by Processing Stage" }).click();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse(catalogParams(page).get("filter")!)).toEqual({
    region: ["PM"],
    processingStage: ["Field Data"],
  });
  await expect
    .poll(async () => new Set(await columnTexts(page, "processingStage")))
    .toEqual(new Set(["Field Data"]));

  // A range filter on a number column.
  await page.getByRole("img", { name: "Remove filter Processing Stage" }).click();
  await page.getByRole("button", { name: "Add filter" }).click();
  await dialog.getByRole("combobox", { name: "Column" }).fill("Length");
  await page.getByRole("option", { name: "Length", exact: true }).click();
  await dialog.getByLabel("From (km)").fill("20");
  await dialog.getByLabel("To (km)").fill("40");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: "Length: 20 km – 40 km" })).toBeVisible();
  await expect
    .poll(async () => {
      const km = (await columnTexts(page, "length")).map((text) => Number.parseFloat(text));
      return km.length > 0 && km.every((n) => n >= 20 && n <= 40);
    })
    .toBe(true);

  // A date range is typed as YYYY-MM-DD (the same pattern as every date field); a slip is explained.
  await page.getByRole("img", { name: "Remove filter Length" }).click();
  await page.getByRole("button", { name: "Add filter" }).click();
  await dialog.getByRole("combobox", { name: "Column" }).fill("Date Added");
  await page.getByRole("option", { name: "Date Added", exact: true }).click();
  await dialog.getByRole("textbox", { name: "From" }).fill("2000-13-01");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Enter the dates as YYYY-MM-DD, e.g. 2026-11-27.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "From" }).fill("2000-01-01");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: /^Date Added: / })).toBeVisible();

  // Paging and sorting are server-side and in the address; back returns to the previous page.
  await page.getByRole("button", { name: "Clear all filters" }).click();
  await expect(page).not.toHaveURL(/filter=/);
  await expect(resultCount).toHaveText(`${searchTotal.toLocaleString("en-GB")} records`);
  const firstPage = await columnTexts(page, "seismic2DInfoID");
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => columnTexts(page, "seismic2DInfoID")).not.toEqual(firstPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect.poll(() => columnTexts(page, "seismic2DInfoID")).toEqual(firstPage);

  await page.getByRole("columnheader", { name: "Line Name" }).click();
  await expect(page).toHaveURL(/sort=lineName&order=asc/);
  await expect(page.getByRole("columnheader", { name: "Line Name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect.poll(() => columnTexts(page, "seismic2DInfoID")).not.toEqual(firstPage);

  // The address alone restores the view: category, search, filter and page.
  const shared = `/catalog?type=Well_Log&q=tapis&filter=${encodeURIComponent('{"region":["PM"]}')}&page=2`;
  await page.goto(shared);
  await expect(page.getByRole("tab", { name: /^Well Log/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Search the catalogue")).toHaveValue("tapis");
  await expect(page.getByRole("button", { name: "Region: PM" })).toBeVisible();
  await expect(page.getByText(/^11–20 of \d+/)).toBeVisible();
});

test("an unknown filter column in a shared address shows the server's error and a way back", async ({
  page,
}) => {
  await page.goto(`/catalog?type=Seismic_3D&filter=${encodeURIComponent('{"colour":["red"]}')}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /The filter on “colour” cannot be applied: Unknown column for Seismic 3D/,
  );
  await page.getByRole("button", { name: "Reset search" }).click();
  await expect(gridRows(page)).toHaveCount(10);
});

test("a record shows its metadata, map, files, download decision and linked records", async ({ page }) => {
  await page.goto(`/catalog?type=Seismic_2D&filter=${encodeURIComponent('{"lineName":["RAJ74-001"]}')}`);
  await page.getByRole("link", { name: "RAJ74-001", exact: true }).first().click();
  await expect(page).toHaveURL(/\/catalog\/Seismic_2D\/S2D-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "RAJ74-001" })).toBeVisible();

  const metadata = page.getByRole("region", { name: "Metadata" });
  await expect(metadata.getByText("Line Name", { exact: true })).toBeVisible();
  await expect(metadata.getByText("USI Code", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Download rights" }).getByRole("listitem")).toHaveCount(6);

  const files = page.getByRole("table", { name: "Files" });
  await expect(files.getByRole("row", { name: /RAJ74-001\.sgy .* SEG-Y/ })).toBeVisible();
  await expect(page.getByTestId("download-decision")).toContainText("You may download this record");

  // The small map draws the line itself.
  await expect
    .poll(() => renderedCount(page, ["record-line"], "record"), { timeout: 20_000 })
    .toBeGreaterThan(0);

  // A technical report resolves its linked values (split on semicolons) into links to the records.
  await page.goto("/catalog/Technical_Report/TR0001296");
  const linked = page.getByRole("region", { name: "Linked records" });
  await expect(linked.getByRole("heading", { name: "Linked 2D/3D USI" })).toBeVisible();
  const firstLinked = linked.getByRole("link").first();
  const linkedName = (await firstLinked.textContent())!.split(" (")[0];
  await firstLinked.click();
  await expect(page).toHaveURL(/\/catalog\/Seismic_(2D|3D)\//);
  await expect(page.getByRole("heading", { level: 1, name: linkedName })).toBeVisible();
});

test("a record is bookmarked from its page, listed on the bookmarks page and removed there", async ({
  page,
}) => {
  await page.goto("/catalog/Seismic_2D/S2D-0000005");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("button", { name: "Bookmark", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove bookmark" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Bookmarks" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
  const records = page.getByRole("list", { name: /^Records/ });
  const item = records.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Seismic 2D · S2D-0000005");

  await item.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/catalog\/Seismic_2D\/S2D-0000005$/);
  await page.goBack();

  await page.getByRole("button", { name: `Remove bookmark ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Remove bookmark?" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(confirm).toBeHidden();
  await expect(records.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

  await page.goto("/catalog/Seismic_2D/S2D-0000005");
  await expect(page.getByRole("button", { name: "Bookmark", exact: true })).toBeVisible();
});

test("new data lists announcements newest first, filters by category and links to records", async ({
  page,
}) => {
  await page.goto("/new-data");
  await expect(page.getByRole("heading", { level: 1, name: "New data" })).toBeVisible();
  const dates = await page
    .locator("article time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);

  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Seismic 3D" }).click();
  await expect(page).toHaveURL(/type=Seismic_3D/);
  const articles = page.locator("article");
  await expect(articles.first().locator(".MuiChip-colorPrimary")).toHaveText("Seismic 3D");
  for (const chip of await articles.locator(".MuiChip-colorPrimary").allTextContents())
    expect(chip).toBe("Seismic 3D");

  await articles.first().getByRole("list", { name: "Records" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/catalog\/Seismic_3D\/S3D-/);
  await expect(page.getByRole("region", { name: "Metadata" })).toBeVisible();
});
