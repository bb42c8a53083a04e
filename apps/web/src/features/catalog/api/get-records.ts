import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";

export type CatalogPage = ApiAnswer<"/api/catalogs/{type}/data">;

export interface RecordsParams {
  type: CatalogType;
  q: string;
  filter: CatalogFilter;
  page: number;
  pageSize: number;
  sort?: string;
  order?: "asc" | "desc";
}

export const filterParam = (filter: CatalogFilter) =>
  Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined;

/** GET /api/catalogs/:type/data: one page of a category under search text, filters and sort. */
export function recordsQuery(params: RecordsParams) {
  return queryOptions({
    queryKey: ["catalogs", params.type, "data", params],
    queryFn: ({ signal }) =>
      api.GET("/api/catalogs/{type}/data", {
        params: {
          path: { type: params.type },
          query: {
            q: params.q || undefined,
            filter: filterParam(params.filter),
            page: params.page,
            pageSize: params.pageSize,
            sort: params.sort,
            order: params.sort ? params.order : undefined,
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecords(params: RecordsParams) {
  return useQuery(recordsQuery(params));
}
