import type { MetadataColumn } from "@strata/core";

export { countFormat, formatBytes } from "../../../lib/format.ts";

const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** A cell's text: dates as YYYY-MM-DD, numbers grouped (years plain), flags as True/False, empty as a dash. */
export function formatCell(
  column: Pick<MetadataColumn, "kind" | "unit" | "integer">,
  value: unknown,
): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.kind) {
    case "date":
      return String(value).slice(0, 10);
    case "number": {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      return column.unit ? numberFormat.format(n) : String(n);
    }
    case "boolean":
      return value === true || value === "True" ? "True" : "False";
    default:
      return String(value);
  }
}

/** Any value of a history entry as one line. */
export function formatAny(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
