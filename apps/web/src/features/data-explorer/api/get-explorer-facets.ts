import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";

export type ExplorerFacets = ApiAnswer<"/api/catalogs/{type}/facets">;

/** GET /api/catalogs/:type/facets under the explorer's filter; enough values for every year and the top operators. */
export function explorerFacetsQuery(type: CatalogType, filter: CatalogFilter) {
  const json = Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined;
  return queryOptions({
    queryKey: ["catalogs", type, "facets", "explorer", json ?? null],
    queryFn: ({ signal }) =>
      api.GET("/api/catalogs/{type}/facets", {
        params: { path: { type }, query: { filter: json, limit: 100 } },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useExplorerFacets(type: CatalogType, filter: CatalogFilter) {
  return useQuery(explorerFacetsQuery(type, filter));
}
