import type { CatalogType } from "@strata/core";
import { DATA_PREPARATION_BASE } from "./client.ts";

export type BulkTemplateFormat = "csv" | "xlsx";

/** The bulk file's template of a data type: a plain GET the browser downloads (its header row, required columns marked). */
export function bulkTemplateUrl(ingestType: CatalogType, format: BulkTemplateFormat): string {
  return `${DATA_PREPARATION_BASE}/bulk-template?${new URLSearchParams({ ingestType, format })}`;
}
