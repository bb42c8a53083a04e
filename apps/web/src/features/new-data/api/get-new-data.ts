import type { CatalogType, newDataListResponseSchema } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type NewDataPage = z.infer<typeof newDataListResponseSchema>;
export type Announcement = NewDataPage["result"][number];

/** GET /api/new-data: published announcements of new data, newest first, optionally of one category. */
export function newDataQuery(params: { page: number; pageSize: number; sdcType?: CatalogType }) {
  return queryOptions({
    queryKey: ["new-data", params],
    queryFn: ({ signal }) =>
      api.get<NewDataPage>("/api/new-data", {
        query: { page: params.page, pageSize: params.pageSize, sdcType: params.sdcType },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNewData(params: { page: number; pageSize: number; sdcType?: CatalogType }) {
  return useQuery(newDataQuery(params));
}
