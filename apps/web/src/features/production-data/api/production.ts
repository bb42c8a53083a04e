import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

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
    queryFn: ({ signal }) => api.GET("/api/production-data/teaser", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /production-data/wells?q=: the first 20 wells whose name starts with q. */
export function useProductionWells(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ["production-data", "wells", q],
    queryFn: ({ signal }) =>
      api.GET("/api/production-data/wells", {
        params: { query: { q: q || undefined, pageSize: 20 } },
        signal,
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
    queryFn: ({ signal }) => api.GET("/api/production-data/fields", { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET …/wells/{wellboreName}/series or …/fields/{field}/series: one well's or field's months. */
const seriesOf = (e: Entity, signal: AbortSignal) =>
  e.kind === "well"
    ? api.GET("/api/production-data/wells/{wellboreName}/series", {
        params: { path: { wellboreName: e.name } },
        signal,
      })
    : api.GET("/api/production-data/fields/{field}/series", { params: { path: { field: e.name } }, signal });

/** One well's or field's months. */
export function useProductionSeries(entity: Entity | null) {
  return useQuery({
    queryKey: ["production-data", "series", entity?.kind, entity?.name],
    queryFn: ({ signal }) => seriesOf(entity!, signal),
    enabled: entity !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

type CompareQuery = ApiQuery<"/api/production-data/compare">;

/** Up to 10 wells and fields, one stream, as volumes or rates. */
export function useProductionCompare(
  entities: readonly Entity[],
  stream: NonNullable<CompareQuery["stream"]>,
  measure: NonNullable<CompareQuery["measure"]>,
  enabled: boolean,
) {
  const wells = entities.filter((e) => e.kind === "well").map((e) => e.name);
  const fields = entities.filter((e) => e.kind === "field").map((e) => e.name);
  return useQuery({
    queryKey: ["production-data", "compare", wells, fields, stream, measure],
    queryFn: ({ signal }) =>
      api.GET("/api/production-data/compare", {
        params: {
          query: {
            wells: wells.length ? wells : undefined,
            fields: fields.length ? fields : undefined,
            stream,
            measure,
          },
        },
        signal,
      }),
    enabled: enabled && entities.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The export's address: the browser downloads it with the session cookie. */
export function exportUrl(
  entity: Entity,
  format: NonNullable<ApiQuery<"/api/production-data/export">["format"]>,
) {
  const params = new URLSearchParams({ [entity.kind]: entity.name, format });
  return `${PRODUCTION_PATH}/export?${params}`;
}

/** The producing wells of a block (the map's block popup links here). */
export function useBlockWells(block: string | null) {
  return useQuery({
    queryKey: ["production-data", "block-wells", block],
    queryFn: ({ signal }) =>
      api.GET("/api/production-data/wells", { params: { query: { block: block!, pageSize: 100 } }, signal }),
    enabled: block !== null,
    staleTime: 5 * 60_000,
  });
}
