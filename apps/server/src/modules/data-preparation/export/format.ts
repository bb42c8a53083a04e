import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";

/** First characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** A text cell that Excel would run as a formula, made inert by a leading apostrophe. */
export function guardFormula(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** The inverse for a bulk file made from an export: the guard apostrophe is dropped again. */
export function unguardFormula(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_TRIGGERS.has(text[1]) ? text.slice(1) : text;
}

/** Section 9's file name; the workbook takes `.xlsx` instead of `.csv`. */
export { SDC_EXPORT_FILE_NAMES } from "@strata/core";

/** The header row of an export: the registry's labels, which the bulk upload reads back. */
export function exportHeader(type: CatalogType): string[] {
  return CATALOG_REGISTRY[type].columns.map((c) => c.label);
}
