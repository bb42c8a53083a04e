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

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvQuoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell for CSV: guarded against formulas, then quoted as needed. */
export const csvText = (text: string) => csvQuoted(guardFormula(text));

/** UTF-8 with a byte-order mark, so Excel reads accents and symbols right; CRLF line ends. */
export const csvHeaderLine = (labels: readonly string[]) => `\uFEFF${labels.map(csvQuoted).join(",")}\r\n`;

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * A one-sheet workbook written as it streams, with flat memory (the metadata export and every
 * report's): `xlsxWorkbookStream`, the sheet's XML written straight into a streamed ZIP.
 */
export { xlsxWorkbookStream as xlsxStream } from "./xlsx-writer.ts";
