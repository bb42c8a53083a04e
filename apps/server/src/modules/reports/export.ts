import { type ReportColumn, type ReportKey, reportFileName, senToDecimal } from "@strata/core";
import type { Database } from "../../db/client.ts";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  csvText,
  mapEach,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from "../../lib/spreadsheet-stream.ts";
import type { ReportRow, ReportSource } from "./define.ts";

/** Rows read per statement of an export: memory stays flat however many rows it holds. */
export const REPORT_EXPORT_BATCH = 2000;

/** Every row of the report in its order, a batch at a time by keyset, starting with one already read. */
async function* batches(
  db: Database,
  source: ReportSource,
  query: Record<string, unknown>,
  first: ReportRow[],
) {
  let rows = first;
  for (;;) {
    if (rows.length > 0) yield rows;
    if (rows.length < REPORT_EXPORT_BATCH) return;
    rows = await source.rows(db, query, { limit: REPORT_EXPORT_BATCH, after: rows[rows.length - 1] });
  }
}

/** A CSV cell: MYR as a decimal from integer sen, dates as YYYY-MM-DD, text guarded against formulas. */
function csvCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (column.kind) {
    case "money":
      return senToDecimal(Number(value));
    case "number":
      return String(value);
    case "date":
      return String(value).slice(0, 10);
    default:
      return csvText(String(value));
  }
}

/** A workbook cell: numbers and MYR as numbers (sen / 100), the rest as text. */
function xlsxCell(column: ReportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case "money":
      return Number(value) / 100;
    case "number":
      return Number(value);
    case "date":
      return String(value).slice(0, 10);
    default:
      return String(value);
  }
}

/** The header: each column's label, MYR columns saying so. */
const headerOf = (columns: readonly ReportColumn[]) =>
  columns.map((c) => (c.kind === "money" ? `${c.label} (MYR)` : c.label));

/**
 * A report's rows as a streamed CSV or XLSX file. The first batch is read before anything is sent,
 * so a query the database refuses is an error answer, never a file cut short; an empty report is a
 * valid file holding the header only.
 */
export async function exportReport(
  db: Database,
  source: ReportSource,
  query: { format: "csv" | "xlsx"; from?: string; to?: string },
) {
  const first = await source.rows(db, query, { limit: REPORT_EXPORT_BATCH, after: null });
  const { columns, key, title } = source.shape;
  const filename = reportFileName(key as ReportKey, query);
  const rows = batches(db, source, query as Record<string, unknown>, first);
  if (query.format === "xlsx") {
    const cells = mapEach(rows, (row) => columns.map((c) => xlsxCell(c, row[c.key])));
    return { filename, contentType: XLSX_CONTENT_TYPE, stream: xlsxStream(title, headerOf(columns), cells) };
  }
  const lines = mapEach(rows, (row) => `${columns.map((c) => csvCell(c, row[c.key])).join(",")}\r\n`);
  return { filename, contentType: CSV_CONTENT_TYPE, stream: csvStream(headerOf(columns), lines) };
}
