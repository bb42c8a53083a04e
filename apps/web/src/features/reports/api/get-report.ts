import type { Paged, ReportChart, ReportKey } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type ReportRow = Record<string, unknown>;

/** GET /api/reports/<key>: a page of rows for the filters the address holds. */
export function reportQuery(key: ReportKey, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: ["reports", key, "list", query],
    queryFn: ({ signal }) => api.get<Paged<ReportRow>>(`/api/reports/${key}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useReport = (key: ReportKey, query: Record<string, string | number>) =>
  useQuery(reportQuery(key, query));

/** GET /api/reports/<key>/chart: the same filters without the page, so paging keeps the chart. */
export function useReportChart(key: ReportKey, filters: Record<string, string>) {
  return useQuery({
    queryKey: ["reports", key, "chart", filters],
    queryFn: ({ signal }) => api.get<ReportChart>(`/api/reports/${key}/chart`, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The export's address: the browser downloads the streamed file itself, however large. */
export function reportExportHref(key: ReportKey, filters: Record<string, string>, format: "csv" | "xlsx") {
  return `/api/reports/${key}/export?${new URLSearchParams({ ...filters, format })}`;
}
