import type { CatalogType } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import { dataPreparationKeys } from "./client.ts";

export type MetadataHistoriesPage = ApiAnswer<"/api/admin/data-preparation/metadata-histories">;
export type MetadataHistory = MetadataHistoriesPage["result"][number];

export interface HistoriesParams {
  ingestType: CatalogType;
  id: string;
  pageNumber: number;
  pageSize: number;
}

/** GET /api/admin/data-preparation/metadata-histories: who changed a record, when, how, before and after. */
export function useMetadataHistories(params: HistoriesParams | null) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params?.ingestType ?? "none"), "histories", params],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/data-preparation/metadata-histories", {
        params: { query: params ?? undefined },
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
