import { type EventEmitter, once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";

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

type XlsxCell = string | number | boolean | null;

/**
 * exceljs writes a sheet's XML into the zip's deflate stream without heeding its answer, so a fast
 * producer piles XML up in memory; the batch loop waits here until deflate has caught up.
 */
async function deflated(sheet: unknown) {
  // The zip's entry stream comes from archiver's readable-stream copy, which predates writableNeedDrain.
  type Entry = EventEmitter & { _writableState?: { needDrain?: boolean } };
  const entry = (sheet as { stream?: { pipes?: Entry[] } }).stream?.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, "drain");
}

/**
 * A one-sheet workbook written as it streams (exceljs WorkbookWriter, inline strings, no styles):
 * rows are committed as they come, and the batch loop waits while deflate or the response is not
 * keeping up, so memory stays flat however many rows there are.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<XlsxCell[][]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, " ").slice(0, 31));
  (async () => {
    sheet.addRow([...header]).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      await deflated(sheet);
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
