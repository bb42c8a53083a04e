import type { CatalogType } from "@strata/core";
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
  const call = id === null ? "addupdatemetadata" : `addupdatemetadata/${encodeURIComponent(id)}`;
  return dataPreparationPost<{ id: string }>(call, { ingestType, record });
}

/** postdeletemetadata: deletes records by id. */
export function deleteMetadata(ingestType: CatalogType, ids: string[]): Promise<{ deleted: number }> {
  return dataPreparationPost<{ deleted: number }>("postdeletemetadata", { ingestType, ids });
}

/** clear-metadata-cache. */
export function clearMetadataCache(): Promise<{ ok: true }> {
  return dataPreparationPost<{ ok: true }>("clear-metadata-cache", {});
}
