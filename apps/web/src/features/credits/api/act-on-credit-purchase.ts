import type { CreditPurchase } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** Finance's actions (POST /api/credit-purchases/{id}/<action>). */
export type FinanceCreditAction = "approve" | "request-clarification" | "resend-invoice";

export function useCreditPurchaseAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, message }: { action: FinanceCreditAction; message?: string }) =>
      api.post<CreditPurchase>(
        `/api/credit-purchases/${encodeURIComponent(id)}/${action}`,
        message === undefined ? undefined : { message },
      ),
    // A 409 means someone else moved it: the page shows where it is now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "purchases"] }),
  });
}
