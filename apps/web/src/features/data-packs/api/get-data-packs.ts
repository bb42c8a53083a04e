import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { DATA_PACKS_KEY } from "./keys.ts";

type Query = { page: number; pageSize: number; q?: string };

/** GET /api/data-packs: the published packs, by name. */
export function dataPacksQuery(query: Query) {
  return queryOptions({
    queryKey: [...DATA_PACKS_KEY, "list", query],
    queryFn: ({ signal }) => api.GET("/api/data-packs", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useDataPacks = (query: Query) => useQuery(dataPacksQuery(query));
