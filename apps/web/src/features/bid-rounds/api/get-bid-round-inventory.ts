import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/visualisation/bid-rounds: each round's blocks on offer and the data inside them. */
export function bidRoundInventoryQuery() {
  return queryOptions({
    queryKey: ["visualisation", "bid-rounds"],
    queryFn: ({ signal }) => api.GET("/api/visualisation/bid-rounds", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBidRoundInventory() {
  return useQuery(bidRoundInventoryQuery());
}

/** GET /api/visualisation/bid-rounds/previews: a block's bid-flagged SEG-Y and LAS files. */
export function useBlockPreviews(block: string) {
  return useQuery({
    queryKey: ["visualisation", "bid-rounds", "previews", block],
    queryFn: ({ signal }) =>
      api.GET("/api/visualisation/bid-rounds/previews", { params: { query: { block } }, signal }),
    staleTime: 5 * 60_000,
  });
}
