import { monthsOf, type ReportChart } from "@strata/core";
import { type Column, type SQL, sql } from "drizzle-orm";

/** `YYYY-MM` of a timestamp column, in UTC: the month a chart groups by. */
export const monthOf = (column: Column | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`.mapWith(String);

/**
 * A chart by month: the period's months (or the last twelve) as categories, each series' value per
 * month from rows of `{ month, <series key>: number }`, months without a row at zero.
 */
export function monthlyChart(
  chart: Omit<ReportChart, "categories" | "series">,
  period: { from?: string; to?: string },
  rows: readonly ({ month: string } & Record<string, unknown>)[],
  series: readonly { key: string; label: string }[],
): ReportChart {
  const months = monthsOf(period);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return {
    ...chart,
    categories: months,
    series: series.map((s) => ({
      label: s.label,
      data: months.map((m) => Number(byMonth.get(m)?.[s.key] ?? 0)),
    })),
  };
}

/** The period a monthly chart reads when none is given: its first month's start onwards. */
export function chartPeriod(q: { from?: string; to?: string }): { from: string; to?: string } {
  return { from: q.from ?? `${monthsOf(q)[0]}-01`, to: q.to };
}
