import { type CatalogColumn, formatDate } from "@strata/core";
import type { CatalogFilterValue } from "../../../lib/catalog-links.ts";

export { formatBytes } from "../../../lib/format.ts";

const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** A cell's text: dates in the house format (the calendar day as stored), numbers grouped with their unit, flags as Yes/No, empty as a dash. */
export function formatValue(column: Pick<CatalogColumn, "kind" | "unit">, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.kind) {
    case "date":
      return formatDate(String(value).slice(0, 10));
    case "number": {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      // Years read as years, not as 2,004.
      const text = column.unit ? numberFormat.format(n) : String(n);
      return column.unit ? `${text} ${column.unit}` : text;
    }
    case "boolean":
      return value === true ? "Yes" : "No";
    default:
      return String(value);
  }
}

export function isRange(
  value: CatalogFilterValue,
): value is { min?: string | number; max?: string | number } {
  return !Array.isArray(value);
}

/** A filter as a chip reads it: "PM, SB", "1990 – 2010", "≥ 25 km", or "12 values". */
export function describeFilter(
  column: Pick<CatalogColumn, "kind" | "unit">,
  value: CatalogFilterValue,
): string {
  if (isRange(value)) {
    const min = value.min === undefined || value.min === "" ? null : formatValue(column, value.min);
    const max = value.max === undefined || value.max === "" ? null : formatValue(column, value.max);
    if (min && max) return `${min} – ${max}`;
    return min ? `≥ ${min}` : `≤ ${max}`;
  }
  if (value.length > 3) return `${value.length} values`;
  return value.map((v) => formatValue(column, v)).join(", ");
}
