import { once } from "node:events";
import net from "node:net";
import { CATALOG_REGISTRY } from "@strata/core";
import { asc, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bulkImportRows,
  bulkImports,
  metadataHistories,
  seismic2d,
  wellLogs,
} from "../../../db/schema/index.ts";
import { insertJsonRows } from "../../../lib/insert-json-rows.ts";
import { getCsrf } from "../../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog } from "../../catalogs/test/catalog-factory.ts";
import { fieldOf, multipartBody, signInStaff, uploadBulk } from "../metadata/test/helpers.ts";
import { until } from "../sync/test/storage-fixture.ts";
import { readSheet } from "./parse.ts";
import { BULK_RECOVERY_JOB, BULK_STALE_MS } from "./recovery-job.ts";
import { bulkAddUpdate, recoverBulkImports } from "./service.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let customer: SignedInUser;
let existing: Record<string, unknown>;
let wellTemplate: Record<string, unknown>;

const S2D_COLUMNS = CATALOG_REGISTRY.Seismic_2D.columns.filter((c) => !c.key.startsWith("date"));

/** A CSV of Seismic 2D rows: labels as headers (the id by its key), values from the given records. */
function csvOf(
  records: Record<string, unknown>[],
  headers = S2D_COLUMNS.map((c) => (c.key === "seismic2DInfoID" ? c.key : c.label)),
) {
  const quote = (v: unknown) => {
    const text = v === null || v === undefined ? "" : String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [headers.join(","), ...records.map((r) => S2D_COLUMNS.map((c) => quote(r[c.key])).join(","))];
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

const countOf = async () => (await t.database.db.select({ n: count() }).from(seismic2d))[0].n;
const s2dRow = async (id: string) =>
  (await t.database.db.select().from(seismic2d).where(eq(seismic2d.seismic2DInfoID, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  const { records } = await seedSmallCatalog(t.database.db);
  existing = records.Seismic_2D[1] as unknown as Record<string, unknown>;
  wellTemplate = records.Well_Log[0] as unknown as Record<string, unknown>;
  ({ dataAdmin, systemAdmin, customer } = await signInStaff(t));
});

afterAll(async () => {
  await t?.close();
});

const goodRows = () => [
  { ...existing, lineName: "BULK-UPDATED-1", basic: "True" },
  { ...existing, seismic2DInfoID: "S2D-BULK-ADD-1", lineName: "BULK-ADDED-1", usi: "PM2D2040-BULK" },
];

describe("bulkaddupdatesdc", () => {
  it("validates every row and reports it, changing nothing", async () => {
    const before = await countOf();
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "lines.csv", data: csvOf(goodRows()) },
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ added: 1, updated: 1, invalid: 0 });
    expect(report.rows).toEqual([
      { row: 2, id: existing.seismic2DInfoID, action: "update", errors: [] },
      { row: 3, id: "S2D-BULK-ADD-1", action: "add", errors: [] },
    ]);
    expect(report.headers.matched).toContain("lineName");
    expect(report.headers.missing).toEqual([]);
    expect(await countOf()).toBe(before);
    expect(await s2dRow("S2D-BULK-ADD-1")).toBeUndefined();
  });

  it("with one bad row among good ones: reports it, and apply changes nothing", async () => {
    const rows = [
      ...goodRows(),
      { ...existing, seismic2DInfoID: "S2D-BULK-BAD", region: "XX", firstShotpoint: "many" },
    ];
    const data = csvOf(rows);
    const validated = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "lines.csv", data },
    );
    expect(validated.json()).toMatchObject({ added: 1, updated: 1, invalid: 1 });
    expect(
      validated
        .json()
        .rows[2].errors.map((e: { column: string }) => e.column)
        .sort(),
    ).toEqual(["firstShotpoint", "region"]);
    // Each error names its column as the file's header does, with the row as the spreadsheet counts it.
    expect(validated.json().rows[2]).toMatchObject({
      row: 4,
      errors: expect.arrayContaining([
        expect.objectContaining({ column: "firstShotpoint", heading: "First Shotpoint" }),
        expect.objectContaining({ column: "region", heading: "Region" }),
      ]),
    });

    const before = await countOf();
    const unchanged = await s2dRow(String(existing.seismic2DInfoID));
    const applied = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data },
    );
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error.message).toBe("1 of 3 rows are invalid; nothing was added or updated.");
    expect(applied.json().error.details).toMatchObject({
      invalid: 1,
      rows: [{ row: 2 }, { row: 3 }, { row: 4, id: "S2D-BULK-BAD" }],
    });
    expect(await countOf()).toBe(before);
    expect(await s2dRow(String(existing.seismic2DInfoID))).toEqual(unchanged);
    expect(await s2dRow("S2D-BULK-ADD-1")).toBeUndefined();
  });

  it("applies all rows in one go, with a history row each", async () => {
    const before = await countOf();
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csvOf(goodRows()) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 1, updated: 1, invalid: 0 });
    expect(await countOf()).toBe(before + 1);
    expect(await s2dRow(String(existing.seismic2DInfoID))).toMatchObject({
      lineName: "BULK-UPDATED-1",
      basic: true,
    });
    expect(await s2dRow("S2D-BULK-ADD-1")).toMatchObject({ lineName: "BULK-ADDED-1", usi: "PM2D2040-BULK" });
    const histories = await t.database.db
      .select()
      .from(metadataHistories)
      .where(eq(metadataHistories.action, "bulk"));
    expect(histories.map((h) => h.recordId).sort()).toEqual(
      [String(existing.seismic2DInfoID), "S2D-BULK-ADD-1"].sort(),
    );
    expect(histories.find((h) => h.recordId === "S2D-BULK-ADD-1")).toMatchObject({
      before: null,
      userId: dataAdmin.id,
    });
  });

  it("reads an .xlsx workbook: dates, numbers and flags as cells, only some columns for updates", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Well logs");
    sheet.addRow(["Well Log File Info ID", "Wellbore Name", "Region", "Spud Date", "Total Depth", "Premium"]);
    sheet.addRow([
      wellTemplate.wellLogFileInfoID,
      "XLSX-WELL-1",
      "sk",
      new Date(Date.UTC(2001, 4, 17)),
      3120.5,
      true,
    ]);
    sheet.addRow(["WLF-XLSX-NEW", "XLSX-WELL-2", "PM", "2002-01-31", "2950", "False"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Well_Log", mode: "apply" },
      { name: "wells.xlsx", data },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 1, updated: 1 });
    expect(res.json().headers.missing).toContain("field");
    const [updated] = await t.database.db
      .select()
      .from(wellLogs)
      .where(eq(wellLogs.wellLogFileInfoID, String(wellTemplate.wellLogFileInfoID)));
    expect(updated).toMatchObject({
      wellboreName: "XLSX-WELL-1",
      region: "SK",
      spudDate: "2001-05-17",
      totalDepth: 3120.5,
      premium: true,
      field: wellTemplate.field,
    });
    const [added] = await t.database.db
      .select()
      .from(wellLogs)
      .where(eq(wellLogs.wellLogFileInfoID, "WLF-XLSX-NEW"));
    expect(added).toMatchObject({ spudDate: "2002-01-31", totalDepth: 2950, premium: false, field: null });
  });

  it("refuses unknown headers, and a file without the id column", async () => {
    const unknown = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "lines.csv", data: Buffer.from("seismic2DInfoID,Line Name,Colour\r\nS2D-X,L,red\r\n") },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('"Colour"');
    const noId = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "lines.csv", data: Buffer.from("Line Name\r\nL\r\n") },
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toContain("Seismic 2D Info ID");
  });

  it("answers 400 with a clear message for a file that is not .xlsx or .csv, or a corrupt workbook", async () => {
    const files = [
      { name: "lines.xlsx", data: Buffer.from("this is not a workbook") },
      {
        name: "lines.xlsx",
        data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)]),
      },
      {
        name: "report.pdf",
        data: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 3, 0, 0xff])]),
      },
      { name: "old.xls", data: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]) },
      { name: "empty.csv", data: Buffer.alloc(0) },
    ];
    for (const file of files) {
      const res = await uploadBulk(t, dataAdmin, { ingestType: "Seismic_2D", mode: "validate" }, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error.code).toBe("BAD_REQUEST");
      expect(res.json().error.message.length).toBeGreaterThan(10);
    }
  });

  it("answers 400 for an upload cut short, and 413 at once for one that claims 2 GB", async () => {
    const csrf = await getCsrf(t.app, dataAdmin.cookie);
    const body = multipartBody(
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csvOf(goodRows()) },
    );
    const headers = { cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken, "content-type": body.contentType };
    const half = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    const before = await countOf();
    const cut = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/bulkaddupdatesdc",
      payload: half,
      headers: { ...headers, "content-length": String(body.payload.length) },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toContain("cut short");
    const claimed = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/bulkaddupdatesdc",
      payload: half,
      headers: { ...headers, "content-length": String(2 * 1024 ** 3) },
    });
    expect(claimed.statusCode).toBe(413);
    expect(claimed.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await countOf()).toBe(before);
  });

  it("over a real connection, answers 413 to a 2 GB claim without waiting for the body", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const csrf = await getCsrf(t.app, dataAdmin.cookie);
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      [
        "POST /api/data-preparation/bulkaddupdatesdc HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${csrf.cookie}`,
        `X-CSRF-Token: ${csrf.csrfToken}`,
        "Content-Type: multipart/form-data; boundary=xyz",
        `Content-Length: ${2 * 1024 ** 3}`,
        "",
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\nseismic2DInfoID\r\n',
      ].join("\r\n"),
    );
    const response = await new Promise<string>((resolve, reject) => {
      let text = "";
      const timer = setTimeout(() => reject(new Error(`no answer; got ${text}`)), 5000);
      socket.on("data", (chunk) => {
        text += chunk.toString();
        if (text.includes("\r\n\r\n")) {
          clearTimeout(timer);
          resolve(text);
        }
      });
    });
    socket.destroy();
    expect(response.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
  });

  it("answers 413 for a file over 50 MB", async () => {
    const data = Buffer.alloc(50 * 1024 * 1024 + 10, "a");
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "huge.csv", data },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("The file is larger than 50 MB.");
  });

  it("answers 400 naming the field for a bad mode, an unknown category or no file; 415 for JSON", async () => {
    const file = { name: "lines.csv", data: csvOf(goodRows()) };
    expect(
      fieldOf((await uploadBulk(t, dataAdmin, { ingestType: "Seismic_2D", mode: "later" }, file)).json()),
    ).toBe("body.mode");
    expect(fieldOf((await uploadBulk(t, dataAdmin, { ingestType: "2D", mode: "apply" }, file)).json())).toBe(
      "body.ingestType",
    );
    expect(
      fieldOf((await uploadBulk(t, dataAdmin, { ingestType: "Seismic_2D", mode: "apply" })).json()),
    ).toBe("body.file");
    const csrf = await getCsrf(t.app, dataAdmin.cookie);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/bulkaddupdatesdc",
      payload: { ingestType: "Seismic_2D", mode: "apply" },
      headers: { cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 403 without the CSRF token, 401 without a session, 403 to system staff and customers", async () => {
    const file = { name: "lines.csv", data: csvOf(goodRows()) };
    const fields = { ingestType: "Seismic_2D", mode: "validate" };
    const noToken = await uploadBulk(t, dataAdmin, fields, file, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe("CSRF_TOKEN_INVALID");
    expect((await uploadBulk(t, null, fields, file)).statusCode).toBe(401);
    expect((await uploadBulk(t, systemAdmin, fields, file)).statusCode).toBe(403);
    expect((await uploadBulk(t, customer, fields, file)).statusCode).toBe(403);
  });
});

