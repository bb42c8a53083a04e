import type { AdminInvoiceDetail, Invoice, InvoiceList } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const ME = "/api/organizations/me/invoices";
const ADMIN = "/api/admin/invoices";

/** GET /api/organizations/me/invoices: the customer's invoices, page and status from the address. */
export function useMyInvoices(query: Record<string, string | number>) {
  return useQuery(
    queryOptions({
      queryKey: ["invoices", "me", "list", query],
      queryFn: ({ signal }) => api.get<InvoiceList>(ME, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/organizations/me/invoices/{id}. */
export function useMyInvoice(id: string) {
  return useQuery({
    queryKey: ["invoices", "me", "detail", id],
    queryFn: ({ signal }) => api.get<Invoice>(`${ME}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET /api/admin/invoices: every organisation's, with the filters in the address. */
export function useAdminInvoices(query: Record<string, string | number>) {
  return useQuery(
    queryOptions({
      queryKey: ["invoices", "admin", "list", query],
      queryFn: ({ signal }) => api.get<InvoiceList>(ADMIN, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/invoices/{id}: the invoice and its history. */
export function useAdminInvoice(id: string) {
  return useQuery({
    queryKey: ["invoices", "admin", "detail", id],
    queryFn: ({ signal }) => api.get<AdminInvoiceDetail>(`${ADMIN}/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The PDF's address; the browser downloads it with the session cookie (a plain GET). */
export const invoicePdfHref = (id: string, side: "me" | "admin") =>
  `${side === "me" ? ME : ADMIN}/${encodeURIComponent(id)}/pdf`;
