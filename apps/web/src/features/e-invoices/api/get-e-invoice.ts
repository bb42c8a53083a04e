import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const eInvoiceKey = (id: string) => ["e-invoices", "detail", id] as const;

/**
 * GET /api/e-invoices/{id}: the e-invoice, its errors, tries and log. While it waits for the
 * authority (queued or submitted) it refreshes every few seconds, so finance sees it move.
 */
export function eInvoiceQuery(id: string) {
  return queryOptions({
    queryKey: eInvoiceKey(id),
    queryFn: ({ signal }) => api.GET("/api/e-invoices/{id}", { params: { path: { id } }, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === "queued" || query.state.data?.status === "submitted" ? 3000 : false,
  });
}

export function useEInvoice(id: string) {
  return useQuery(eInvoiceQuery(id));
}
