import { isAscii } from "node:buffer";
import type { Readable } from "node:stream";
import { mapEach } from "./byte-pieces.ts";
import { copyTextValue } from "./copy-text.ts";
import { zipStream } from "./zip-stream.ts";

/** A cell as a sheet holds it: text, a number, a flag, or nothing. */
export type XlsxCell = string | number | boolean | null;

/** Characters XML 1.0 does not allow at all (a control character in a record's text): dropped. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Anything `xmlText` would change; most text has none, and one test is far cheaper than two replaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML refuses are what it looks for
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text as XML character data: escaped, and without what XML cannot carry. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML, "").replace(XML_SPECIAL, (c) => ENTITY[c]);
}

/** `0` → `A`, `25` → `Z`, `26` → `AA`: a column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Each column's cell opening up to its row number (`<c r="B`), worked out once. */
const CELL_OPEN: string[] = [];
const cellOpen = (index: number) => {
  CELL_OPEN[index] ??= `<c r="${columnLetters(index)}`;
  return CELL_OPEN[index];
};

/** XML whitespace (space, tab, line feed, carriage return). */
const isXmlSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

// One cell's XML by kind, from its column's opening and its row number: each is a handful of string
// joins, the fewest V8 can make them (a million rows make tens of millions of cells). Text is inline
// (no shared-strings table to hold), with `xml:space="preserve"` when it starts or ends with
// whitespace, which a spreadsheet would otherwise trim (`textCell` takes the text as XML already).
// A number is written as given: finite.
function textCell(open: string, r: string, xml: string): string {
  const preserve =
    xml.length > 0 && (isXmlSpace(xml.charCodeAt(0)) || isXmlSpace(xml.charCodeAt(xml.length - 1)));
  const start = preserve ? '" t="inlineStr"><is><t xml:space="preserve">' : '" t="inlineStr"><is><t>';
  return `${open}${r}${start}${xml}</t></is></c>`;
}
const numberCell = (open: string, r: string, number: string | number) => `${open}${r}"><v>${number}</v></c>`;
const flagCell = (open: string, r: string, on: boolean) =>
  `${open}${r}${on ? '" t="b"><v>1</v></c>' : '" t="b"><v>0</v></c>'}`;

/** One row's XML: numbers as numbers, flags as booleans, text inline, nothing for an empty cell. */
export function rowXml(rowNumber: number, cells: readonly XlsxCell[]): string {
  const r = String(rowNumber);
  let xml = `<row r="${r}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null) continue;
    if (typeof value === "number") {
      if (Number.isFinite(value)) xml += numberCell(cellOpen(i), r, value);
    } else if (typeof value === "boolean") xml += flagCell(cellOpen(i), r, value);
    else xml += textCell(cellOpen(i), r, xmlText(value));
  }
  return `${xml}</row>`;
}

/** The kind of cell a column of COPY's text makes. */
export type XlsxCellKind = "text" | "number" | "boolean";

/** What PostgreSQL writes for a float that has no place in a sheet: the cell stays empty. */
const NOT_FINITE = new Set(["NaN", "Infinity", "-Infinity"]);

/**
 * One row's XML from the fields of a COPY text row, as `rowXml` writes the same values: a number's
 * text is already the literal a sheet holds, a flag's is `true` or `false`. `escapes` says whether the
 * batch holds a backslash at all (a NULL, or an escaped character), `xml` whether it holds anything
 * `xmlText` would change: most batches hold neither, and then no field is looked at twice.
 */
function copyRowXml(
  r: string,
  kinds: readonly XlsxCellKind[],
  fields: readonly string[],
  escapes: boolean,
  xml: boolean,
): string {
  let row = `<row r="${r}">`;
  for (let i = 0; i < kinds.length; i++) {
    let value = fields[i];
    if (value === undefined) break;
    let escaped = false;
    if (escapes && value.includes("\\")) {
      const text = copyTextValue(value);
      if (text === null) continue;
      value = text;
      escaped = true;
    }
    const kind = kinds[i];
    if (kind === "text") row += textCell(cellOpen(i), r, xml || escaped ? xmlText(value) : value);
    else if (kind === "boolean") row += flagCell(cellOpen(i), r, value === "true");
    else if (!NOT_FINITE.has(value)) row += numberCell(cellOpen(i), r, value);
  }
  return `${row}</row>`;
}

/** Anything in a batch that `xmlText` would change (a decoded batch holds no lone surrogate). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML refuses are what it looks for
const BATCH_NEEDS_XML = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * The sheet's rows (row 2 on) from batches of PostgreSQL's COPY text (`lib/copy-text.ts`), one column per cell kind in `kinds`: each batch is decoded once and cut into rows and
 * fields with `indexOf` and `split`. Reading rows through the driver decoded each field on its own
 * and made an object per row, which with the garbage it left was half of what the export cost. A
 * batch of ASCII (most of them) is read as Latin-1, a copy rather than a decoding. Rows are made one
 * at a time as the ZIP takes them.
 */
export async function* xlsxRowsFromCopy(
  batches: AsyncIterable<Buffer>,
  kinds: readonly XlsxCellKind[],
): AsyncGenerator<Iterable<string>> {
  let rowNumber = 1; // the header's
  for await (const batch of batches) {
    const text = isAscii(batch) ? batch.toString("latin1") : batch.toString("utf8");
    const escapes = text.includes("\\");
    const xml = BATCH_NEEDS_XML.test(text);
    yield (function* () {
      for (let start = 0; start < text.length; ) {
        let end = text.indexOf("\n", start);
        if (end < 0) end = text.length;
        const fields = text.slice(start, end).split("\t");
        start = end + 1;
        yield copyRowXml(String(++rowNumber), kinds, fields, escapes, xml);
      }
    })();
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const workbookXml = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const SHEET_OPEN = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_CLOSE = "</sheetData></worksheet>";

/**
 * A one-sheet workbook written as it streams, from its rows' XML (row 2 on; `rowXml` or
 * `xlsxRowsFromCopy` writes them) a batch at a time: the header row, then each batch as it comes, into a streamed
 * ZIP whose deflate runs on the thread pool. Memory stays flat however many rows there are: a chunk
 * is read only when the ZIP has taken the one before. Inline strings, no styles: the smallest
 * workbook every spreadsheet opens.
 */
export function xlsxSheetStream(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<Iterable<string>>,
): Readable {
  async function* sheet() {
    yield SHEET_OPEN + rowXml(1, header);
    yield* rows;
    yield SHEET_CLOSE;
  }
  return zipStream([
    { name: "[Content_Types].xml", bytes: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", bytes: Buffer.from(ROOT_RELS) },
    { name: "xl/workbook.xml", bytes: Buffer.from(workbookXml(sheetName)) },
    { name: "xl/_rels/workbook.xml.rels", bytes: Buffer.from(WORKBOOK_RELS) },
    { name: "xl/worksheets/sheet1.xml", chunks: sheet() },
  ]);
}

/** A one-sheet workbook of rows of cells (a report's), a batch at a time: `xlsxSheetStream`. */
export function xlsxWorkbookStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<Iterable<readonly XlsxCell[]>>,
): Readable {
  let rowNumber = 1; // the header's
  return xlsxSheetStream(
    sheetName,
    header,
    mapEach(batches, (cells) => rowXml(++rowNumber, cells)),
  );
}
