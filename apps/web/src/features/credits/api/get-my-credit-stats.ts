import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me/credits/stats: usage by month (last 12) and by kind. */
export function myCreditStatsQuery() {
  return queryOptions({
    queryKey: ["credits", "me", "stats"],
    queryFn: ({ signal }) => api.GET("/api/organizations/me/credits/stats", { signal }),
  });
}

export function useMyCreditStats() {
  return useQuery(myCreditStatsQuery());
}
