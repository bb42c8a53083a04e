import { CATALOG_TYPES, type CatalogType } from "@strata/core";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog } from "../../catalogs/test/catalog-factory.ts";
import { metadataProperties } from "../metadata/properties.ts";
import { fieldOf, signInStaff, uploadBulk } from "../metadata/test/helpers.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let customer: SignedInUser;
let records: Awaited<ReturnType<typeof seedSmallCatalog>>["records"];

beforeAll(async () => {
  t = await buildTestApp();
  ({ records } = await seedSmallCatalog(t.database.db));
  ({ dataAdmin, systemAdmin, customer } = await signInStaff(t));
});
afterAll(async () => {
  await t?.close();
});

const template = (user: SignedInUser | null, query: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/data-preparation/bulk-template?${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });

/** The CSV's lines, without the byte-order mark Excel needs. */
const csvLines = (body: string) => body.replace(/^\uFEFF/, "").split("\r\n");

describe("GET /api/data-preparation/bulk-template", () => {
  it("gives each data type's header row as CSV, the columns every row must fill marked (required)", async () => {
    for (const type of CATALOG_TYPES) {
      const res = await template(dataAdmin, `ingestType=${type}&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(/attachment; filename=".+Template\.csv"/);
      const [header, ...rest] = csvLines(res.body);
      expect(rest).toEqual([""]);
      const columns = metadataProperties(type).columns.filter((c) => c.editable);
      expect(header.split(",")).toEqual(columns.map((c) => (c.required ? `${c.label} (required)` : c.label)));
      // The id column is always required; the dates the server keeps are not in the file.
      const idLabel = columns.find((c) => c.key === metadataProperties(type).idField)!.label;
      expect(header).toContain(`${idLabel} (required)`);
      expect(header).not.toMatch(/Date (Added|Updated)/i);
    }
  });

  it("gives the same header row as an .xlsx workbook with no data row", async () => {
    const csv = csvLines((await template(dataAdmin, "ingestType=Well_Log&format=csv")).body)[0];
    const res = await template(systemAdmin, "ingestType=Well_Log&format=xlsx");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="WellLogTemplate.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csv.split(","));
    expect(sheet.actualRowCount).toBe(1);
  });

  it("is read back by the bulk upload: a row filled in under the template's header validates", async () => {
    const type: CatalogType = "Seismic_2D";
    const header = csvLines((await template(dataAdmin, `ingestType=${type}&format=csv`)).body)[0];
    const columns = metadataProperties(type).columns.filter((c) => c.editable);
    const record = { ...(records.Seismic_2D[0] as unknown as Record<string, unknown>) };
    record.seismic2DInfoID = "S2D-FROM-TEMPLATE";
    record.usi = "PM2D2041-TEMPLATE";
    const cell = (v: unknown) => {
      const text = v === null || v === undefined ? "" : String(v);
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const row = columns.map((c) => cell(record[c.key])).join(",");
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: type, mode: "validate" },
      { name: "from-template.csv", data: Buffer.from(`${header}\r\n${row}\r\n`) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 1, updated: 0, invalid: 0, headers: { missing: [] } });
  });

  it("answers 400 naming the field for an unknown data type or format", async () => {
    const badType = await template(dataAdmin, "ingestType=Seismic_4D&format=csv");
    expect(badType.statusCode).toBe(400);
    expect(fieldOf(badType.json())).toMatch(/ingestType/);
    const badFormat = await template(dataAdmin, "ingestType=Seismic_2D&format=pdf");
    expect(badFormat.statusCode).toBe(400);
    expect(fieldOf(badFormat.json())).toMatch(/format/);
  });

  it("answers 401 without a session and 403 to a customer", async () => {
    expect((await template(null, "ingestType=Seismic_2D")).statusCode).toBe(401);
    expect((await template(customer, "ingestType=Seismic_2D")).statusCode).toBe(403);
  });
});
