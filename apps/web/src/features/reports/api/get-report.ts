import type { ReportKey } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, type ApiQuery, api } from "../../../lib/api.ts";

/** Every report's routes (a report key the contract does not route fails to compile). */
type ReportListPath = `/api/reports/${ReportKey}`;
type ReportChartPath = `/api/reports/${ReportKey}/chart`;
type ReportExportPath = `/api/reports/${ReportKey}/export`;

/** A row of any report, read by the report's columns' keys (one screen draws every report). */
export type ReportRow = ApiAnswer<ReportListPath>["result"][number] & Record<string, unknown>;
type ExportFormat = NonNullable<ApiQuery<ReportExportPath>["format"]>;

/** GET /api/reports/<key>: a page of rows for the filters the address holds. */
export function reportQuery(key: ReportKey, query: ApiQuery<ReportListPath>) {
  return queryOptions({
    queryKey: ["reports", key, "list", query],
    queryFn: ({ signal }) => api.GET(`/api/reports/${key}`, { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useReport = (key: ReportKey, query: ApiQuery<ReportListPath>) =>
  useQuery(reportQuery(key, query));

/** GET /api/reports/<key>/chart: the same filters without the page, so paging keeps the chart. */
export function useReportChart(key: ReportKey, filters: ApiQuery<ReportChartPath>) {
  return useQuery({
    queryKey: ["reports", key, "chart", filters],
    queryFn: ({ signal }) => api.GET(`/api/reports/${key}/chart`, { params: { query: filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The export's address: the browser downloads the streamed file itself, however large. */
export function reportExportHref(key: ReportKey, filters: Record<string, string>, format: ExportFormat) {
  return `/api/reports/${key}/export?${new URLSearchParams({ ...filters, format })}`;
}
