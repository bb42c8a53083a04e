import type { CatalogType, uniqueValuesResponseSchema } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type UniqueValues = z.infer<typeof uniqueValuesResponseSchema>;

/** GET /api/catalogs/:type/unique-values: a column's distinct values starting with a prefix. */
export function uniqueValuesQuery(params: { type: CatalogType; column: string; prefix: string }) {
  return queryOptions({
    queryKey: ["catalogs", params.type, "unique-values", params],
    queryFn: ({ signal }) =>
      api.get<UniqueValues>(`/api/catalogs/${params.type}/unique-values`, {
        query: { column: params.column, prefix: params.prefix || undefined, limit: 50 },
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
