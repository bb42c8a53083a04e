import { expect, test } from "@playwright/test";
import { LINK_MESSAGES } from "@strata/core";
import { openMetadataAdministration, subTab, toast } from "./data-preparation-helpers.ts";

test("GIS without metadata: a refused link shows its message as an error (201), a good one as success (200)", async ({
  page,
}) => {
  await openMetadataAdministration(page);
  await subTab(page, "GIS without metadata").click();
  const features = page.getByRole("grid", { name: "Seismic 2D GIS without metadata" });
  const first = features
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") })
    .first();
  const gisId = (await first.locator('[data-field="gisId"]').textContent())!.trim();
  const featureName = (await first.locator('[data-field="name"]').textContent())!.trim();
  // The demo moved each of these records' geometry to a feature named GIS-<record id>.
  const recordId = gisId.replace(/^GIS-/, "");

  // The record without geometry is listed on the other GIS sub-tab.
  await subTab(page, "Metadata without GIS").click();
  const withoutGis = page.getByRole("grid", { name: "Seismic 2D metadata without GIS" });
  await expect(withoutGis.getByRole("row").filter({ hasText: recordId })).toHaveCount(1);

  await subTab(page, "GIS without metadata").click();
  const dialog = page.getByRole("dialog", { name: `Link ${featureName} to a record` });

  // A record that has a geometry already refuses it: code 201, the message as an error.
  await page.getByRole("button", { name: `Link ${featureName} to a record` }).click();
  await dialog.getByRole("combobox", { name: "Record id" }).fill("S2D-0000001");
  await dialog.getByRole("button", { name: "Link", exact: true }).click();
  const refused = toast(page, LINK_MESSAGES.recordHasGeometry("S2D-0000001"));
  await expect(refused).toBeVisible();
  await expect(
    page
      .locator(".Toastify__toast--error")
      .filter({ hasText: LINK_MESSAGES.recordHasGeometry("S2D-0000001") }),
  ).toHaveCount(1);
  await expect(dialog).toBeVisible();

  await dialog.getByRole("combobox", { name: "Record id" }).fill(recordId);
  await dialog.getByRole("button", { name: "Link", exact: true }).click();
  const linked = toast(page, LINK_MESSAGES.gisLinked);
  await expect(linked).toBeVisible();
  await expect(
    page.locator(".Toastify__toast--success").filter({ hasText: LINK_MESSAGES.gisLinked }),
  ).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(features.getByRole("row").filter({ hasText: gisId })).toHaveCount(0);

  await subTab(page, "Metadata without GIS").click();
  await expect(page.getByRole("grid", { name: "Seismic 2D metadata without GIS" })).toBeVisible();
  await expect(withoutGis.getByRole("row").filter({ hasText: recordId })).toHaveCount(0);
});
