import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** GET /api/e-invoices: page, pageSize and the filters, as the address holds them. */
export function eInvoicesQuery(query: ApiQuery<"/api/e-invoices">) {
  return queryOptions({
    queryKey: ["e-invoices", "list", query],
    queryFn: ({ signal }) => api.GET("/api/e-invoices", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEInvoices(query: ApiQuery<"/api/e-invoices">) {
  return useQuery(eInvoicesQuery(query));
}
