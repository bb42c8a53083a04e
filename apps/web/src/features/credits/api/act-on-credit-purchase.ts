import type { CreditPurchaseAction } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type RoutedAction } from "../../../lib/api.ts";

/** Finance's actions: the credit-purchase workflow's actions routed as POST /api/credit-purchases/{id}/<action>. */
export type FinanceCreditAction = RoutedAction<CreditPurchaseAction, "/api/credit-purchases/{id}">;

export function useCreditPurchaseAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, message }: { action: FinanceCreditAction; message?: string }) =>
      api.POST(`/api/credit-purchases/{id}/${action}` as const, {
        params: { path: { id } },
        body: message === undefined ? undefined : { message },
      }),
    // A 409 means someone else moved it: the page shows where it is now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["credits", "purchases"] }),
  });
}
