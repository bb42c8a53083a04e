import { createReadStream } from "node:fs";
import { open as openFile } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BULK_MAX_ROWS } from "@strata/core";
import { parse as csvParser } from "csv-parse";
import { AppError, badRequest } from "../../../lib/errors.ts";

export type Cell = string | number | boolean | Date | null;
export interface SheetRow {
  row: number;
  cells: Cell[];
}

/**
 * A bulk file's first sheet: its header row, and its data rows (each with its spreadsheet row
 * number) read afresh from the file on each call to `rows()`, so a 100,000-row file is never held
 * in memory whole. Blank rows are skipped; more than BULK_MAX_ROWS, or a CSV that stops parsing,
 * is a 400 thrown while reading.
 */
export interface Sheet {
  header: string[];
  rows(): AsyncGenerator<SheetRow>;
}

/** The uploaded bytes: in memory (tests, small files) or in a temporary file (the upload route). */
export type SheetSource = Buffer | { path: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const UNREADABLE = "The file could not be read: upload an .xlsx workbook or a .csv file.";

const opener = (source: SheetSource) => (): Readable =>
  Buffer.isBuffer(source) ? Readable.from([source]) : createReadStream(source.path);

/** The first 8 KB and the size, enough to tell the kind of file apart. */
async function headOf(source: SheetSource): Promise<{ head: Buffer; size: number }> {
  if (Buffer.isBuffer(source)) return { head: source.subarray(0, 8192), size: source.length };
  const handle = await openFile(source.path);
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 8192));
    await handle.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await handle.close();
  }
}

/** Reads an uploaded .xlsx or .csv (told apart by content, not only by name); anything else is a 400. */
export async function readSheet(source: SheetSource, filename: string): Promise<Sheet> {
  const name = filename.toLowerCase();
  const { head, size } = await headOf(source);
  if (size === 0) throw badRequest("The file is empty.");
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(opener(source));
  if (head.subarray(0, 4).equals(OLE_MAGIC)) {
    throw badRequest("Old .xls workbooks are not read: save the file as .xlsx or .csv.");
  }
  if (name.endsWith(".xlsx")) throw badRequest(`${UNREADABLE} It is not a valid .xlsx workbook.`);
  if (head.includes(0)) throw badRequest(UNREADABLE);
  return readCsv(opener(source));
}

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? "").join("");
    if ("result" in v) return cellValue(v.result);
    if ("formula" in v || "sharedFormula" in v) return null;
    if ("text" in v) return cellValue(v.text);
    if ("error" in v) return String(v.error);
  }
  return String(value);
}

const isBlank = (cells: Cell[]) =>
  cells.every((c) => c === null || (typeof c === "string" && c.trim() === ""));

function tooManyRows(): AppError {
  return badRequest(
    `The file has more than ${BULK_MAX_ROWS.toLocaleString("en")} rows; split it into smaller files.`,
  );
}

/** Skips blank rows and stops at the row limit. */
async function* dataRows(rows: AsyncIterable<SheetRow>): AsyncGenerator<SheetRow> {
  let count = 0;
  for await (const row of rows) {
    if (isBlank(row.cells)) continue;
    if (++count > BULK_MAX_ROWS) throw tooManyRows();
    yield row;
  }
}

/** The first worksheet's rows, streamed from the zip: shared strings are cached, the rows are not. */
async function* xlsxRows(open: () => Readable): AsyncGenerator<SheetRow> {
  // exceljs is loaded on the first spreadsheet, not at start: the server answers sooner.
  const { default: ExcelJS } = await import("exceljs");
  const input = open();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        yield { row: row.number, cells: (row.values as unknown[]).slice(1).map(cellValue) };
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(`${UNREADABLE} It is not a valid .xlsx workbook (${(err as Error).message}).`);
  } finally {
    input.destroy();
  }
}

async function readXlsx(open: () => Readable): Promise<Sheet> {
  let header: string[] | null = null;
  let headerRow = 0;
  for await (const { row, cells } of xlsxRows(open)) {
    header = cells.map((v) => (v === null ? "" : String(v)));
    headerRow = row;
    break;
  }
  if (header === null) throw badRequest("The workbook has no rows: the first row must name the columns.");
  return {
    header,
    rows: () =>
      dataRows(
        (async function* () {
          for await (const r of xlsxRows(open)) if (r.row > headerRow) yield r;
        })(),
      ),
  };
}

/**
 * UTF-8 (with or without a byte-order mark), else Windows-1252 as older Excel saves CSV: the file is
 * read once through a strict UTF-8 decoder to tell.
 */
async function encodingOf(open: () => Readable): Promise<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of open()) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The file's text, decoded chunk by chunk (a character split across chunks is kept whole). */
function decoded(open: () => Readable, encoding: string): { input: Readable; text: Transform } {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  const text = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
  return { input: open(), text };
}

/** The delimiter of the header line: comma, or semicolon/tab as Excel writes in some locales. */
async function delimiterOf(open: () => Readable, encoding: string): Promise<string> {
  const { input, text } = decoded(open, encoding);
  input.pipe(text);
  let start = "";
  for await (const chunk of text) {
    start += String(chunk);
    if (/\r?\n/.test(start) || start.length > 1024 * 1024) break;
  }
  input.destroy();
  const firstLine = start.replace(/^\uFEFF/, "").split(/\r?\n/)[0];
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Every record of the CSV with its row number (a quoted line break keeps a record one row). */
async function* csvRecords(open: () => Readable, encoding: string, delimiter: string) {
  const { input, text } = decoded(open, encoding);
  const parser = csvParser({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  const flowing = pipeline(input, text, parser).catch(() => undefined);
  let row = 0;
  try {
    for await (const record of parser) yield { row: ++row, cells: record as Cell[] };
  } catch (err) {
    throw badRequest(`The CSV file could not be read: ${(err as Error).message}`);
  } finally {
    input.destroy();
    await flowing;
  }
}

async function readCsv(open: () => Readable): Promise<Sheet> {
  const encoding = await encodingOf(open);
  const delimiter = await delimiterOf(open, encoding);
  let header: string[] | null = null;
  for await (const { cells } of csvRecords(open, encoding, delimiter)) {
    header = cells as string[];
    break;
  }
  if (header === null || isBlank(header)) {
    throw badRequest("The file has no header row: the first row must name the columns.");
  }
  return {
    header,
    rows: () =>
      dataRows(
        (async function* () {
          for await (const r of csvRecords(open, encoding, delimiter)) if (r.row > 1) yield r;
        })(),
      ),
  };
}
