import type { EInvoiceAction } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type RoutedAction } from "../../../lib/api.ts";
import { eInvoiceKey } from "./get-e-invoice.ts";

/** Finance's actions on an e-invoice: the e-invoice workflow's actions routed as POST /api/e-invoices/{id}/<action>. */
export type EInvoiceFinanceAction = RoutedAction<EInvoiceAction, "/api/e-invoices/{id}">;

export function useEInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EInvoiceFinanceAction) =>
      api.POST(`/api/e-invoices/{id}/${action}` as const, { params: { path: { id } } }),
    onSuccess: (detail) => queryClient.setQueryData(eInvoiceKey(id), detail),
    // A 409 means it moved meanwhile: the page shows where it is now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["e-invoices"] }),
  });
}
