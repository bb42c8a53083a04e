import type { CatalogType, catalogFacetsResponseSchema } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";

export type ExplorerFacets = z.infer<typeof catalogFacetsResponseSchema>;

/** GET /api/catalogs/:type/facets under the explorer's filter; enough values for every year and the top operators. */
export function explorerFacetsQuery(type: CatalogType, filter: CatalogFilter) {
  const json = Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined;
  return queryOptions({
    queryKey: ["catalogs", type, "facets", "explorer", json ?? null],
    queryFn: ({ signal }) =>
      api.get<ExplorerFacets>(`/api/catalogs/${type}/facets`, {
        query: { filter: json, limit: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useExplorerFacets(type: CatalogType, filter: CatalogFilter) {
  return useQuery(explorerFacetsQuery(type, filter));
}
