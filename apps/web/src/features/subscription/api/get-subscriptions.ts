import type { Paged, Subscription } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface SubscriptionFilters {
  page: number;
  pageSize: number;
  status?: string;
  planType?: string;
  q?: string;
  endingBefore?: string;
}

/** GET /api/admin/subscriptions */
export function useSubscriptions(filters: SubscriptionFilters) {
  return useQuery({
    queryKey: ["admin", "subscriptions", "list", filters],
    queryFn: ({ signal }) =>
      api.get<Paged<Subscription>>("/api/admin/subscriptions", { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}
