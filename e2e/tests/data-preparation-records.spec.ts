import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { bulkResult, DELETE_TOAST_AUTO_CLOSE_MS, METADATA_MESSAGES } from "@strata/core";
import {
  chooseCategory,
  currentRecord,
  dataRows,
  openMetadataAdministration,
  search,
  shownTotal,
  subTab,
  toast,
} from "./data-preparation-helpers.ts";
import { signIn } from "./helpers.ts";

/** A run-unique suffix, so records of earlier runs on a kept database never collide. */
const RUN = Date.now().toString(36).toUpperCase();

/** Holds the calls to `url` until the returned function is called; from then on they go straight on. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: import("@playwright/test").Route) => {
    await gate;
    await route.continue();
  };
  await page.route(url, handler);
  return open;
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: label }).fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("insert a record, find it in the table and the catalogue, edit it, read its history, delete it", async ({
  page,
  browser,
}) => {
  // A whole record's life in one journey (insert, duplicate, edit, history, delete and its 6 s toast).
  test.setTimeout(90_000);
  const unsi = `NS-E2E-${RUN}`;
  await openMetadataAdministration(page);
  await chooseCategory(page, "Non Seismic");
  const before = await shownTotal(page);

  // Insert: no current record, so the create endpoint is called.
  const dialog = page.getByRole("dialog");
  const created = page.waitForRequest("**/api/data-preparation/addupdatemetadata");
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Insert Non Seismic metadata" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "UNSI" }).fill(unsi);
  await dialog.getByRole("textbox", { name: "Survey Name" }).fill(`E2E Gravity Survey ${RUN}`);
  await pick(page, "Survey Type", "Grav", "Gravity");
  await pick(page, "Region", "SB", "SB");
  await dialog.getByRole("textbox", { name: "Survey Year" }).fill("2024");
  await dialog.getByRole("checkbox", { name: "Basic" }).check();
  // The call is held until the waiting text has been seen.
  const release = await holdRequests(page, "**/api/data-preparation/addupdatemetadata");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, METADATA_MESSAGES.submitting)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
  release();
  await expect(toast(page, METADATA_MESSAGES.submitSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await created).postDataJSON()).toMatchObject({
    ingestType: "Non_Seismic",
    record: { uNSI: unsi, surveyType: "Gravity", region: "SB", year: 2024, basic: true },
  });
  await expect.poll(() => shownTotal(page)).toBe(before + 1);

  // Found in the table by the search…
  await search(page, unsi);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first().locator('[data-field="uNSI"]')).toHaveText(unsi);

  // …and in the catalogue a customer browses.
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customerPage = await customer.newPage();
  await signIn(customerPage, "premium");
  const catalogue = await customerPage.request.get(
    `/api/catalogs/Non_Seismic/data?q=${encodeURIComponent(unsi)}&page=1&pageSize=10`,
  );
  expect(catalogue.ok()).toBe(true);
  const found = (await catalogue.json()) as { result: { uNSI: string; surveyName: string }[] };
  expect(found.result.map((row) => row.uNSI)).toContain(unsi);
  await customer.close();

  // Inserting the same id again shows the server's text.
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await dialog.getByRole("textbox", { name: "UNSI" }).fill(unsi);
  await dialog.getByRole("textbox", { name: "Survey Name" }).fill("Duplicate");
  await pick(page, "Survey Type", "Grav", "Gravity");
  await pick(page, "Region", "SB", "SB");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator(".Toastify").getByText(new RegExp(unsi))).toBeVisible();
  await expect(toast(page, METADATA_MESSAGES.submitSuccess)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Edit the current record: the update endpoint with its id.
  await dataRows(page).first().locator('[data-field="surveyName"]').click();
  await expect(currentRecord(page)).toContainText(unsi);
  const updated = page.waitForRequest(`**/api/data-preparation/addupdatemetadata/${unsi}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: `Edit Non Seismic metadata ${unsi}` })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "UNSI" })).toHaveAttribute("readonly", "");
  await dialog.getByRole("textbox", { name: "Survey Name" }).fill(`E2E Renamed ${RUN}`);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, METADATA_MESSAGES.submitSuccess)).toBeVisible();
  expect((await updated).postDataJSON().record.surveyName).toBe(`E2E Renamed ${RUN}`);
  await expect(dataRows(page).first().locator('[data-field="surveyName"]')).toHaveText(`E2E Renamed ${RUN}`);

  // The history: who, when, what, before and after.
  await dataRows(page).first().locator('[data-field="surveyName"]').click();
  await page.getByRole("button", { name: "History" }).click();
  await expect(subTab(page, "Metadata record")).toHaveAttribute("aria-selected", "true");
  const history = page.getByRole("table", { name: `History of ${unsi}` });
  const entries = history.locator(":scope > tbody > tr");
  const withAction = (action: string) =>
    entries.filter({ has: page.getByRole("cell", { name: action, exact: true }) });
  const update = withAction("Updated");
  await expect(update).toContainText("Ravi Kumar");
  await expect(update.getByRole("row").filter({ hasText: "Survey Name" })).toContainText(
    `E2E Gravity Survey ${RUN}E2E Renamed ${RUN}`,
  );
  await expect(withAction("Created")).toHaveCount(1);

  // Delete after confirmation; its toast closes after 6 s.
  await subTab(page, "Metadata").click();
  await search(page, unsi);
  await dataRows(page).first().locator('[data-field="surveyName"]').click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog.getByText(`Delete the record ${unsi}?`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  const deleted = toast(page, METADATA_MESSAGES.deleteSuccess);
  await expect(deleted).toBeVisible();
  await expect(page.getByText("No metadata matches this search.")).toBeVisible();
  await expect(deleted).toBeHidden({ timeout: DELETE_TOAST_AUTO_CLOSE_MS + 3000 });
});

test("a datum added inline joins the list and fills the field; adding it again shows the error text", async ({
  page,
}) => {
  const datum = `E2E Datum ${RUN}`;
  await openMetadataAdministration(page);
  await chooseCategory(page, "Non Seismic");
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Add a datum" }).click();
  await dialog.getByRole("textbox", { name: "New datum" }).fill(datum);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, METADATA_MESSAGES.insertDatumSuccess)).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Datum" })).toHaveValue(datum);

  await dialog.getByRole("button", { name: "Add a datum" }).click();
  await dialog.getByRole("textbox", { name: "New datum" }).fill(datum);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, METADATA_MESSAGES.insertDatumFailed)).toBeVisible();
});

const BULK_HEADER = "UNSI,Survey Name,Survey Type,Region,Survey Year,Basic";

test("bulk add: a file with one bad row shows the report and changes nothing; a good file adds its rows", async ({
  page,
}) => {
  await openMetadataAdministration(page);
  await chooseCategory(page, "Non Seismic");
  const before = await shownTotal(page);
  const dialog = page.getByRole("dialog");
  const fileInput = dialog.locator('input[type="file"]');

  const bad = [
    BULK_HEADER,
    `NS-BULK-${RUN}-1,Bulk One,Gravity,PM,2020,True`,
    `NS-BULK-${RUN}-2,Bulk Two,Not A Survey Type,PM,twenty,True`,
    `NS-BULK-${RUN}-3,Bulk Three,Magnetic,SK,2021,False`,
  ].join("\n");
  await page.getByRole("button", { name: "Bulk add" }).click();
  // The template to start from: the header row, the columns each row must fill marked (required).
  await expect(dialog.getByText(/must fill are marked \(required\): UNSI/)).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "CSV template (.csv)" }).click(),
  ]);
  expect(template.suggestedFilename()).toBe("NonSeismicMetadataTemplate.csv");
  const templateHeader = (await readFile((await template.path())!, "utf8")).replace(/^\uFEFF/, "");
  expect(templateHeader).toMatch(/^UNSI \(required\),/);
  await expect(dialog.getByRole("link", { name: "Excel template (.xlsx)" })).toHaveAttribute(
    "href",
    /bulk-template\?ingestType=Non_Seismic&format=xlsx$/,
  );
  await fileInput.setInputFiles({ name: "bulk-bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await expect(dialog.getByText("bulk-bad.csv")).toBeVisible();
  await dialog.getByRole("button", { name: "Validate" }).click();
  const report = dialog.getByRole("table", { name: "Bulk validation report" });
  await expect(report).toBeVisible();
  await expect(dialog.getByText("3 rows read: 2 to add, 0 to update, 1 invalid.")).toBeVisible();
  const badRow = report.getByRole("row").filter({ hasText: `NS-BULK-${RUN}-2` });
  await expect(badRow).toContainText("3");
  await expect(badRow).toContainText(/surveyType|Survey Type/);
  await expect(badRow).toContainText(/year|Survey Year/);
  await expect(report.getByRole("row").filter({ hasText: `NS-BULK-${RUN}-1` })).toContainText("Valid");
  await expect(dialog.getByRole("button", { name: "Apply" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await search(page, `NS-BULK-${RUN}`);
  await expect(page.getByText("No metadata matches this search.")).toBeVisible();

  // Applied without validating first, the server refuses the whole file with the same report.
  await page.getByRole("button", { name: "Bulk add" }).click();
  await fileInput.setInputFiles({ name: "bulk-bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator(".Toastify").getByText(/nothing was added or updated/)).toBeVisible();
  await expect(dialog.getByRole("table", { name: "Bulk validation report" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No metadata matches this search.")).toBeVisible();

  const good = [
    BULK_HEADER,
    `NS-BULK-${RUN}-1,Bulk One,Gravity,PM,2020,True`,
    `NS-BULK-${RUN}-3,Bulk Three,Magnetic,SK,2021,False`,
  ].join("\n");
  await page.getByRole("button", { name: "Bulk add" }).click();
  await fileInput.setInputFiles({ name: "bulk-good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog.getByText("2 rows read: 2 to add, 0 to update, 0 invalid.")).toBeVisible();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, bulkResult(2, 0))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dataRows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Reset" }).click();
  await expect.poll(() => shownTotal(page)).toBe(before + 2);
});
