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
