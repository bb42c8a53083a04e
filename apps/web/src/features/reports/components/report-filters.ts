import {
  downloadItemTypeLabel,
  REPORT_FILTER_LABELS,
  type ReportShape,
  statusLabel,
  type Tier,
  tierLabel,
} from "@strata/core";

/** An option's label: tiers and categories by their names, other codes as words. */
function optionLabel(filter: string, value: string): string {
  if (filter === "tier") return tierLabel(value as Tier);
  if (value === "true" || value === "false") return value === "true" ? "Yes" : "No";
  return downloadItemTypeLabel(value) ?? statusLabel(value);
}

export type FilterControl =
  | { name: string; label: string; kind: "date" }
  | { name: string; label: string; kind: "search" }
  | { name: string; label: string; kind: "select"; options: { value: string; label: string }[] };

type Introspected = { unwrap?: () => Introspected; options?: readonly string[] };

/** The values of an enum filter (`z.enum([...]).optional()`), or null for free text. */
function enumOptions(schema: unknown): readonly string[] | null {
  let inner = schema as Introspected;
  while (inner.unwrap) inner = inner.unwrap();
  return Array.isArray(inner.options) ? inner.options : null;
}

/**
 * The controls of a report's filters, read from its contract: the period as two dates, an enum as
 * a choice, anything else as a search box. One screen thus serves every report.
 */
export function filterControls(shape: ReportShape): FilterControl[] {
  return Object.entries(shape.filters).map(([name, schema]) => {
    const label = shape.filterLabels?.[name] ?? REPORT_FILTER_LABELS[name] ?? statusLabel(name);
    if (name === "from" || name === "to") return { name, label, kind: "date" };
    const options = enumOptions(schema);
    if (!options) return { name, label, kind: "search" };
    return {
      name,
      label,
      kind: "select",
      options: options.map((value) => ({
        value,
        label: optionLabel(name, value),
      })),
    };
  });
}
