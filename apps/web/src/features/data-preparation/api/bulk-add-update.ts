import type { BulkReport, CatalogType } from "@strata/core";
import { api } from "../../../lib/api.ts";
import { DATA_PREPARATION_BASE } from "./client.ts";

export type BulkMode = "validate" | "apply";

/** bulkaddupdatesdc: a .xlsx or .csv file, validated row by row, or applied (all or nothing). */
export function bulkAddUpdate(ingestType: CatalogType, mode: BulkMode, file: File): Promise<BulkReport> {
  const form = new FormData();
  form.append("ingestType", ingestType);
  form.append("mode", mode);
  form.append("file", file, file.name);
  return api.postForm<BulkReport>(`${DATA_PREPARATION_BASE}/bulkaddupdatesdc`, form);
}
