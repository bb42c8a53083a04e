import { z } from "zod";
import { pageQuerySchema } from "../catalog/schemas.ts";
import { TIERS } from "../enums.ts";
import { text } from "../text.ts";

/**
 * The reports of section 7, by their path under `/api/reports/`. Each has a list (a server page),
 * a chart of the same filters and a streamed CSV or XLSX export.
 */
export const REPORT_KEYS = [
  "subscriptions",
  "sales",
  "vdr",
  "users",
  "invoices",
  "interests",
  "downloads",
  "action-logs",
  "e-invoice-logs",
  "credits",
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/**
 * How a column's value is written: `money` is integer sen (shown and exported in MYR), `date` is
 * YYYY-MM-DD, `datetime` ISO 8601 in UTC.
 */
export type ReportColumnKind = "text" | "number" | "money" | "date" | "datetime";

export interface ReportColumn {
  /** The row's field. */
  key: string;
  /** The table's heading and the export's header. */
  label: string;
  kind: ReportColumnKind;
}

/** The earliest and latest dates a period filter takes; outside is a 400, not an empty answer. */
export const REPORT_DATE_MIN = "2000-01-01";
export const REPORT_DATE_MAX = "2099-12-31";

const reportDate = text()
  .check(z.iso.date("Enter a date as YYYY-MM-DD"))
  .refine((d) => d >= REPORT_DATE_MIN && d <= REPORT_DATE_MAX, {
    message: `Enter a date between ${REPORT_DATE_MIN} and ${REPORT_DATE_MAX}`,
  });

/** The filters most reports share; a report takes those that fit it (`reportQuery`). */
export const reportFilterShapes = {
  /** The period's first day, inclusive (UTC). */
  from: reportDate.optional(),
  /** The period's last day, inclusive (UTC). */
  to: reportDate.optional(),
  tier: z.enum(TIERS).optional(),
  /** Part of an organisation's name or registration number. */
  organisation: text().trim().min(2, "Enter at least 2 characters").max(100).optional(),
} as const;

/** The filters' labels on the screen; a report's own filters add theirs. */
export const REPORT_FILTER_LABELS: Record<string, string> = {
  from: "From",
  to: "To",
  tier: "Tier",
  organisation: "Organisation",
  status: "Status",
};

type PeriodQuery = { from?: string; to?: string };
const periodInOrder = (q: object) => {
  const { from, to } = q as PeriodQuery;
  return !from || !to || from <= to;
};
const PERIOD_ORDER = { message: "The end of the period is before its start", path: ["to"] };

/**
 * A report's query: the page, the filters it takes and the period checked in order. The same
 * shape without the page, plus `format`, is its export's query.
 */
export function reportQuery<S extends z.ZodRawShape>(filters: S) {
  return {
    list: pageQuerySchema.extend(filters).refine(periodInOrder, PERIOD_ORDER),
    chart: z.object(filters).refine(periodInOrder, PERIOD_ORDER),
    export: z
      .object({ ...filters, format: z.enum(["csv", "xlsx"]).default("csv") })
      .refine(periodInOrder, PERIOD_ORDER),
  };
}

/**
 * A report's chart: one value per category (a month, a tier, a status) and series. The web draws it
 * with `@mui/x-charts`; `valueKind: money` values are integer sen.
 */
export const reportChartSchema = z.object({
  title: z.string(),
  kind: z.enum(["bar", "line"]),
  valueKind: z.enum(["number", "money"]),
  categories: z.array(z.string()),
  series: z.array(z.object({ label: z.string(), data: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** The twelve months up to the period's end (or this month), as YYYY-MM, oldest first. */
export function monthsOf(period: PeriodQuery, today = new Date()): string[] {
  const end = period.to ? new Date(`${period.to}T00:00:00Z`) : today;
  const start = period.from
    ? new Date(`${period.from}T00:00:00Z`)
    : new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
  const months: string[] = [];
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  // A chart of more than five years of months is unreadable: the latest sixty are drawn.
  while (cursor <= end) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months.slice(-60);
}

/** The export's file name: `<report>-<from>-<to>.<format>`, the period as asked or `all`. */
export function reportFileName(key: ReportKey, q: PeriodQuery & { format: "csv" | "xlsx" }): string {
  const period = q.from || q.to ? `${q.from ?? "start"}-to-${q.to ?? "today"}` : "all";
  return `${key}-report-${period}.${q.format}`;
}
