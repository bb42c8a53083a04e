import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me/credits: balance, quota, this month's spend and a page of the ledger. */
export function myCreditsQuery(query: { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: ["credits", "me", "balance", query],
    queryFn: ({ signal }) => api.GET("/api/organizations/me/credits", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyCredits(query: { page: number; pageSize: number }) {
  return useQuery(myCreditsQuery(query));
}
