import type { CatalogType } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { recordQueryKey } from "../../../lib/catalog-links.ts";

/** GET /api/catalogs/:type/:id: metadata, geometry, files, download decision, linked records, bookmark. */
export function recordQuery(type: CatalogType, id: string) {
  return queryOptions({
    queryKey: recordQueryKey(type, id),
    queryFn: ({ signal }) => api.GET("/api/catalogs/{type}/{id}", { params: { path: { type, id } }, signal }),
  });
}

export function useRecord(type: CatalogType, id: string) {
  return useQuery(recordQuery(type, id));
}
