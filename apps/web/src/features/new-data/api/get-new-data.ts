import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type NewDataPage = ApiAnswer<"/api/new-data">;
export type Announcement = NewDataPage["result"][number];

/** GET /api/new-data: published announcements of new data, newest first, optionally of one category. */
export function newDataQuery(params: { page: number; pageSize: number; sdcType?: CatalogType }) {
  return queryOptions({
    queryKey: ["new-data", params],
    queryFn: ({ signal }) =>
      api.GET("/api/new-data", {
        params: { query: { page: params.page, pageSize: params.pageSize, sdcType: params.sdcType } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNewData(params: { page: number; pageSize: number; sdcType?: CatalogType }) {
  return useQuery(newDataQuery(params));
}
