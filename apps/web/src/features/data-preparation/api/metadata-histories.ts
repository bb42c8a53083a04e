import type { CatalogType, metadataHistoriesResponseSchema } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";
import { dataPreparationKeys } from "./client.ts";

export type MetadataHistoriesPage = z.infer<typeof metadataHistoriesResponseSchema>;
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
      api.get<MetadataHistoriesPage>("/api/admin/data-preparation/metadata-histories", {
        query: params ? { ...params } : undefined,
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
