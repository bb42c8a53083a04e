import type { CreditPlan, CreditPlanBody } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/download-credit-plans, or PUT …/{id} when editing. */
export function useSaveCreditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreditPlanBody }) =>
      id
        ? api.put<CreditPlan>(`/api/download-credit-plans/${encodeURIComponent(id)}`, body)
        : api.post<CreditPlan>("/api/download-credit-plans", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["credits", "plans"] }),
  });
}
