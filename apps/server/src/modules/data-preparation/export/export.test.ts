import { CATALOG_REGISTRY } from "@strata/core";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogGenerator } from "../../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../../lib/insert-json-rows.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { tableOf } from "../../catalogs/index.ts";
import {
  insertRecord,
  type SignedInUser,
  SMALL_COUNTS,
  seedSmallCatalog,
} from "../../catalogs/test/catalog-factory.ts";
import { fieldOf, post, signInStaff, uploadBulk } from "../metadata/test/helpers.ts";
import { COPY_BATCH } from "./service.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let customer: SignedInUser;

const LABELS = CATALOG_REGISTRY.Seismic_2D.columns.map((c) => c.label);

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  await insertRecord(t.database.db, "Seismic_2D", {
    seismic2DInfoID: "S2D-ZZ-FORMULA",
    lineName: '=HYPERLINK("http://evil.test","click")',
    surveyName: 'Survey, "quoted"\nsecond line',
    processingContractor: "-2+3",
    operator: "@SUM(A1)",
    basic: true,
    premium: false,
    length: -12.5,
  });
  ({ dataAdmin, systemAdmin, customer } = await signInStaff(t));
});

afterAll(async () => {
  await t?.close();
});

const exportOf = (user: SignedInUser | null, body: Record<string, unknown>) =>
  post(t, user, "/api/data-preparation/exportsdcexcel", { ingestType: "Seismic_2D", ...body });

const csvRows = (text: string) => parse(text, { bom: true }) as string[][];

