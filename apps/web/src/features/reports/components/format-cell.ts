import {
  downloadItemTypeLabel,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMyr,
  type ReportColumn,
  statusLabel,
} from "@strata/core";

const count = new Intl.NumberFormat("en-MY");

/** A report cell as people read it: MYR from sen, dates in words, codes as words; empty as a dash. */
export function formatCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.kind) {
    case "money":
      return formatMyr(Number(value));
    case "number":
      return count.format(Number(value));
    case "date":
      return formatDate(String(value));
    case "datetime":
      return formatDateTime(String(value));
    default:
      // A category, or a delivered data request's `delivery`, by its name.
      if (downloadItemTypeLabel(String(value))) return downloadItemTypeLabel(String(value))!;
      // A month (`2025-03`) reads "Mar 2025"; codes (statuses, tiers, kinds: lower-case words) read as
      // words; free text, names and ids are left as written.
      if (/^\d{4}-\d{2}$/.test(String(value))) return categoryLabel(String(value));
      return /^[a-z]+([-_][a-z]+)*$/.test(String(value)) ? statusLabel(String(value)) : String(value);
  }
}

/** A chart's category: `2025-03` reads "Mar 2025"; anything else as it is. */
export const categoryLabel = (category: string) =>
  /^\d{4}-\d{2}$/.test(category) ? formatMonth(category) : category;
