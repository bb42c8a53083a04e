import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  EXPORT_DIALOG_MODES,
  exportAllText,
  exportDialogTitle,
  exportSelectedText,
  METADATA_MESSAGES,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import ExcelJS from "exceljs";
import {
  chooseCategory,
  dataRows,
  openMetadataAdministration,
  rowId,
  shownTotal,
  tickRow,
  toast,
} from "./data-preparation-helpers.ts";

const EXPORT_CALL = "**/api/data-preparation/exportsdcexcel";

/** CSV lines of a file: the header, then one per record (no field of the demo data holds a line break). */
function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
}

test("export with no row selected: openExportAll texts, Cancel, both buttons disabled while exporting, every row in Seismic2DMetadata.csv", async ({
  page,
}) => {
  expect(EXPORT_DIALOG_MODES).toEqual(["closed", "openExportSelected", "openExportAll"]);
  await openMetadataAdministration(page);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(10);

  const dialog = page.getByRole("dialog");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "openExportAll");
  await expect(dialog.getByRole("heading", { name: exportDialogTitle("Seismic 2D") })).toBeVisible();
  await expect(dialog.getByText(exportAllText(total), { exact: true })).toBeVisible();
  // The dialog says "Export Excel": the workbook is the default.
  await expect(dialog.getByRole("radio", { name: "Excel workbook (.xlsx)" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "CSV (.csv)" })).not.toBeChecked();

  // Cancel moves it to closed.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Confirm: the export is held until both buttons have been seen disabled.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let body: Record<string, unknown> | undefined;
  await page.route(EXPORT_CALL, async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await dialog.getByRole("radio", { name: "CSV (.csv)" }).check();
  const downloadPromise = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await expect(toast(page, METADATA_MESSAGES.exporting)).toBeVisible();
  release();

  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(SDC_EXPORT_FILE_NAMES.Seismic_2D);
  await expect(toast(page, METADATA_MESSAGES.exportSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Exporting all asks for one page sized to the total, under the listing's (empty) search.
  expect(body).toMatchObject({ ingestType: "Seismic_2D", pageNumber: 1, pageSize: total, format: "csv" });
  expect(body?.ids).toBeUndefined();

  const lines = csvLines(await readFile((await download.path())!, "utf8"));
  expect(lines).toHaveLength(total + 1);
  expect(lines[0]).toContain("Line Name");
});

test("export with rows selected on two pages: openExportSelected text and an .xlsx of those rows", async ({
  page,
}) => {
  await openMetadataAdministration(page);
  await chooseCategory(page, "Well Log");
  const ids: string[] = [];
  for (const index of [0, 2]) {
    await tickRow(dataRows(page).nth(index));
    ids.push(await rowId(dataRows(page).nth(index), "wellLogFileInfoID"));
  }
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await tickRow(dataRows(page).nth(4));
  ids.push(await rowId(dataRows(page).nth(4), "wellLogFileInfoID"));

  const dialog = page.getByRole("dialog");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect(dialog).toHaveAttribute("data-mode", "openExportSelected");
  await expect(dialog.getByRole("heading", { name: exportDialogTitle("Well Log") })).toBeVisible();
  await expect(dialog.getByText(exportSelectedText(3), { exact: true })).toBeVisible();

  await dialog.getByRole("radio", { name: "Excel workbook (.xlsx)" }).check();
  const request = page.waitForRequest(EXPORT_CALL);
  const downloadPromise = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const body = (await request).postDataJSON() as { ids: string[]; format: string; pageSize: number };
  expect(new Set(body.ids)).toEqual(new Set(ids));
  expect(body).toMatchObject({ format: "xlsx", pageNumber: 1, pageSize: 3 });

  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("WellLog.xlsx");
  await expect(toast(page, METADATA_MESSAGES.exportSuccess)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0];
  const exported = new Set<string>();
  sheet.eachRow((row, number) => {
    if (number > 1) exported.add(String(row.getCell(1).value));
  });
  expect(exported).toEqual(new Set(ids));
});

test("the system role views metadata administration and may export, but has no changing action", async ({
  page,
}) => {
  await openMetadataAdministration(page, "system-admin");
  const toolbar = page.getByRole("toolbar", { name: "Metadata actions" });
  await expect(toolbar.getByRole("button", { name: "Export to Excel" })).toBeEnabled();
  for (const name of ["Insert", "Edit", "Delete", "Bulk add", "Synchronize", "Clear cache", "Link files"]) {
    await expect(toolbar.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  const total = await shownTotal(page);
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect(page.getByRole("dialog").getByText(exportAllText(total), { exact: true })).toBeVisible();
});
