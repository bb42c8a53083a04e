import { formatDate, type MetadataColumn } from "@strata/core";

export { formatDateTime } from "@strata/core";
export { countFormat, formatBytes } from "../../../lib/format.ts";

const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** A cell's text: dates in the house format (the calendar day as stored), numbers grouped (years plain), flags as True/False, empty as a dash. */
export function formatCell(
  column: Pick<MetadataColumn, "kind" | "unit" | "integer">,
  value: unknown,
): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.kind) {
    case "date":
      return formatDate(String(value).slice(0, 10));
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
