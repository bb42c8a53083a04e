import type { InvoiceAction } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api, type RoutedAction } from "../../../lib/api.ts";

/** Finance's decisions: the invoice workflow's actions the contract routes as POST /api/admin/invoices/{id}/<action>. */
export type FinanceInvoiceAction = RoutedAction<InvoiceAction, "/api/admin/invoices/{id}">;

/** A reason, and the status the user saw (`from`): the server answers 409 when it has moved since. */
type Variables = ApiBody<"/api/organizations/me/invoices/{id}/cancel">;

/** POST /api/organizations/me/invoices/{id}/cancel: the buyer asks finance to cancel. */
export function useRequestCancellation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Variables) =>
      api.POST("/api/organizations/me/invoices/{id}/cancel", { params: { path: { id } }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["invoices"] }),
  });
}

export function useFinanceInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: Variables & { action: FinanceInvoiceAction }) =>
      api.POST(`/api/admin/invoices/{id}/${action}` as const, { params: { path: { id } }, body }),
    // A 409 means someone else moved it: the page shows the status it is in now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["invoices"] }),
  });
}
