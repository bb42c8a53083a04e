import type { CatalogType } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";

/** metadataProperties: a category's columns (kind, required, editable, lookup list). */
export function metadataPropertiesQuery(ingestType: CatalogType) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(ingestType), "properties"],
    queryFn: ({ signal }) => dataPreparationPost("metadataProperties", { ingestType }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMetadataProperties(ingestType: CatalogType) {
  return useQuery(metadataPropertiesQuery(ingestType));
}
