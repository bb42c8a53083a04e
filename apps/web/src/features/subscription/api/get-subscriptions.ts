import { SUBSCRIPTION_STATUSES, TIERS } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The list's page and filters, as the address holds them (any text: a hand-edited address). */
export interface SubscriptionFilters {
  page: number;
  pageSize: number;
  status?: string;
  planType?: string;
  q?: string;
  endingBefore?: string;
}

/** A value of one of core's lists, or none (the address may hold anything). */
const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value);

/** GET /api/admin/subscriptions */
export function useSubscriptions(filters: SubscriptionFilters) {
  return useQuery({
    queryKey: ["admin", "subscriptions", "list", filters],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/subscriptions", {
        params: {
          query: {
            ...filters,
            status: known(SUBSCRIPTION_STATUSES, filters.status),
            planType: known(TIERS, filters.planType),
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
