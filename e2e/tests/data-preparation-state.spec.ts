import { expect, type Page, test } from "@playwright/test";
import { exportAllText, exportSelectedText } from "@strata/core";
import {
  chooseCategory,
  currentRecord,
  dataRows,
  openMetadataAdministration,
  rowId,
  selectedRows,
  shownTotal,
  subTab,
  tickRow,
} from "./data-preparation-helpers.ts";

/** Makes the n-th row of the page the current record (a click on one of its cells); answers its id. */
async function chooseRow(page: Page, index: number, idField = "seismic2DInfoID"): Promise<string> {
  const row = dataRows(page).nth(index);
  await row.locator('[data-field="lineName"], [data-field="wellboreName"]').first().click();
  const id = await rowId(row, idField);
  await expect(currentRecord(page)).toHaveText(`Current record: ${id} (row ${index + 1} on this page)`);
  return id;
}

test.beforeEach(async ({ page }) => {
  await openMetadataAdministration(page);
});

test("changing the data category clears the selected id, the selected rows and the metadata", async ({
  page,
}) => {
  await tickRow(dataRows(page).nth(0));
  await tickRow(dataRows(page).nth(1));
  await expect(selectedRows(page)).toHaveText("2 selected");
  const id = await chooseRow(page, 3);

  // History makes the current row the metadata record of the MetadataRecord sub-tab.
  await page.getByRole("button", { name: "History" }).click();
  await expect(page.getByTestId("history-record")).toHaveText(`Record: ${id}`);
  await subTab(page, "Metadata").click();
  await chooseRow(page, 2);

  await chooseCategory(page, "Well Log");
  await expect(currentRecord(page)).toHaveCount(0);
  await expect(selectedRows(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeDisabled();
  const total = await shownTotal(page);
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect(page.getByRole("dialog").getByText(exportAllText(total), { exact: true })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await subTab(page, "Metadata record").click();
  await expect(page.getByText("No record chosen.", { exact: false })).toBeVisible();
  await expect(page.getByTestId("history-record")).toHaveCount(0);
});

test("changing the sub-tab clears the selected id and keeps the ticked rows", async ({ page }) => {
  await tickRow(dataRows(page).nth(4));
  await chooseRow(page, 1);
  await subTab(page, "Unlinked files").click();
  await expect(page.getByRole("grid", { name: "Unlinked files" })).toBeVisible();
  await subTab(page, "Metadata").click();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(currentRecord(page)).toHaveCount(0);
  await expect(selectedRows(page)).toHaveText("1 selected");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect(page.getByRole("dialog").getByText(exportSelectedText(1), { exact: true })).toBeVisible();
});

test("closing the insert dialog resets the selected row and id (the row chosen from the keyboard)", async ({
  page,
}) => {
  await chooseRow(page, 1);
  // Keyboard: the arrow moves the focused cell down a row, Enter makes that row current.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const id = await rowId(dataRows(page).nth(2), "seismic2DInfoID");
  await expect(currentRecord(page)).toHaveText(`Current record: ${id} (row 3 on this page)`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Edit Seismic 2D metadata ${id}` })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(currentRecord(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeDisabled();
});

test("closing the delete dialog resets the selected row, and keeps the id", async ({ page }) => {
  const id = await chooseRow(page, 2);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`Delete the record ${id}?`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(currentRecord(page)).toHaveText(`Current record: ${id}`);
  await expect(dataRows(page).nth(2)).not.toHaveClass(/dp-current-row/);
});

test("resetting the search restores the defaults, returns to page 1 and closes the filter list", async ({
  page,
}) => {
  const total = await shownTotal(page);
  await page.getByRole("textbox", { name: "Search metadata" }).fill("Malay");
  await page.getByRole("button", { name: "Filter list" }).click();
  const panel = page.getByRole("region", { name: "Filter list" });
  await panel.getByRole("combobox", { name: "Add a column" }).click();
  await page.getByRole("option", { name: "Basic", exact: true }).click();
  await panel.getByRole("combobox", { name: "Basic" }).click();
  // Download flags offer True and False.
  await expect(page.getByRole("option")).toHaveText(["True", "False"]);
  await page.getByRole("option", { name: "True" }).click();
  await page.keyboard.press("Escape");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect.poll(() => shownTotal(page)).toBeLessThan(total);
  const searched = await shownTotal(page);
  expect(searched).toBeGreaterThan(10);
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await page.getByLabel("Show only unlinked metadata").check();

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Filter list" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("textbox", { name: "Search metadata" })).toHaveValue("");
  await expect(page.getByLabel("Show only unlinked metadata")).not.toBeChecked();
  await expect(page.getByText(/^1–10 of/)).toBeVisible();
  await expect.poll(() => shownTotal(page)).toBe(total);
  await page.getByRole("button", { name: "Filter list" }).click();
  await expect(panel.getByRole("combobox", { name: "Basic" })).toHaveCount(0);
});

test("row selection survives paging; nothing of the area survives a reload", async ({ page }) => {
  await chooseCategory(page, "Well Log");
  await tickRow(dataRows(page).nth(0));
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await tickRow(dataRows(page).nth(0));
  await page.getByRole("button", { name: "Go to previous page" }).click();
  await expect(dataRows(page).nth(0).getByRole("checkbox")).toBeChecked();
  await expect(selectedRows(page)).toHaveText("2 selected");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Data category" })).toHaveText("Seismic 2D");
  await expect(dataRows(page).first()).toBeVisible();
  await expect(selectedRows(page)).toHaveCount(0);
  await expect(page.getByText(/^1–10 of/)).toBeVisible();
});
