import type { CreditPurchaseList } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/credit-purchases: the staff queue, with the address's page and filters. */
export function creditPurchasesQuery(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: ["credits", "purchases", "list", query],
    queryFn: ({ signal }) => api.get<CreditPurchaseList>("/api/credit-purchases", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditPurchases(query: Record<string, string | number>) {
  return useQuery(creditPurchasesQuery(query));
}
