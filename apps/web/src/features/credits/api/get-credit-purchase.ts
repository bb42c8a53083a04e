import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/credit-purchases/{id}: the purchase with its invoice, payments and history. */
export function creditPurchaseQuery(id: string) {
  return queryOptions({
    queryKey: ["credits", "purchases", "detail", id],
    queryFn: ({ signal }) => api.GET("/api/credit-purchases/{id}", { params: { path: { id } }, signal }),
  });
}

export function useCreditPurchase(id: string) {
  return useQuery(creditPurchaseQuery(id));
}
