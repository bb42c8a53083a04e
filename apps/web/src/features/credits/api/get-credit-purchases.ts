import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** GET /api/credit-purchases: the staff queue, with the address's page and filters. */
export function creditPurchasesQuery(query: ApiQuery<"/api/credit-purchases">) {
  return queryOptions({
    queryKey: ["credits", "purchases", "list", query],
    queryFn: ({ signal }) => api.GET("/api/credit-purchases", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditPurchases(query: ApiQuery<"/api/credit-purchases">) {
  return useQuery(creditPurchasesQuery(query));
}
