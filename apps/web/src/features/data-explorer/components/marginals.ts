import type { CatalogType } from "@strata/core";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import type { DataExplorerCell } from "../api/get-data-explorer.ts";
import type { ExplorerFacets } from "../api/get-explorer-facets.ts";
import { cellsUnder } from "./explorer-filter.ts";

/**
 * One category's counts for the overview: its total under every filter, by region under all but the
 * region filter, by year under all but the year filter (regions and years without a value left out).
 */
export interface Marginals {
  total: number;
  regions: Map<string, number>;
  years: Map<number, number>;
}

function add<K>(map: Map<K, number>, key: K, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** From the region-by-year cells: enough while the filter holds region and year alone. */
export function marginalsFromCells(
  cells: DataExplorerCell[],
  type: CatalogType,
  filter: CatalogFilter,
): Marginals {
  const own = cells.filter((c) => c.type === type);
  const regions = new Map<string, number>();
  const years = new Map<number, number>();
  for (const c of cellsUnder(own, filter, "region")) if (c.region !== null) add(regions, c.region, c.count);
  for (const c of cellsUnder(own, filter, "year")) if (c.year !== null) add(years, c.year, c.count);
  const total = cellsUnder(own, filter).reduce((sum, c) => sum + c.count, 0);
  return { total, regions, years };
}

/**
 * From the category's facets under the whole filter (any other column narrows them too). A facet
 * leaves out its own column's filter, so the total is the region facet's picked regions.
 */
export function marginalsFromFacets(facets: ExplorerFacets, filter: CatalogFilter): Marginals {
  const values = (key: string) => facets.facets.find((f) => f.key === key)?.values ?? [];
  const picked = Array.isArray(filter.region) ? filter.region.map(String) : null;
  const regions = new Map<string, number>();
  const years = new Map<number, number>();
  let total = 0;
  for (const v of values("region")) {
    if (picked === null || picked.includes(String(v.value))) total += v.count;
    if (typeof v.value === "string") add(regions, v.value, v.count);
  }
  for (const v of values("year")) if (typeof v.value === "number") add(years, v.value, v.count);
  return { total, regions, years };
}
