import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  isCatalogType,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from "@strata/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** Everything the catalogue shows, read from the address so views are shareable and back/forward work. */
export interface CatalogUrlState {
  type: CatalogType;
  q: string;
  filter: CatalogFilter;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort?: string;
  order?: "asc" | "desc";
  /** Records selected on the map (the filter holds the first of them). */
  selected?: number;
  /** The address held a filter that is not JSON; it was ignored. */
  badFilter: boolean;
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function parseFilter(raw: string | null): { filter: CatalogFilter; bad: boolean } {
  if (!raw) return { filter: {}, bad: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return { filter: parsed as CatalogFilter, bad: false };
    }
  } catch {
    // Reported below: the page says the shared filter could not be read.
  }
  return { filter: {}, bad: true };
}

export function parseCatalogUrl(params: URLSearchParams): CatalogUrlState {
  const rawType = params.get("type") ?? "";
  const { filter, bad } = parseFilter(params.get("filter"));
  const order = params.get("order");
  const selected = Number(params.get("selected"));
  return {
    type: isCatalogType(rawType) ? rawType : CATALOG_TYPES[0],
    q: params.get("q") ?? "",
    filter,
    page: positiveInt(params.get("page"), 1, 100_000),
    pageSize: positiveInt(params.get("size"), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    sort: params.get("sort") || undefined,
    order: order === "asc" || order === "desc" ? order : undefined,
    selected: Number.isInteger(selected) && selected > 0 ? selected : undefined,
    badFilter: bad,
  };
}

export function catalogUrlParams(state: Omit<CatalogUrlState, "badFilter">): URLSearchParams {
  const params = new URLSearchParams({ type: state.type });
  if (state.q) params.set("q", state.q);
  if (Object.keys(state.filter).length > 0) params.set("filter", JSON.stringify(state.filter));
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set("size", String(state.pageSize));
  if (state.sort) {
    params.set("sort", state.sort);
    params.set("order", state.order ?? "asc");
  }
  if (state.selected) params.set("selected", String(state.selected));
  return params;
}

export type CatalogUrlUpdate = Partial<Omit<CatalogUrlState, "badFilter">>;

/**
 * The catalogue's state in the address. Every change is a new history entry, so back and forward
 * walk through searches, filters and pages; a change of search, filter or sort returns to page 1.
 */
export function useCatalogUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogUrl(params), [params]);

  const update = useCallback(
    (change: CatalogUrlUpdate) => {
      const next = { ...state, ...change };
      const resetsPage =
        "q" in change || "filter" in change || "sort" in change || "type" in change || "pageSize" in change;
      if (resetsPage && !("page" in change)) next.page = 1;
      // A selection from the map is a filter on ids; once that filter goes, so does its note.
      const idField = CATALOG_REGISTRY[next.type].idField;
      if (!("selected" in change) && !(idField in next.filter)) next.selected = undefined;
      setParams(catalogUrlParams(next));
    },
    [state, setParams],
  );

  return { state, update };
}
