import { expect, type Page, test } from "@playwright/test";
import { METADATA_MESSAGES } from "@strata/core";
import {
  chooseCategory,
  dataRows,
  openMetadataAdministration,
  rowId,
  subTab,
  toast,
} from "./data-preparation-helpers.ts";

async function showRecord(page: Page, label: string, id: string) {
  await subTab(page, "Metadata record").click();
  await page.getByRole("textbox", { name: label }).fill(id);
  await page.getByRole("button", { name: "Show history" }).click();
}

// Issue 14: getgisdatabyid, getwebmapserviceurl and getnonseismicitem, with their section-8 failure texts.
test("a chosen record shows its GIS data, its category's web map service and, for non-seismic, its details; failures show the spec's texts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openMetadataAdministration(page);

  // A 2D line with its geometry, and where its layer is served.
  await showRecord(page, "Seismic 2D record id", "S2D-0000001");
  const gis = page.getByRole("region", { name: "GIS data" });
  await expect(gis.getByTestId("gis-geometry-type")).toHaveText(/LineString/);
  await expect(gis.getByRole("row", { name: /Extent/ })).toBeVisible();
  const service = page.getByRole("region", { name: "Web map service" });
  await expect(service.getByRole("link")).toHaveText(/\/api\/map\/layers\/Seismic_2D$/);

  // A record id that does not exist: "Get GIS Well data Failed", as a toast and in the panel.
  await showRecord(page, "Seismic 2D record id", "S2D-NO-SUCH-LINE");
  await expect(toast(page, METADATA_MESSAGES.getGisWellDataFailed)).toBeVisible();
  await expect(page.getByRole("region", { name: "GIS data" })).toContainText(
    METADATA_MESSAGES.getGisWellDataFailed,
  );

  // Non-seismic: the record's values, labelled.
  await subTab(page, "Metadata").click();
  await chooseCategory(page, "Non Seismic");
  const id = await rowId(dataRows(page).first(), "uNSI");
  await showRecord(page, "Non Seismic record id", id);
  const details = page.getByRole("table", { name: `Non-seismic details of ${id}` });
  await expect(details.getByRole("row", { name: /Survey type/i })).toBeVisible();
  await showRecord(page, "Non Seismic record id", "NS-NO-SUCH-SURVEY");
  await expect(toast(page, METADATA_MESSAGES.getNonSeismicDataFailed)).toBeVisible();
  await expect(page.getByRole("region", { name: "Non-seismic details" })).toContainText(
    METADATA_MESSAGES.getNonSeismicDataFailed,
  );

  // Technical reports have no map layer: the web map service call fails with its text.
  await subTab(page, "Metadata").click();
  await chooseCategory(page, "Technical Report");
  const reportId = await rowId(dataRows(page).first(), "barcodeNumber");
  await showRecord(page, "Technical Report record id", reportId);
  await expect(toast(page, METADATA_MESSAGES.getWebMapServiceUrlFailed)).toBeVisible();
  await expect(page.getByRole("region", { name: "Web map service" })).toContainText(
    METADATA_MESSAGES.getWebMapServiceUrlFailed,
  );
});
