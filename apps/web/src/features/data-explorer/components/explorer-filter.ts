import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  catalogColumn,
  isCatalogType,
  MAP_CATEGORIES,
  type SelectionGeometry,
  selectionGeometrySchema,
} from "@strata/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CatalogFilter, CatalogFilterValue } from "../../../lib/catalog-links.ts";
import type { DataExplorerCell } from "../api/get-data-explorer.ts";

/** An area drawn on the map (its selection's shape and mode): the charts count what lies in it. */
export interface ExplorerArea {
  geometry: SelectionGeometry;
  mode: "intersects" | "contains";
}

/**
 * The explorer's state in the address (`?type=&filter=&area=&areaMode=`): the catalogue's own filter
 * form, and the area the map's "Show in the data explorer" drew.
 */
export interface ExplorerState {
  type: CatalogType;
  filter: CatalogFilter;
  area: ExplorerArea | null;
}

/** Whether a category can lie in an area: technical reports have no place on the map. */
export const hasPlace = (type: CatalogType) => (MAP_CATEGORIES as readonly string[]).includes(type);

function parseArea(raw: string | null, mode: string | null): ExplorerArea | null {
  if (!raw) return null;
  try {
    const parsed = selectionGeometrySchema.safeParse(JSON.parse(raw));
    return parsed.success
      ? { geometry: parsed.data, mode: mode === "contains" ? "contains" : "intersects" }
      : null;
  } catch {
    return null;
  }
}

export const count = new Intl.NumberFormat("en-MY");

export const REGION_NAMES: Record<string, string> = { PM: "Peninsular Malaysia", SB: "Sabah", SK: "Sarawak" };
export const regionName = (code: string | null) =>
  code === null ? "No region" : (REGION_NAMES[code] ?? code);

/** The column each category is broken down by beside region and year. */
export const DETAIL_COLUMN: Record<CatalogType, string> = {
  Seismic_2D: "processingStage",
  Seismic_3D: "processingStage",
  Well_Log: "dataType",
  Technical_Report: "category",
  Non_Seismic: "surveyType",
};
/** Who made the data: the operator, or a report's company author. */
export const OPERATOR_COLUMN: Record<CatalogType, string> = {
  Seismic_2D: "operator",
  Seismic_3D: "operator",
  Well_Log: "operator",
  Technical_Report: "companyAuthor",
  Non_Seismic: "operator",
};

export const typeName = (type: CatalogType) => CATALOG_REGISTRY[type].displayName;

/** The `filter` of an explorer address, kept to the category's filterable columns (else {}). */
export function parseExplorerFilter(raw: string | null, type: CatalogType): CatalogFilter {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    // Only the chosen category's filterable columns: anything else would be a 400 from the API.
    return Object.fromEntries(
      Object.entries(parsed as CatalogFilter).filter(([key]) => catalogColumn(type, key)?.filterable),
    );
  } catch {
    return {};
  }
}

/** The filter narrowed to the columns a category has (region and year are everyone's). */
export function filterFor(type: CatalogType, filter: CatalogFilter): CatalogFilter {
  return Object.fromEntries(Object.entries(filter).filter(([key]) => catalogColumn(type, key)?.filterable));
}

/**
 * The explorer's state as an address query, `type=&filter=`: the explorer's own address, and the
 * map's after "Show on the map" (the map draws the records the filter keeps).
 */
export function explorerQuery(
  type: CatalogType,
  filter: CatalogFilter,
  area: ExplorerArea | null = null,
): URLSearchParams {
  const query = new URLSearchParams({ type });
  if (Object.keys(filter).length > 0) query.set("filter", JSON.stringify(filter));
  if (area) {
    query.set("area", JSON.stringify(area.geometry));
    if (area.mode === "contains") query.set("areaMode", "contains");
  }
  return query;
}

export function useExplorerState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<ExplorerState>(() => {
    const raw = params.get("type") ?? "";
    const type = isCatalogType(raw) ? raw : CATALOG_TYPES[0];
    return {
      type,
      filter: parseExplorerFilter(params.get("filter"), type),
      area: parseArea(params.get("area"), params.get("areaMode")),
    };
  }, [params]);

  const write = useCallback(
    (next: ExplorerState) => setParams(explorerQuery(next.type, next.filter, next.area)),
    [setParams],
  );
  /** Sets one column's filter, or removes it with `undefined`. */
  const setFilter = useCallback(
    (column: string, value: CatalogFilterValue | undefined) => {
      const filter = { ...state.filter };
      if (value === undefined) delete filter[column];
      else filter[column] = value;
      write({ ...state, filter });
    },
    [state, write],
  );
  /** Another category keeps the filters it has columns for. */
  const setType = useCallback(
    (type: CatalogType) => write({ ...state, type, filter: filterFor(type, state.filter) }),
    [state, write],
  );
  const clear = useCallback(() => write({ type: state.type, filter: {}, area: null }), [state, write]);
  const clearArea = useCallback(() => write({ ...state, area: null }), [state, write]);
  return { state, setFilter, setType, clear, clearArea };
}

function yearMatches(year: number | null, value: CatalogFilterValue): boolean {
  if (year === null) return false;
  if (Array.isArray(value)) return value.map(Number).includes(year);
  const min = value.min === undefined ? -Infinity : Number(value.min);
  const max = value.max === undefined ? Infinity : Number(value.max);
  return year >= min && year <= max;
}

/** The region-by-year cells under the filter's region and year; `except` leaves a chart's own column out. */
export function cellsUnder(cells: DataExplorerCell[], filter: CatalogFilter, except?: "region" | "year") {
  const region = except === "region" ? undefined : filter.region;
  const year = except === "year" ? undefined : filter.year;
  return cells.filter(
    (c) =>
      (!Array.isArray(region) || (c.region !== null && region.map(String).includes(c.region))) &&
      (year === undefined || yearMatches(c.year, year)),
  );
}

/** A chip's text: the column's label and its values. */
export function filterLabel(type: CatalogType, column: string, value: CatalogFilterValue): string {
  const label = catalogColumn(type, column)?.label ?? column;
  const shown = column === "year" ? "Year" : label;
  if (!Array.isArray(value)) {
    return `${shown}: ${value.min ?? "…"}–${value.max ?? "…"}`;
  }
  const values = value.map((v) => (column === "region" ? regionName(String(v)) : String(v)));
  return `${shown}: ${values.join(", ")}`;
}