describe("exportsdcexcel", () => {
  it("streams every row as CSV named as section 9 says: BOM, labels, RFC 4180 quoting, formulas made inert", async () => {
    const res = await exportOf(systemAdmin, { pageNumber: 1, pageSize: 41 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Seismic2DMetadata.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain("\r\n");
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(LABELS);
    expect(rows).toHaveLength(41);
    const ids = rows.map((r) => r[0]);
    expect(ids).toEqual([...ids].sort());
    const row = Object.fromEntries(header.map((h, i) => [h, rows.at(-1)![i]]));
    expect(row).toMatchObject({
      "Seismic 2D Info ID": "S2D-ZZ-FORMULA",
      "Line Name": `'=HYPERLINK("http://evil.test","click")`,
      "Survey Name": 'Survey, "quoted"\nsecond line',
      "Processing Contractor": "'-2+3",
      Operator: "'@SUM(A1)",
      Basic: "True",
      Premium: "False",
      Length: "-12.5",
    });
    expect(Date.parse(row["Date Added"])).not.toBeNaN();
  });

  it("exports only the selected ids, or the listing's page, search and filters", async () => {
    const selected = csvRows((await exportOf(dataAdmin, { ids: ["S2D-ZZ-FORMULA", "S2D-NOPE"] })).body);
    expect(selected.slice(1).map((r) => r[0])).toEqual(["S2D-ZZ-FORMULA"]);
    const page = (
      await post(t, dataAdmin, "/api/data-preparation/getmetadata", {
        ingestType: "Seismic_2D",
        pageNumber: 3,
        pageSize: 7,
      })
    ).json();
    const pageRows = csvRows((await exportOf(dataAdmin, { pageNumber: 3, pageSize: 7 })).body).slice(1);
    expect(pageRows.map((r) => r[0])).toEqual(page.result.map((r: { id: string }) => r.id));
    const filtered = csvRows(
      (
        await exportOf(dataAdmin, {
          pageSize: 100,
          searchFilter: { basic: ["True"] },
          searchTerm: "hyperlink",
        })
      ).body,
    );
    expect(filtered.slice(1).map((r) => r[0])).toEqual(["S2D-ZZ-FORMULA"]);
  });

  it("streams an .xlsx workbook that exceljs reads back", async () => {
    const res = await exportOf(dataAdmin, { format: "xlsx", pageSize: 41 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Seismic2DMetadata.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe("Seismic 2D");
    expect(sheet.rowCount).toBe(42);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(LABELS);
    const last = (sheet.getRow(42).values as unknown[]).slice(1);
    const value = (label: string) => last[LABELS.indexOf(label)];
    expect(value("Seismic 2D Info ID")).toBe("S2D-ZZ-FORMULA");
    expect(value("Line Name")).toBe('=HYPERLINK("http://evil.test","click")');
    expect(value("Basic")).toBe(true);
    expect(value("Length")).toBe(-12.5);
  });

  it("names each category's file as section 9 says", async () => {
    const names = {
      Seismic_3D: "Seismic3DMetadata.csv",
      Well_Log: "WellLog.csv",
      Technical_Report: "TechnicalReport.csv",
      Non_Seismic: "NonSeismicMetadata.csv",
    };
    for (const [ingestType, name] of Object.entries(names)) {
      const res = await exportOf(dataAdmin, { ingestType, pageSize: 5 });
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
      expect(csvRows(res.body)).toHaveLength(6);
    }
  });

  it("exports a file that the bulk upload reads back unchanged", async () => {
    const csv = (await exportOf(dataAdmin, { pageSize: 41 })).rawPayload;
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "Seismic2DMetadata.csv", data: csv },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 0, updated: 41, invalid: 0 });
    const xlsx = (await exportOf(dataAdmin, { pageSize: 41, format: "xlsx" })).rawPayload;
    const fromXlsx = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "Seismic2DMetadata.xlsx", data: xlsx },
    );
    expect(fromXlsx.json()).toMatchObject({ added: 0, updated: 41, invalid: 0 });
  });

  it("answers 400 naming the field before sending a byte, 401, and 403 to a customer", async () => {
    const unknown = await exportOf(dataAdmin, { searchFilter: { colour: ["red"] } });
    expect(unknown.statusCode).toBe(400);
    expect(fieldOf(unknown.json())).toBe("body.searchFilter.colour");
    expect(fieldOf((await exportOf(dataAdmin, { format: "pdf" })).json())).toBe("body.format");
    expect(fieldOf((await exportOf(dataAdmin, { ingestType: "None" })).json())).toBe("body.ingestType");
    expect((await exportOf(null, {})).statusCode).toBe(401);
    expect((await exportOf(customer, {})).statusCode).toBe(403);
  });

  it("writes odd text exactly into the workbook: markup escaped, control characters dropped, emoji and edge spaces kept, numbers typed", async () => {
    await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "S2D-ZZ-TEXT",
      lineName: '<Tapis & "Kikeh"> \u0001bell\u0007 unit\u001f',
      surveyName: "  leading spaces, a 🛢️ barrel and accents é ü",
      operator: "trailing tab\t",
      processingContractor: "line one\nline two",
      firstShotpoint: null,
      lastShotpoint: 2_147_483_647,
      length: 1e21,
      basic: false,
      premium: true,
    });
    const res = await exportOf(dataAdmin, { ids: ["S2D-ZZ-TEXT"], format: "xlsx" });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    const value = (label: string) => row.getCell(LABELS.indexOf(label) + 1).value;
    expect(value("Line Name")).toBe('<Tapis & "Kikeh"> bell unit');
    expect(value("Survey Name")).toBe("  leading spaces, a 🛢️ barrel and accents é ü");
    expect(value("Operator")).toBe("trailing tab\t");
    expect(value("Processing Contractor")).toBe("line one\nline two");
    expect(value("First Shotpoint")).toBeNull();
    expect(value("Last Shotpoint")).toBe(2_147_483_647);
    expect(value("Length")).toBe(1e21);
    expect(value("Basic")).toBe(false);
    expect(value("Premium")).toBe(true);
    expect(value("Date Added")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The CSV keeps the record's text as it is.
    const [, line] = csvRows((await exportOf(dataAdmin, { ids: ["S2D-ZZ-TEXT"] })).body);
    expect(line[LABELS.indexOf("Line Name")]).toBe('<Tapis & "Kikeh"> \u0001bell\u0007 unit\u001f');
  });

  it("streams an export of several batches in order, every row numbered once, in both formats", async () => {
    const generator = new CatalogGenerator(SMALL_COUNTS);
    // Past one batch of each format (a CSV batch is one COPY).
    const extra = Array.from({ length: COPY_BATCH + 150 }, (_, i) => ({
      ...generator.record("Non_Seismic", 10_000 + i),
      uNSI: `NS-BATCH-${String(i).padStart(5, "0")}`,
    }));
    await insertJsonRows(t.database.db, tableOf("Non_Seismic"), extra);
    const body = { ingestType: "Non_Seismic", searchTerm: "NS-BATCH", pageSize: 20_000 };
    const csv = csvRows((await exportOf(dataAdmin, body)).body).slice(1);
    expect(csv.map((r) => r[0])).toEqual(extra.map((r) => r.uNSI));
    // A page that ends exactly at a batch's end, and one that starts inside the second batch.
    const whole = { ...body, pageSize: COPY_BATCH };
    const first = csvRows((await exportOf(dataAdmin, whole)).body).slice(1);
    expect(first.map((r) => r[0])).toEqual(extra.slice(0, COPY_BATCH).map((r) => r.uNSI));
    const second = csvRows((await exportOf(dataAdmin, { ...whole, pageNumber: 2 })).body).slice(1);
    expect(second.map((r) => r[0])).toEqual(extra.slice(COPY_BATCH).map((r) => r.uNSI));
    // The workbook: whole, a page ending at a batch's end, and a page starting inside the second batch.
    const sheetIds = async (request: Record<string, unknown>) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await exportOf(dataAdmin, { ...request, format: "xlsx" })).rawPayload as never,
      );
      const sheet = workbook.worksheets[0];
      const ids: unknown[] = [];
      sheet.eachRow((row, n) => {
        expect(row.number).toBe(n);
        if (n > 1) ids.push(row.getCell(1).value);
      });
      expect(sheet.rowCount).toBe(ids.length + 1);
      return ids;
    };
    expect(await sheetIds(body)).toEqual(extra.map((r) => r.uNSI));
    expect(await sheetIds(whole)).toEqual(extra.slice(0, COPY_BATCH).map((r) => r.uNSI));
    expect(await sheetIds({ ...whole, pageNumber: 2 })).toEqual(extra.slice(COPY_BATCH).map((r) => r.uNSI));
  });
});
