import { expect, type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers.ts";

/** The server's data directory (storage lives under it): the one playwright.config.ts starts the app with. */
export { DATA_DIR } from "../playwright.config.ts";

/** Signs in as a staff login and opens metadata administration, waiting for its first listing. */
export async function openMetadataAdministration(page: Page, login = "data-admin"): Promise<void> {
  await signIn(page, login);
  await page.goto("/data-preparation");
  await expect(page.getByRole("heading", { level: 1, name: "Metadata administration" })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
}

export async function chooseCategory(page: Page, displayName: string): Promise<void> {
  await page.getByRole("combobox", { name: "Data category" }).click();
  await page.getByRole("option", { name: displayName, exact: true }).click();
  await expect(page.getByRole("grid", { name: `${displayName} metadata` })).toBeVisible();
}

export function metadataGrid(page: Page): Locator {
  return page.getByRole("grid", { name: /metadata$/ });
}

/** The data rows of the metadata grid's current page. */
export function dataRows(page: Page): Locator {
  return metadataGrid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
}

/** The total the Metadata tab shows ("4,000 records"). */
export async function shownTotal(page: Page): Promise<number> {
  const status = page.getByTestId("metadata-total");
  await expect(status).toHaveText(/^[\d,]+ records?$/);
  return Number((await status.textContent())!.replace(/\D/g, ""));
}

/** The id cell text of a data row. */
export async function rowId(row: Locator, idField: string): Promise<string> {
  return (await row.locator(`[data-field="${idField}"]`).textContent())!.trim();
}

/** A toast (react-toastify renders them outside the main landmark). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(".Toastify").getByText(text, { exact: typeof text === "string" });
}

export function subTab(page: Page, name: string): Locator {
  return page.getByRole("tab", { name, exact: true });
}

export function currentRecord(page: Page): Locator {
  return page.getByTestId("current-record");
}

export function selectedRows(page: Page): Locator {
  return page.getByTestId("selected-rows");
}

/** Ticks a data row's box (the grid's own "Select row" checkbox). */
export async function tickRow(row: Locator): Promise<void> {
  await row.getByRole("checkbox").check();
}

/** Fills and submits the search form. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole("textbox", { name: "Search metadata" }).fill(text);
  await page.getByRole("search", { name: "Search metadata" }).getByRole("button", { name: "Apply" }).click();
}
