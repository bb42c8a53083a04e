import { Readable } from "node:stream";
import { BULK_MAX_ROWS } from "@strata/core";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { AppError, badRequest } from "../../../lib/errors.ts";

export type Cell = string | number | boolean | Date | null;

/** A bulk file's first sheet: its header row and the data rows, each with its spreadsheet row number. */
export interface Sheet {
  header: string[];
  rows: { row: number; cells: Cell[] }[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const UNREADABLE = "The file could not be read: upload an .xlsx workbook or a .csv file.";

/** Reads an uploaded .xlsx or .csv (told apart by content, not only by name); anything else is a 400. */
export async function readSheet(buffer: Buffer, filename: string): Promise<Sheet> {
  const name = filename.toLowerCase();
  if (buffer.length === 0) throw badRequest("The file is empty.");
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(buffer);
  if (buffer.subarray(0, 4).equals(OLE_MAGIC)) {
    throw badRequest("Old .xls workbooks are not read: save the file as .xlsx or .csv.");
  }
  if (name.endsWith(".xlsx")) throw badRequest(`${UNREADABLE} It is not a valid .xlsx workbook.`);
  if (buffer.subarray(0, 8192).includes(0)) throw badRequest(UNREADABLE);
  return readCsv(buffer);
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

async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    entries: "ignore",
  });
  let header: string[] | null = null;
  const rows: Sheet["rows"] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).slice(1).map(cellValue);
        if (header === null) {
          header = values.map((v) => (v === null ? "" : String(v)));
          continue;
        }
        if (isBlank(values)) continue;
        if (rows.length >= BULK_MAX_ROWS) throw tooManyRows();
        rows.push({ row: row.number, cells: values });
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(`${UNREADABLE} It is not a valid .xlsx workbook (${(err as Error).message}).`);
  }
  if (header === null) throw badRequest("The workbook has no rows: the first row must name the columns.");
  return { header, rows };
}

/** UTF-8 (with or without a byte-order mark), else Windows-1252 as older Excel saves CSV. */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder("windows-1252").decode(buffer);
  }
}

/** The delimiter of the header line: comma, or semicolon/tab as Excel writes in some locales. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(buffer: Buffer): Sheet {
  const text = decodeText(buffer);
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: false,
      to: BULK_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    throw badRequest(`The CSV file could not be read: ${(err as Error).message}`);
  }
  if (records.length === 0 || isBlank(records[0])) {
    throw badRequest("The file has no header row: the first row must name the columns.");
  }
  const [header, ...data] = records;
  const rows = data
    .map((cells, i) => ({ row: i + 2, cells: cells as Cell[] }))
    .filter((r) => !isBlank(r.cells));
  if (rows.length > BULK_MAX_ROWS) throw tooManyRows();
  return { header, rows };
}
