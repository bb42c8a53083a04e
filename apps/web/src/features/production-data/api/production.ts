import type {
  ProductionCompareResponse,
  ProductionFieldsResponse,
  ProductionSeriesResponse,
  ProductionStream,
  ProductionTeaser,
  ProductionWellsResponse,
} from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const PRODUCTION_PATH = "/api/production-data";
export type EntityKind = "well" | "field";
export interface Entity {
  kind: EntityKind;
  name: string;
}
export const entityKey = (e: Entity) => `${e.kind}:${e.name}`;

/** GET /production-data/teaser: counts and period, for everyone. */
export function useProductionTeaser() {
  return useQuery({
    queryKey: ["production-data", "teaser"],
    queryFn: ({ signal }) => api.get<ProductionTeaser>(`${PRODUCTION_PATH}/teaser`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /production-data/wells?q=: the first 20 wells whose name starts with q. */
export function useProductionWells(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ["production-data", "wells", q],
    queryFn: ({ signal }) =>
      api.get<ProductionWellsResponse>(`${PRODUCTION_PATH}/wells`, {
        signal,
        query: { q: q || undefined, pageSize: 20 },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /production-data/fields. */
export function useProductionFields(enabled: boolean) {
  return useQuery({
    queryKey: ["production-data", "fields"],
    queryFn: ({ signal }) => api.get<ProductionFieldsResponse>(`${PRODUCTION_PATH}/fields`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const seriesPath = (e: Entity) =>
  `${PRODUCTION_PATH}/${e.kind === "well" ? "wells" : "fields"}/${encodeURIComponent(e.name)}/series`;

/** One well's or field's months. */
export function useProductionSeries(entity: Entity | null) {
  return useQuery({
    queryKey: ["production-data", "series", entity?.kind, entity?.name],
    queryFn: ({ signal }) => api.get<ProductionSeriesResponse>(seriesPath(entity!), { signal }),
    enabled: entity !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Up to 10 wells and fields, one stream, as volumes or rates. */
export function useProductionCompare(
  entities: readonly Entity[],
  stream: ProductionStream,
  measure: "volume" | "rate",
  enabled: boolean,
) {
  const wells = entities.filter((e) => e.kind === "well").map((e) => e.name);
  const fields = entities.filter((e) => e.kind === "field").map((e) => e.name);
  return useQuery({
    queryKey: ["production-data", "compare", wells, fields, stream, measure],
    queryFn: ({ signal }) =>
      api.get<ProductionCompareResponse>(`${PRODUCTION_PATH}/compare`, {
        signal,
        query: {
          wells: wells.length ? wells.join(",") : undefined,
          fields: fields.length ? fields.join(",") : undefined,
          stream,
          measure,
        },
      }),
    enabled: enabled && entities.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The export's address: the browser downloads it with the session cookie. */
export function exportUrl(entity: Entity, format: "csv" | "xlsx") {
  const params = new URLSearchParams({ [entity.kind]: entity.name, format });
  return `${PRODUCTION_PATH}/export?${params}`;
}

/** The producing wells of a block (the map's block popup links here). */
export function useBlockWells(block: string | null) {
  return useQuery({
    queryKey: ["production-data", "block-wells", block],
    queryFn: ({ signal }) =>
      api.get<ProductionWellsResponse>(`${PRODUCTION_PATH}/wells`, {
        signal,
        query: { block: block!, pageSize: 100 },
      }),
    enabled: block !== null,
    staleTime: 5 * 60_000,
  });
}
