import type { EInvoiceDetail } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { eInvoiceKey } from "./get-e-invoice.ts";

/** Finance's actions on an e-invoice (POST /api/e-invoices/{id}/retry|pause|unpause). */
export type EInvoiceFinanceAction = "retry" | "pause" | "unpause";

export function useEInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EInvoiceFinanceAction) =>
      api.post<EInvoiceDetail>(`/api/e-invoices/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: (detail) => queryClient.setQueryData(eInvoiceKey(id), detail),
    // A 409 means it moved meanwhile: the page shows where it is now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["e-invoices"] }),
  });
}
