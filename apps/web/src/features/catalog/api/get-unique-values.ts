import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type UniqueValues = ApiAnswer<"/api/catalogs/{type}/unique-values">;

/** GET /api/catalogs/:type/unique-values: a column's distinct values starting with a prefix. */
export function uniqueValuesQuery(params: { type: CatalogType; column: string; prefix: string }) {
  return queryOptions({
    queryKey: ["catalogs", params.type, "unique-values", params],
    queryFn: ({ signal }) =>
      api.GET("/api/catalogs/{type}/unique-values", {
        params: {
          path: { type: params.type },
          query: { column: params.column, prefix: params.prefix || undefined, limit: 50 },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useUniqueValues(
  params: { type: CatalogType; column: string; prefix: string },
  enabled = true,
) {
  return useQuery({ ...uniqueValuesQuery(params), enabled });
}
