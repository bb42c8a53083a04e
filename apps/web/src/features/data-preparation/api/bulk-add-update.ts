import type { CatalogType } from "@strata/core";
import { type ApiAnswer, api, type UploadProgress } from "../../../lib/api.ts";

export type BulkMode = "validate" | "apply";

/** bulkaddupdatesdc: a .xlsx or .csv file, validated row by row, or applied (all or nothing). */
export function bulkAddUpdate(
  ingestType: CatalogType,
  mode: BulkMode,
  file: File,
  onProgress?: UploadProgress,
): Promise<ApiAnswer<"/api/data-preparation/bulkaddupdatesdc", "post">> {
  const form = new FormData();
  form.append("ingestType", ingestType);
  form.append("mode", mode);
  form.append("file", file, file.name);
  return api.postForm("/api/data-preparation/bulkaddupdatesdc", form, { onProgress });
}
