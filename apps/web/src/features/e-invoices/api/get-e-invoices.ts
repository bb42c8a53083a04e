import type { EInvoice, Paged } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/e-invoices: page, pageSize and the filters, as the address holds them. */
export function eInvoicesQuery(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: ["e-invoices", "list", query],
    queryFn: ({ signal }) => api.get<Paged<EInvoice>>("/api/e-invoices", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEInvoices(query: Record<string, string | number>) {
  return useQuery(eInvoicesQuery(query));
}
