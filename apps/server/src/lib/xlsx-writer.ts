import { PassThrough, type Readable } from "node:stream";
import yazl from "yazl";

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

/** One cell's XML: numbers as numbers, flags as booleans, text inline (no shared-strings table to hold). */
function cellXml(ref: string, value: XlsxCell): string {
  if (value === null) return "";
  if (typeof value === "number") {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : "";
  }
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  // Leading or trailing spaces are kept only when the text says so.
  const space = value !== value.trim() ? ' xml:space="preserve"' : "";
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const workbookXml = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const SHEET_OPEN = `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_CLOSE = "</sheetData></worksheet>";

/** Resolves when the stream can take more, or is gone (then the writer stops). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.once("drain", done);
    stream.once("close", done);
  });
}

/**
 * A one-sheet workbook written as it streams: the sheet's XML goes straight into a streamed ZIP
 * (yazl), a batch of rows at a time, and the loop waits whenever the ZIP or the response is not
 * keeping up, so memory stays flat however many rows there are. Inline strings, no styles: the
 * smallest workbook every spreadsheet opens. Deflate at level 1: most of an export's time is
 * compression, and level 1 costs a few percent in size for about half the time.
 */
export function xlsxWorkbookStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<XlsxCell[][]>,
): Readable {
  const zip = new yazl.ZipFile();
  const options = { compressionLevel: 1, mtime: new Date() };
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml", options);
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels", options);
  zip.addBuffer(Buffer.from(workbookXml(sheetName)), "xl/workbook.xml", options);
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), "xl/_rels/workbook.xml.rels", options);
  const sheet = new PassThrough({ highWaterMark: 1 << 20 });
  zip.addReadStream(sheet, "xl/worksheets/sheet1.xml", options);
  zip.end();
  const out = new PassThrough();
  (zip.outputStream as Readable).on("error", (err) => out.destroy(err)).pipe(out);

  const width = Math.max(header.length, 1);
  const refs = Array.from({ length: width }, (_, i) => columnLetters(i));
  let rowNumber = 0;
  const rowXml = (cells: readonly XlsxCell[]) => {
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length; i++) {
      xml += cellXml(`${refs[i] ?? columnLetters(i)}${rowNumber}`, cells[i]);
    }
    return `${xml}</row>`;
  };
  // A reader gone (the client closed the download) ends the loop: no more batches are read.
  out.once("close", () => sheet.destroy());
  (async () => {
    sheet.write(SHEET_OPEN + rowXml(header));
    for await (const rows of batches) {
      let xml = "";
      for (const row of rows) xml += rowXml(row);
      // The ZIP reads the sheet as fast as the response takes its bytes: waiting here holds
      // every stage to the slowest reader.
      if (!sheet.write(xml)) await drainedOrClosed(sheet);
      if (sheet.destroyed) return;
    }
    sheet.end(SHEET_CLOSE);
  })().catch((err) => {
    sheet.destroy(err);
    out.destroy(err);
  });
  return out;
}
