import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  columnLetters,
  rowXml,
  textRowXml,
  type XlsxCell,
  type XlsxTextColumn,
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

  it("writes rows of PostgreSQL's text as typed cells, as rowXml writes the same values", async () => {
    const columns: XlsxTextColumn[] = [
      { key: "name", kind: "text" },
      { key: "depth", kind: "number" },
      { key: "cored", kind: "boolean" },
      { key: "spud", kind: "text" },
    ];
    const rows = [
      { name: ' <Tapis & "Kikeh">\u0001', depth: "-12.5", cored: "true", spud: "1998-04-02" },
      { name: "🛢️ é", depth: "1e+21", cored: "false", spud: null },
      { name: "", depth: "NaN", cored: null, spud: "x" },
      { name: "tab\t", depth: "Infinity", cored: "true", spud: "y" },
      { name: "z", depth: "-Infinity", cored: "false", spud: "z" },
    ];
    expect(textRowXml(2, columns, rows[0])).toBe(
      rowXml(2, [' <Tapis & "Kikeh">\u0001', -12.5, true, "1998-04-02"]),
    );
    expect(textRowXml(3, columns, rows[2])).toBe(rowXml(3, ["", Number.NaN, null, "x"]));
    async function* batches() {
      yield rows.map((row, i) => textRowXml(i + 2, columns, row));
    }
    const { rows: read } = await readBack(
      await buffer(xlsxSheetStream("Logs", ["Name", "Depth", "Cored", "Spud"], batches())),
    );
    expect(read.slice(1)).toEqual([
      [' <Tapis & "Kikeh">', -12.5, true, "1998-04-02"],
      ["🛢️ é", 1e21, false],
      [null, null, null, "x"], // an empty text is an empty cell to a spreadsheet
      ["tab\t", null, true, "y"],
      ["z", null, false, "z"],
    ]);
  });
});
