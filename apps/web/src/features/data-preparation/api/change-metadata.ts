import type { CatalogType } from "@strata/core";
import { api } from "../../../lib/api.ts";
import { dataPreparationPost } from "./client.ts";

/**
 * Section 4: whether the record is created or updated decides the endpoint — `addupdatemetadata`
 * for a new record, `addupdatemetadata/{id}` for an existing one.
 */
export function saveMetadata(
  ingestType: CatalogType,
  record: Record<string, unknown>,
  id: string | null,
): Promise<{ id: string }> {
  const body = { ingestType, record };
  return id === null
    ? dataPreparationPost("addupdatemetadata", body)
    : api.POST("/api/data-preparation/addupdatemetadata/{id}", { params: { path: { id } }, body });
}

/** postdeletemetadata: deletes records by id. */
export function deleteMetadata(ingestType: CatalogType, ids: string[]): Promise<{ deleted: number }> {
  return dataPreparationPost("postdeletemetadata", { ingestType, ids });
}

/** clear-metadata-cache. */
export function clearMetadataCache(): Promise<{ ok: true }> {
  return dataPreparationPost("clear-metadata-cache", {});
}
