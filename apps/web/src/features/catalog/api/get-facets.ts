import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { filterParam } from "./get-records.ts";

export type CatalogFacets = ApiAnswer<"/api/catalogs/{type}/facets">;

/** GET /api/catalogs/:type/facets: counts per value of the facet columns under the current search. */
export function facetsQuery(params: { type: CatalogType; q: string; filter: CatalogFilter }) {
  return queryOptions({
    queryKey: ["catalogs", params.type, "facets", params],
    queryFn: ({ signal }) =>
      api.GET("/api/catalogs/{type}/facets", {
        params: {
          path: { type: params.type },
          query: { q: params.q || undefined, filter: filterParam(params.filter), limit: 20 },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFacets(params: { type: CatalogType; q: string; filter: CatalogFilter }) {
  return useQuery(facetsQuery(params));
}
