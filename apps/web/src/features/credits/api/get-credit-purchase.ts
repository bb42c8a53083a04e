import type { CreditPurchaseDetail } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/credit-purchases/{id}: the purchase with its invoice, payments and history. */
export function creditPurchaseQuery(id: string) {
  return queryOptions({
    queryKey: ["credits", "purchases", "detail", id],
    queryFn: ({ signal }) =>
      api.get<CreditPurchaseDetail>(`/api/credit-purchases/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useCreditPurchase(id: string) {
  return useQuery(creditPurchaseQuery(id));
}
