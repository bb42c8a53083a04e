import type { CreditPlan } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/download-credit-plans (the retired ones too for plan managers). */
export function creditPlansQuery(includeRetired = false) {
  return queryOptions({
    queryKey: ["credits", "plans", { includeRetired }],
    queryFn: ({ signal }) =>
      api.get<{ result: CreditPlan[] }>("/api/download-credit-plans", {
        query: includeRetired ? { includeRetired: "true" } : {},
        signal,
      }),
  });
}

export function useCreditPlans(includeRetired = false) {
  return useQuery(creditPlansQuery(includeRetired));
}
