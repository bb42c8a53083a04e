import type { CatalogType, StorageFileFormat } from "@strata/core";
import { parse as parseCsv } from "csv-parse/sync";
import type { ObjectStorage } from "../../../plugins/storage.ts";
import { matchTableHeader } from "../bulk/header.ts";

/**
 * Whether a file's bytes are what its name says: cheap checks of the head and tail only, so a sync
 * reads a few kilobytes per file whatever its size. Each answers null (readable) or the reason.
 */

const SEGY_HEADER_BYTES = 3600;
const SEGY_FORMAT_BYTES: Record<number, number> = { 1: 4, 2: 4, 3: 2, 5: 4, 8: 1 };

export function checkSegy(head: Buffer, size: number): string | null {
  if (size < SEGY_HEADER_BYTES) {
    return `Truncated SEG-Y: ${size} bytes, shorter than the 3600-byte textual and binary header`;
  }
  // The binary header is big-endian; SEG-Y rev 2 also allows little-endian, told by the format code.
  const read = (little: boolean) => ({
    interval: little ? head.readInt16LE(3216) : head.readInt16BE(3216),
    samples: little ? head.readUInt16LE(3220) : head.readUInt16BE(3220),
    format: little ? head.readInt16LE(3224) : head.readInt16BE(3224),
    revision: head.readUInt8(3500),
    fixedLength: little ? head.readInt16LE(3502) : head.readInt16BE(3502),
    extendedHeaders: little ? head.readInt16LE(3504) : head.readInt16BE(3504),
  });
  let bin = read(false);
  if (!(bin.format in SEGY_FORMAT_BYTES) && read(true).format in SEGY_FORMAT_BYTES) bin = read(true);
  if (!(bin.format in SEGY_FORMAT_BYTES)) {
    return `SEG-Y binary header: data format code ${bin.format} is not 1, 2, 3, 5 or 8`;
  }
  if (bin.interval <= 0) return `SEG-Y binary header: sample interval ${bin.interval} is not positive`;
  if (bin.samples <= 0) return "SEG-Y binary header: the number of samples per trace is 0";
  // Rev 0 traces are all of one length; rev 1+ says so in the header. Then the size must add up.
  if ((bin.revision === 0 || bin.fixedLength === 1) && bin.extendedHeaders >= 0) {
    const traceBytes = 240 + bin.samples * SEGY_FORMAT_BYTES[bin.format];
    const dataBytes = size - SEGY_HEADER_BYTES - bin.extendedHeaders * 3200;
    if (dataBytes <= 0) return "SEG-Y holds no traces after its header";
    if (dataBytes % traceBytes !== 0) {
      return `Truncated SEG-Y: ${dataBytes} bytes of traces is not a whole number of ${traceBytes}-byte traces`;
    }
  }
  return null;
}

const LAS_VERSIONS = new Set(["1.2", "2.0", "2"]);

export function checkLas(head: Buffer): string | null {
  if (head.includes(0)) return "Not a LAS file: it is binary, not text";
  const lines = head
    .toString("latin1")
    .replace(/^\uFEFF|^ï»¿/, "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  if (!lines[0]?.toUpperCase().startsWith("~V")) {
    return "Not a LAS file: it does not start with the ~V (version) section";
  }
  for (const line of lines.slice(1)) {
    if (line.startsWith("~")) break;
    const vers = line.match(/^VERS\s*\.\S*\s+([^\s:]+)/i);
    if (vers) {
      return LAS_VERSIONS.has(vers[1]) ? null : `LAS version ${vers[1]} is not 1.2 or 2.0`;
    }
  }
  return "LAS ~V section has no VERS line";
}

export function checkPdf(head: Buffer, tail: Buffer): string | null {
  // Readers accept the signature anywhere in the first kilobyte (PDF 32000-1, annex H).
  if (head.indexOf("%PDF-") === -1) return "Not a PDF: it does not start with %PDF-";
  if (tail.indexOf("%%EOF") === -1) return "Truncated PDF: no %%EOF marker at its end";
  return null;
}

/** A metadata sheet's header row against the type's columns (the bulk upload's rule). Null when it fits, else why not. */
export function checkTableHeader(type: CatalogType, header: string[]): string | null {
  const match = matchTableHeader(type, header);
  return match.ok ? null : match.problem;
}

function csvHeader(head: Buffer): string[] {
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const records = parseCsv(text, { to_line: 1, relax_column_count: true, relax_quotes: true }) as string[][];
  return records[0] ?? [];
}

async function xlsxHeader(storage: ObjectStorage, key: string): Promise<string[]> {
  const stream = await storage.createReadStream(key);
  // exceljs is loaded on the first spreadsheet, not at start: the server answers sooner.
  const { default: ExcelJS } = await import("exceljs");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        return values.map((v) => (v === null || v === undefined ? "" : cellText(v)));
      }
      return [];
    }
    return [];
  } finally {
    stream.destroy();
  }
}

function cellText(value: unknown): string {
  if (typeof value === "object" && value !== null) {
    const v = value as { richText?: { text?: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? "").join("");
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return String(v.result);
  }
  return String(value);
}

/** A content problem of a stored file, or null. Unreadable storage answers a reason too, never throws. */
export async function checkContent(
  storage: ObjectStorage,
  type: CatalogType,
  file: { path: string; size: number; format: StorageFileFormat },
): Promise<string | null> {
  try {
    switch (file.format) {
      case "SEG-Y":
        return checkSegy(
          await storage.readRange(file.path, { start: 0, end: SEGY_HEADER_BYTES - 1 }),
          file.size,
        );
      case "LAS":
        return checkLas(await storage.readRange(file.path, { start: 0, end: 64 * 1024 - 1 }));
      case "PDF":
        return checkPdf(
          await storage.readRange(file.path, { start: 0, end: 1023 }),
          await storage.readRange(file.path, { start: Math.max(0, file.size - 1024) }),
        );
      case "CSV":
        return checkTableHeader(
          type,
          csvHeader(await storage.readRange(file.path, { start: 0, end: 64 * 1024 - 1 })),
        );
      case "XLSX":
        return checkTableHeader(type, await xlsxHeader(storage, file.path));
      default:
        return null;
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return `The file could not be read: ${message}`;
  }
}