describe("a bulk upload applied in chunks", () => {
  const lines = (n: number, prefix: string): Record<string, unknown>[] =>
    Array.from({ length: n }, (_, i) => ({
      ...existing,
      seismic2DInfoID: `${prefix}-${i + 1}`,
      lineName: `${prefix}-LINE-${i + 1}`,
      usi: `${prefix}-USI-${i + 1}`,
    }));
  /** A record's history rows, oldest first (the audit trail keeps no insertion order). */
  const historiesOf = async (ids: string[]) =>
    (await t.database.db.select().from(metadataHistories).orderBy(asc(metadataHistories.createdAt))).filter(
      (h) => ids.includes(h.recordId),
    );

  it("applies a 3,000-row file read in batches, reporting every row by its row number", async () => {
    const before = await countOf();
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csvOf(lines(3000, "S2D-BIG")) },
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ added: 3000, updated: 0, invalid: 0 });
    expect(report.rows).toHaveLength(3000);
    expect(report.rows[2999]).toEqual({ row: 3001, id: "S2D-BIG-3000", action: "add", errors: [] });
    expect(await countOf()).toBe(before + 3000);
    expect(await s2dRow("S2D-BIG-2750")).toMatchObject({ lineName: "S2D-BIG-LINE-2750" });
    expect(await t.database.db.select().from(bulkImports)).toEqual([]);
  });

  it("applies a 1,200-row .xlsx workbook read in batches, blank rows skipped, every row by its number", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Lines");
    sheet.addRow(S2D_COLUMNS.map((c) => (c.key === "seismic2DInfoID" ? c.key : c.label)));
    const rows = lines(1200, "S2D-XLSX");
    for (const [i, r] of rows.entries()) {
      sheet.addRow(S2D_COLUMNS.map((c) => (r[c.key] === undefined ? null : r[c.key])));
      // A blank row in the second batch: skipped, and the rows after it keep their own numbers.
      if (i === 699) sheet.addRow([]);
    }
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const before = await countOf();
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.xlsx", data },
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ added: 1200, updated: 0, invalid: 0 });
    expect(report.rows[699]).toEqual({ row: 701, id: "S2D-XLSX-700", action: "add", errors: [] });
    expect(report.rows[700]).toEqual({ row: 703, id: "S2D-XLSX-701", action: "add", errors: [] });
    expect(report.rows[1199]).toEqual({ row: 1202, id: "S2D-XLSX-1200", action: "add", errors: [] });
    expect(await countOf()).toBe(before + 1200);
    expect(await s2dRow("S2D-XLSX-1100")).toMatchObject({ lineName: "S2D-XLSX-LINE-1100" });
  });

  it("rejects a whole 3,000-row file for a bad row and a repeated id far down, naming their rows", async () => {
    const rows = lines(3000, "S2D-DEEP");
    rows[2899] = { ...rows[2899], region: "XX" };
    rows[2949] = { ...rows[2949], seismic2DInfoID: "S2D-DEEP-12" };
    const before = await countOf();
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data: csvOf(rows) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("2 of 3000 rows are invalid; nothing was added or updated.");
    const invalid = res.json().error.details.rows.filter((r: { errors: unknown[] }) => r.errors.length);
    expect(invalid).toEqual([
      {
        row: 2901,
        id: "S2D-DEEP-2900",
        action: "add",
        errors: [expect.objectContaining({ column: "region" })],
      },
      {
        row: 2951,
        id: "S2D-DEEP-12",
        action: "add",
        errors: [
          {
            column: "seismic2DInfoID",
            heading: "seismic2DInfoID",
            message: 'The id "S2D-DEEP-12" is also in row 13',
          },
        ],
      },
    ]);
    expect(await countOf()).toBe(before);
    expect(await s2dRow("S2D-DEEP-1")).toBeUndefined();
  });

  it("reads a semicolon-separated CSV saved as Windows-1252, a quoted line break kept in its cell", async () => {
    const record = { ...existing, seismic2DInfoID: "S2D-ANSI-1", lineName: "Café\nLine", usi: "ANSI-USI-1" };
    const text = csvOf([record]).toString("utf8").replaceAll(",", ";");
    const data = Buffer.from(Array.from(text, (ch) => (ch === "é" ? 0xe9 : ch.charCodeAt(0))));
    const res = await uploadBulk(
      t,
      dataAdmin,
      { ingestType: "Seismic_2D", mode: "apply" },
      { name: "lines.csv", data },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([{ row: 2, id: "S2D-ANSI-1", action: "add", errors: [] }]);
    expect(await s2dRow("S2D-ANSI-1")).toMatchObject({ lineName: "Café\nLine" });
  });

  it("is undone whole when a record it updates is deleted while earlier chunks are in", async () => {
    const victim = { ...existing, seismic2DInfoID: "S2D-CHUNK-VICTIM", usi: "CHUNK-VICTIM" };
    await insertJsonRows(t.database.db, seismic2d, [victim]);
    const adds = lines(20, "S2D-CHUNK");
    const sheet = await readSheet(csvOf([...adds, { ...victim, lineName: "CHANGED" }]), "lines.csv");
    const before = await countOf();
    const upload = bulkAddUpdate(t.database.db, {
      type: "Seismic_2D",
      mode: "apply",
      sheet,
      by: { id: dataAdmin.id, name: "Data Admin" },
      chunkSize: 1,
      // The pauses leave room for the delete between two chunks, on either database.
      pauseBetweenChunks: true,
    });
    // The first chunk is in (the upload is past its check): the record it will update goes now.
    while (!(await s2dRow("S2D-CHUNK-1"))) await new Promise((resolve) => setImmediate(resolve));
    await t.database.db.delete(seismic2d).where(eq(seismic2d.seismic2DInfoID, "S2D-CHUNK-VICTIM"));
    await expect(upload).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await countOf()).toBe(before - 1);
    expect(await s2dRow("S2D-CHUNK-1")).toBeUndefined();
    expect(await historiesOf(adds.map((a) => String(a.seismic2DInfoID)))).toEqual([]);
    expect(await t.database.db.select().from(bulkImports)).toEqual([]);
  });

  it("left half-applied by a stopped process, is undone at the next start from its journal", async () => {
    const db = t.database.db;
    const original = await s2dRow(String(existing.seismic2DInfoID));
    const sheet = await readSheet(
      csvOf([...lines(3, "S2D-CRASH"), { ...existing, lineName: "CRASH-CHANGED" }]),
      "lines.csv",
    );
    await bulkAddUpdate(db, {
      type: "Seismic_2D",
      mode: "apply",
      sheet,
      by: { id: dataAdmin.id, name: "Data Admin" },
    });
    // What a process that stopped before the end leaves: the changes with their journal rows.
    const histories = await historiesOf(["S2D-CRASH-1", "S2D-CRASH-2", "S2D-CRASH-3"]);
    const updateHistory = (await historiesOf([String(existing.seismic2DInfoID)])).at(-1)!;
    await db.insert(bulkImports).values({ id: "stopped-upload", sdcType: "Seismic_2D" });
    await db.insert(bulkImportRows).values([
      ...histories.map((h) => ({
        importId: "stopped-upload",
        recordId: h.recordId,
        before: null,
        historyId: h.id,
      })),
      {
        importId: "stopped-upload",
        recordId: String(existing.seismic2DInfoID),
        before: updateHistory.before,
        historyId: updateHistory.id,
      },
    ]);
    expect(await s2dRow("S2D-CRASH-1")).toBeDefined();

    expect(await recoverBulkImports(db, null)).toBe(1);
    expect(await s2dRow("S2D-CRASH-1")).toBeUndefined();
    // Restored as the journal kept it: the API's values, timestamps to the millisecond.
    const restored = await s2dRow(String(existing.seismic2DInfoID));
    expect(restored).toEqual({ ...original, dateUpdated: expect.any(Date) });
    expect(Math.abs(restored.dateUpdated.getTime() - original.dateUpdated.getTime())).toBeLessThan(1);
    expect(await historiesOf(["S2D-CRASH-1", "S2D-CRASH-2", "S2D-CRASH-3"])).toEqual([]);
    expect(await db.select().from(bulkImports)).toEqual([]);
    expect(await db.select().from(bulkImportRows)).toEqual([]);
  });

  it("left by an instance that stopped, is undone by the recovery job once its heartbeat is a minute old", async () => {
    const db = t.database.db;
    const minuteAgo = new Date(Date.now() - BULK_STALE_MS - 1000);
    await db.insert(bulkImports).values([
      { id: "stale-upload", sdcType: "Seismic_2D", heartbeatAt: minuteAgo },
      { id: "live-upload", sdcType: "Seismic_2D" },
    ]);
    expect(await t.app.jobs.schedules()).toContainEqual({ kind: BULK_RECOVERY_JOB, cron: "* * * * *" });
    const id = await t.app.jobs.enqueue(BULK_RECOVERY_JOB, {});
    await t.app.jobs.drain();
    await until(async () => (await t.app.jobs.get(id))?.status === "succeeded");
    expect((await t.app.jobs.get(id))?.result).toEqual({ undone: 1 });
    // The live one's process is still applying it: left alone.
    expect((await db.select({ id: bulkImports.id }).from(bulkImports)).map((u) => u.id)).toEqual([
      "live-upload",
    ]);
    await db.delete(bulkImports);
  });
});
