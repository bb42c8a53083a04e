import { CATALOG_TYPES, catalogColumn } from "@strata/core";
import { useQueries } from "@tanstack/react-query";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import type { DataExplorerCell } from "../api/get-data-explorer.ts";
import { explorerFacetsQuery } from "../api/get-explorer-facets.ts";
import { type ExplorerArea, hasPlace } from "./explorer-filter.ts";
import { type Marginals, marginalsFromCells, marginalsFromFacets } from "./marginals.ts";

/**
 * Each category's overview counts, in CATALOG_TYPES order: from the cells while the filter is on
 * region and year alone, else from each category's facets (inside the area, when one is drawn). A
 * category without one of the filtered columns (no processing stage for well logs), or without a
 * place on the map when an area is drawn, has none: `null`.
 */
export function useOverviewMarginals(
  cells: DataExplorerCell[],
  filter: CatalogFilter,
  area: ExplorerArea | null,
) {
  const keys = Object.keys(filter);
  const narrowed = area !== null || keys.some((key) => key !== "region" && key !== "year");
  const applies = CATALOG_TYPES.map(
    (t) => keys.every((key) => catalogColumn(t, key)?.filterable) && (area === null || hasPlace(t)),
  );
  const results = useQueries({
    queries: CATALOG_TYPES.map((t, i) => ({
      ...explorerFacetsQuery(t, filter, area),
      enabled: narrowed && applies[i],
    })),
  });
  const marginals: (Marginals | null)[] = CATALOG_TYPES.map((t, i) => {
    if (!applies[i]) return null;
    if (!narrowed) return marginalsFromCells(cells, t, filter);
    const data = results[i].data;
    return data ? marginalsFromFacets(data, filter) : null;
  });
  return {
    marginals,
    isFetching: narrowed && results.some((r) => r.isFetching),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
