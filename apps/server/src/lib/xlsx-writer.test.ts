import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  columnLetters,
  rowXml,
  type XlsxCell,
  type XlsxCellKind,
  xlsxRowsFromCopy,
  xlsxSheetStream,
  xlsxWorkbookStream,
  xmlText,
} from "./xlsx-writer.ts";

async function* batchesOf(rows: XlsxCell[][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** The workbook as a spreadsheet program reads it: its sheet's name and rows of values. */
async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).value));
  });
  return { name: sheet.name, rows };
}

describe("the streamed workbook", () => {
  it("opens in a spreadsheet with its header, text, numbers, flags and empty cells as written", async () => {
    const rows: XlsxCell[][] = [
      ["Tapis-1 & <Kikeh>", 1234.5, true, null, '"quoted"'],
      ["  leading and trailing  ", -7, false, "after an empty cell", "emoji 🛢️ and accents é"],
    ];
    const bytes = await buffer(
      xlsxWorkbookStream("Well Log", ["Name", "Depth", "Cored", "Note", "Quote"], batchesOf(rows)),
    );
    const { name, rows: read } = await readBack(bytes);
    expect(name).toBe("Well Log");
    expect(read).toEqual([
      ["Name", "Depth", "Cored", "Note", "Quote"],
      ["Tapis-1 & <Kikeh>", 1234.5, true, null, '"quoted"'],
      ["  leading and trailing  ", -7, false, "after an empty cell", "emoji 🛢️ and accents é"],
    ]);
  });

  it("drops what XML cannot carry (control characters, a lone surrogate) and keeps the rest of the text", async () => {
    const bytes = await buffer(
      xlsxWorkbookStream("S", ["Text"], batchesOf([["bell\u0007 tab\t line\nend \uD800x"]])),
    );
    expect((await readBack(bytes)).rows[1]).toEqual(["bell tab\t line\nend x"]);
    expect(xmlText("a\u0000b")).toBe("ab");
  });

  it("names columns past Z (AA, AZ, BA) and keeps every row of a long export in order", async () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      "A",
      "Z",
      "AA",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
    const header = Array.from({ length: 30 }, (_, i) => `Column ${i + 1}`);
    const rows = Array.from({ length: 5_000 }, (_, r) => Array.from({ length: 30 }, (_, c) => r * 100 + c));
    const { rows: read } = await readBack(
      await buffer(xlsxWorkbookStream("Big", header, batchesOf(rows, 2000))),
    );
    expect(read).toHaveLength(5_001);
    expect(read[0][29]).toBe("Column 30");
    expect(read[5_000]).toEqual(rows[4_999]);
  });

  it("is a valid empty sheet with its header when there is no row", async () => {
    const { rows } = await readBack(await buffer(xlsxWorkbookStream("Empty", ["A", "B"], batchesOf([]))));
    expect(rows).toEqual([["A", "B"]]);
  });

  it("writes rows of COPY's text as typed cells, as rowXml writes the same values", async () => {
    const kinds: XlsxCellKind[] = ["text", "number", "boolean", "text"];
    // COPY's text format: tab between fields, NULL as \N, a backslash before a special character.
    const batches = [
      ' <Tapis & "Kikeh">\u0001\t-12.5\ttrue\t1998-04-02\n🛢️ é\t1e+21\tfalse\t\\N\n',
      "\tNaN\t\\N\tx\ntab\\t and \\\\N\tInfinity\ttrue\ty\\bz\nz\t-Infinity\tfalse\t\\\\\n",
      "plain\t7\tfalse\tlast",
    ];
    async function* copies() {
      for (const batch of batches) yield Buffer.from(batch);
    }
    const rows: string[] = [];
    for await (const batch of xlsxRowsFromCopy(copies(), kinds)) rows.push(...batch);
    expect(rows[0]).toBe(rowXml(2, [' <Tapis & "Kikeh">\u0001', -12.5, true, "1998-04-02"]));
    expect(rows[2]).toBe(rowXml(4, ["", Number.NaN, null, "x"]));
    expect(rows[5]).toBe(rowXml(7, ["plain", 7, false, "last"]));
    async function* sheetRows() {
      yield rows;
    }
    const { rows: read } = await readBack(
      await buffer(xlsxSheetStream("Logs", ["Name", "Depth", "Cored", "Spud"], sheetRows())),
    );
    expect(read.slice(1)).toEqual([
      [' <Tapis & "Kikeh">', -12.5, true, "1998-04-02"],
      ["🛢️ é", 1e21, false],
      [null, null, null, "x"], // an empty text is an empty cell to a spreadsheet
      ["tab\t and \\N", null, true, "yz"], // a backspace is not XML: dropped
      ["z", null, false, "\\"],
      ["plain", 7, false, "last"],
    ]);
  });
});
