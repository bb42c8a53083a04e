import { Readable } from "node:stream";
import { bytePieces } from "./byte-pieces.ts";

/** First characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
export const FORMULA_TRIGGERS: readonly string[] = ["=", "+", "-", "@", "\t", "\r"];
const TRIGGERS = new Set(FORMULA_TRIGGERS);

/** A text cell that Excel would run as a formula, made inert by a leading apostrophe. */
export function guardFormula(text: string): string {
  return text.length > 0 && TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** The inverse for a bulk file made from an export: the guard apostrophe is dropped again. */
export function unguardFormula(text: string): string {
  return text.length > 1 && text[0] === "'" && TRIGGERS.has(text[1]) ? text.slice(1) : text;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvQuoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell for CSV: guarded against formulas, then quoted as needed. */
export const csvText = (text: string) => csvQuoted(guardFormula(text));

/** UTF-8 with a byte-order mark, so Excel reads accents and symbols right; CRLF line ends. */
const csvHeaderLine = (labels: readonly string[]) => `\uFEFF${labels.map(csvQuoted).join(",")}\r\n`;

/** The CSV goes out in pieces of this many bytes. */
const CSV_PIECE = 256 * 1024;

/**
 * A CSV file as it streams: the header line, then each batch's lines (each ending with CRLF; as
 * strings, or a batch's bytes as PostgreSQL's COPY wrote them),
 * written into pieces as the response takes them (`bytePieces`), with flat memory.
 */
export function csvStream(
  header: readonly string[],
  lines: AsyncIterable<Iterable<string> | Buffer>,
): Readable {
  async function* chunks() {
    yield csvHeaderLine(header);
    yield* lines;
  }
  // Not object mode: the stream reads one piece ahead, not sixteen.
  return Readable.from(bytePieces(chunks(), CSV_PIECE), { objectMode: false });
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * A one-sheet workbook written as it streams, with flat memory (the metadata export and every
 * report's): the sheet's XML written straight into a streamed ZIP deflated on the thread pool.
 * Reports give rows of typed cells (`xlsxStream`); the metadata export gives PostgreSQL's text of
 * each value as COPY writes it (`xlsxRowsFromCopy` into `xlsxSheetStream`).
 */
export { mapEach } from "./byte-pieces.ts";
export {
  type XlsxCellKind,
  xlsxRowsFromCopy,
  xlsxSheetStream,
  xlsxWorkbookStream as xlsxStream,
} from "./xlsx-writer.ts";
