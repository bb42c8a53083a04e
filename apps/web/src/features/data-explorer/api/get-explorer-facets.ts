import { type CatalogType, MAP_CATEGORIES } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import type { ExplorerArea } from "../components/explorer-filter.ts";

export type ExplorerFacets = ApiAnswer<"/api/catalogs/{type}/facets"> & {
  /** With an area: how many of the category's records lie in it, and whether the search stopped early. */
  area?: { matched: number; truncated: boolean };
};

const isMapCategory = (type: CatalogType): type is (typeof MAP_CATEGORIES)[number] =>
  (MAP_CATEGORIES as readonly string[]).includes(type);

/**
 * A category's counts by facet column under the explorer's filter, enough values for every year and
 * the top operators: GET /api/catalogs/:type/facets, or, inside an area drawn on the map,
 * POST /api/map/area-facets (the records the map's selection finds there).
 */
export function explorerFacetsQuery(
  type: CatalogType,
  filter: CatalogFilter,
  area: ExplorerArea | null = null,
) {
  const json = Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined;
  return queryOptions<ExplorerFacets>({
    queryKey: ["catalogs", type, "facets", "explorer", json ?? null, area],
    queryFn: ({ signal }) =>
      area && isMapCategory(type)
        ? api.POST("/api/map/area-facets", {
            body: { type, geometry: area.geometry, mode: area.mode, filter: json, limit: 100 },
            signal,
          })
        : api.GET("/api/catalogs/{type}/facets", {
            params: { path: { type }, query: { filter: json, limit: 100 } },
            signal,
          }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useExplorerFacets(
  type: CatalogType,
  filter: CatalogFilter,
  area: ExplorerArea | null = null,
) {
  return useQuery(explorerFacetsQuery(type, filter, area));
}
