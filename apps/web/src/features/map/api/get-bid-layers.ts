import type { bidLayersResponseSchema } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type BidLayers = z.infer<typeof bidLayersResponseSchema>;

/** GET /api/webmap/bid-layers: blocks on offer in bid rounds (for users with bid-round rights). */
export function bidLayersQuery(round?: string) {
  return queryOptions({
    queryKey: ["map", "bid-layers", round ?? null],
    queryFn: ({ signal }) => api.get<BidLayers>("/api/webmap/bid-layers", { query: { round }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBidLayers(enabled: boolean, round?: string) {
  return useQuery({ ...bidLayersQuery(round), enabled });
}
