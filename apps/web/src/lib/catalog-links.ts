import type { CatalogType } from "@strata/core";

/**
 * The catalogue's address contract, shared by every screen that links into it (map selection, new
 * data, bookmarks, record pages): `/catalog?type=&q=&filter=&page=&size=&sort=&order=` and
 * `/catalog/:type/:id`. `filter` is the API's JSON filter as it is.
 */
/**
 * A record page's cached answer, by the same address: the features that change a record (its tags,
 * its bookmark) refresh it without reaching into the catalogue feature.
 */
export const recordQueryKey = (type: CatalogType, id: string) => ["catalogs", type, "record", id] as const;

export type CatalogFilterValue =
  | (string | number | boolean)[]
  | { min?: string | number; max?: string | number };
export type CatalogFilter = Record<string, CatalogFilterValue>;

export interface CatalogLink {
  type: CatalogType;
  q?: string;
  filter?: CatalogFilter;
  /** Records selected on the map, when the filter holds only the first of them. */
  selected?: number;
}

/** The most values one filter column takes (the API's limit). */
export const FILTER_VALUES_MAX = 200;

export function recordPath(type: CatalogType, id: string): string {
  return `/catalog/${type}/${encodeURIComponent(id)}`;
}

export function catalogPath(link: CatalogLink): string {
  const params = new URLSearchParams({ type: link.type });
  if (link.q) params.set("q", link.q);
  if (link.filter && Object.keys(link.filter).length > 0) params.set("filter", JSON.stringify(link.filter));
  if (link.selected !== undefined) params.set("selected", String(link.selected));
  return `/catalog?${params.toString()}`;
}

/** The map viewer at a view: `/map?center=lon,lat&zoom=z` (a map-view bookmark opens this). */
export function mapViewPath(view: { center: [number, number]; zoom: number }): string {
  const [lon, lat] = view.center;
  const params = new URLSearchParams({ center: `${lon},${lat}`, zoom: String(view.zoom) });
  return `/map?${params.toString()}`;
}
