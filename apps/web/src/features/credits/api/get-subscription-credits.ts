import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/subscriptions/{id}/download-credits: balance, quota and a page of the ledger. */
export function subscriptionCreditsQuery(subscriptionId: string, query: { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: ["credits", "subscription", subscriptionId, query],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/subscriptions/{id}/download-credits", {
        params: { path: { id: subscriptionId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionCredits(subscriptionId: string, query: { page: number; pageSize: number }) {
  return useQuery(subscriptionCreditsQuery(subscriptionId, query));
}
