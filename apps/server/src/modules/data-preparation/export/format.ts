import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";

/** Section 9's file name; the workbook takes `.xlsx` instead of `.csv`. */
export { SDC_EXPORT_FILE_NAMES } from "@strata/core";
export { guardFormula, unguardFormula } from "../../../lib/spreadsheet-stream.ts";

/** The header row of an export: the registry's labels, which the bulk upload reads back. */
export function exportHeader(type: CatalogType): string[] {
  return CATALOG_REGISTRY[type].columns.map((c) => c.label);
}
