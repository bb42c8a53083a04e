import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/download-credit-plans (the retired ones too for plan managers). */
export function creditPlansQuery(includeRetired = false) {
  return queryOptions({
    queryKey: ["credits", "plans", { includeRetired }],
    queryFn: ({ signal }) =>
      api.GET("/api/download-credit-plans", {
        params: { query: includeRetired ? { includeRetired: "true" } : {} },
        signal,
      }),
  });
}

export function useCreditPlans(includeRetired = false) {
  return useQuery(creditPlansQuery(includeRetired));
}
