import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type BidLayers = ApiAnswer<"/api/webmap/bid-layers">;

/** GET /api/webmap/bid-layers: blocks on offer in bid rounds (for users with bid-round rights). */
export function bidLayersQuery(round?: string) {
  return queryOptions({
    queryKey: ["map", "bid-layers", round ?? null],
    queryFn: ({ signal }) => api.GET("/api/webmap/bid-layers", { params: { query: { round } }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBidLayers(enabled: boolean, round?: string) {
  return useQuery({ ...bidLayersQuery(round), enabled });
}
