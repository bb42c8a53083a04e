import type { Invoice, InvoiceStatus } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** Finance's decisions (POST /api/admin/invoices/{id}/<action>). */
export type FinanceInvoiceAction = "cancel" | "decline-cancellation" | "refund";

interface Variables {
  reason: string;
  /** The status the user saw: the server answers 409 when it has moved since. */
  from: InvoiceStatus;
}

/** POST /api/organizations/me/invoices/{id}/cancel: the buyer asks finance to cancel. */
export function useRequestCancellation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Variables) =>
      api.post<Invoice>(`/api/organizations/me/invoices/${encodeURIComponent(id)}/cancel`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["invoices"] }),
  });
}

export function useFinanceInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: Variables & { action: FinanceInvoiceAction }) =>
      api.post<Invoice>(`/api/admin/invoices/${encodeURIComponent(id)}/${action}`, body),
    // A 409 means someone else moved it: the page shows the status it is in now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["invoices"] }),
  });
}
