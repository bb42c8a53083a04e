import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

const ME = "/api/organizations/me/invoices";
const ADMIN = "/api/admin/invoices";

/** GET /api/organizations/me/invoices: the customer's invoices, page and status from the address. */
export function useMyInvoices(query: ApiQuery<"/api/organizations/me/invoices">) {
  return useQuery(
    queryOptions({
      queryKey: ["invoices", "me", "list", query],
      queryFn: ({ signal }) => api.GET("/api/organizations/me/invoices", { params: { query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/organizations/me/invoices/{id}. */
export function useMyInvoice(id: string) {
  return useQuery({
    queryKey: ["invoices", "me", "detail", id],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/invoices/{id}", { params: { path: { id } }, signal }),
  });
}

/** GET /api/admin/invoices: every organisation's, with the filters in the address. */
export function useAdminInvoices(query: ApiQuery<"/api/admin/invoices">) {
  return useQuery(
    queryOptions({
      queryKey: ["invoices", "admin", "list", query],
      queryFn: ({ signal }) => api.GET("/api/admin/invoices", { params: { query }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/invoices/{id}: the invoice and its history. */
export function useAdminInvoice(id: string) {
  return useQuery({
    queryKey: ["invoices", "admin", "detail", id],
    queryFn: ({ signal }) => api.GET("/api/admin/invoices/{id}", { params: { path: { id } }, signal }),
  });
}

/** The PDF's address; the browser downloads it with the session cookie (a plain GET). */
export const invoicePdfHref = (id: string, side: "me" | "admin") =>
  `${side === "me" ? ME : ADMIN}/${encodeURIComponent(id)}/pdf`;
