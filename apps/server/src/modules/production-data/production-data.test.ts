import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, newDataAnnouncements, productionMonthly } from "../../db/schema/index.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { multipartBody } from "../data-preparation/metadata/test/helpers.ts";
import { refreshProductionSummaries } from "./index.ts";

let t: TestApp;
let premium: SignedInUser;
let standard: SignedInUser;
let basic: SignedInUser;
let graduate: SignedInUser;
let dataAdmin: SignedInUser;

const FIELD = "TESTFIELD";
const W1 = "TESTFIELD-1";
const W2 = "TESTFIELD-2/ST1";
const NEW_WELL = "TESTFIELD-3";

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  for (const name of [W1, W2, NEW_WELL]) {
    await insertRecord(db, "Well_Log", {
      wellboreName: name,
      field: FIELD,
      block: "TB-1",
      operator: "Test Op",
    });
  }
  const rows = [];
  // W1: 2000-01 … 2001-12, 3,100 Sm³ oil a month; W2: 2000-06 … 2000-12, 1,000 Sm³ oil and 50 Sm³ water.
  for (let i = 0; i < 24; i++) {
    rows.push({
      wellboreName: W1,
      year: 2000 + Math.floor(i / 12),
      month: (i % 12) + 1,
      onStreamDays: 28,
      oilSm3: 3100,
      gasSm3: 310_000,
    });
  }
  for (let m = 6; m <= 12; m++)
    rows.push({ wellboreName: W2, year: 2000, month: m, oilSm3: 1000, waterSm3: 50 });
  await insertJsonRows(db, productionMonthly, rows);
  await refreshProductionSummaries(db, [W1, W2]);
  [premium, standard, basic, graduate, dataAdmin] = await Promise.all([
    signedInUser(t.app, db, { role: "premium" }),
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "graduate" }),
    signedInUser(t.app, db, { role: "data-admin" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, user?: SignedInUser) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
/** POST /api/production-data/upload as the page sends it: multipart, with the session's CSRF token. */
async function postUpload(
  user: SignedInUser,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const csrf = await getCsrf(t.app, user.cookie);
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/production-data/upload",
    payload: body.payload,
    headers: { cookie: csrf.cookie, "content-type": body.contentType, "x-csrf-token": csrf.csrfToken },
  });
}

const fieldOf = (res: { json(): { error: { details?: { issues?: { field: string }[] } } } }) =>
  res.json().error.details?.issues?.[0]?.field;
const enc = encodeURIComponent;

describe("rights per tier", () => {
  const valueUrls = [
    "/api/production-data/wells",
    "/api/production-data/fields",
    `/api/production-data/wells/${enc(W1)}/series`,
    `/api/production-data/fields/${FIELD}/series`,
    `/api/production-data/compare?wells=${enc(W1)}`,
    `/api/production-data/export?well=${enc(W1)}`,
  ];

  it("gives premium the values", async () => {
    for (const url of valueUrls) expect((await get(url, premium)).statusCode, url).toBe(200);
  });

  it("refuses the values to standard, basic and graduate (403) and to nobody signed in (401)", async () => {
    for (const url of valueUrls) {
      for (const user of [standard, basic, graduate])
        expect((await get(url, user)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it("answers the teaser to every tier with counts and the period, never a volume", async () => {
    for (const user of [standard, basic, graduate, premium]) {
      const res = await get("/api/production-data/teaser", user);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        wells: 2,
        fields: 1,
        first: { year: 2000, month: 1 },
        last: { year: 2001, month: 12 },
      });
      expect(body.canViewValues).toBe(user === premium);
      expect(JSON.stringify(body)).not.toMatch(/3100|Sm3/);
    }
    expect((await get("/api/production-data/teaser")).statusCode).toBe(401);
  });

  it("keeps the upload, template and history to data staff", async () => {
    const file = { name: "p.csv", data: Buffer.from("Wellbore,Year,Month\r\n") };
    expect((await postUpload(premium, { mode: "validate" }, file)).statusCode).toBe(403);
    expect((await get("/api/production-data/upload-template", premium)).statusCode).toBe(403);
    expect((await get(`/api/production-data/wells/${enc(W1)}/history`, standard)).statusCode).toBe(403);
    expect((await get("/api/production-data/upload-template", dataAdmin)).statusCode).toBe(200);
  });
});

describe("wells and fields", () => {
  it("lists producing wells by prefix and field, a page at a time", async () => {
    const res = await get(`/api/production-data/wells?q=testfield&field=${FIELD}&pageSize=1`, premium);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      wellboreName: W1,
      field: FIELD,
      block: "TB-1",
      months: 24,
      cumulative: { oilSm3: 24 * 3100 },
    });
    expect(body.items[0].peakOilRateSm3PerDay).toBeCloseTo(3100 / 28, 6); // February 2001 has 28 days
  });

  it("refuses a page size over 100 (400 naming it)", async () => {
    const res = await get("/api/production-data/wells?pageSize=1000", premium);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("querystring.pageSize");
  });

  it("lists fields with their producing well counts", async () => {
    const res = await get("/api/production-data/fields", premium);
    expect(res.json().fields).toEqual([
      { field: FIELD, wells: 2, first: { year: 2000, month: 1 }, last: { year: 2001, month: 12 } },
    ]);
  });
});

describe("series", () => {
  it("gives a well's months in a window, with calendar days for rates", async () => {
    const res = await get(`/api/production-data/wells/${enc(W1)}/series?from=2000-02&to=2000-03`, premium);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.volumeUnit).toBe("Sm³");
    expect(body.rateUnit).toBe("Sm³/d");
    expect(body.months).toHaveLength(2);
    expect(body.months[0]).toMatchObject({ year: 2000, month: 2, days: 29, oilSm3: 3100, onStreamDays: 28 });
  });

  it("reads a wellbore name with a slash", async () => {
    const res = await get(`/api/production-data/wells/${enc(W2)}/series`, premium);
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toHaveLength(7);
  });

  it("gives a field's monthly totals", async () => {
    const res = await get(`/api/production-data/fields/${FIELD}/series?from=2000-06&to=2000-06`, premium);
    expect(res.json().months).toEqual([
      expect.objectContaining({ year: 2000, month: 6, producingWells: 2, oilSm3: 4100, waterSm3: 50 }),
    ]);
  });

  it("answers 404 for a well or field without production", async () => {
    expect((await get("/api/production-data/wells/NOWHERE-1/series", premium)).statusCode).toBe(404);
    expect((await get("/api/production-data/fields/NOWHERE/series", premium)).statusCode).toBe(404);
  });

  it("answers 400 naming the field for an inverted or malformed period", async () => {
    const inverted = await get(
      `/api/production-data/wells/${enc(W1)}/series?from=2001-01&to=2000-01`,
      premium,
    );
    expect(inverted.statusCode).toBe(400);
    expect(fieldOf(inverted)).toBe("querystring.to");
    const malformed = await get(`/api/production-data/fields/${FIELD}/series?from=2001-13`, premium);
    expect(malformed.statusCode).toBe(400);
    expect(fieldOf(malformed)).toBe("querystring.from");
  });
});

describe("compare", () => {
  it("gives one stream per entity as rates, de-duplicated", async () => {
    const res = await get(
      `/api/production-data/compare?wells=${enc(W1)},${enc(W1)}&fields=${FIELD}&stream=oil&measure=rate&from=2000-01&to=2000-01`,
      premium,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unit).toBe("Sm³/d");
    expect(body.series.map((s: { entity: { name: string } }) => s.entity.name)).toEqual([W1, FIELD]);
    expect(body.series[0].points[0].value).toBeCloseTo(100, 6);
  });

  it("refuses more than 10 wells and fields together (400)", async () => {
    const wells = Array.from({ length: 6 }, (_, i) => `W-${i}`).join(",");
    const fields = Array.from({ length: 5 }, (_, i) => `F-${i}`).join(",");
    const res = await get(`/api/production-data/compare?wells=${wells}&fields=${fields}`, premium);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("querystring.wells");
    const eleven = Array.from({ length: 11 }, (_, i) => `W-${i}`).join(",");
    const tooMany = await get(`/api/production-data/compare?wells=${eleven}`, premium);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldOf(tooMany)).toBe("querystring.wells");
  });

  it("answers 404 for an unknown well among them, 400 for none", async () => {
    expect((await get(`/api/production-data/compare?wells=${enc(W1)},NOWHERE-1`, premium)).statusCode).toBe(
      404,
    );
    expect((await get("/api/production-data/compare", premium)).statusCode).toBe(400);
  });
});

describe("export", () => {
  it("writes a well's months as CSV with units in the header", async () => {
    const res = await get(`/api/production-data/export?well=${enc(W1)}&from=2000-01&to=2000-02`, premium);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Oil (Sm³)");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("3100");
  });

  it("writes a field's months as .xlsx", async () => {
    const res = await get(`/api/production-data/export?field=${FIELD}&format=xlsx`, premium);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(7).value).toBe("Oil (Sm³)");
    expect(sheet.rowCount).toBe(25);
  });

  it("answers 400 without one well or field, 404 for an unknown one", async () => {
    expect((await get("/api/production-data/export", premium)).statusCode).toBe(400);
    expect((await get("/api/production-data/export?well=NOWHERE-1", premium)).statusCode).toBe(404);
  });
});

describe("upload", () => {
  const csv = (lines: string[]) => ({
    name: "p.csv",
    data: Buffer.from(
      `Wellbore,Year,Month,On-stream days,Oil (Sm³),Water (Sm³)\r\n${lines.join("\r\n")}\r\n`,
    ),
  });
  const upload = (mode: "validate" | "apply", file: { name: string; data: Buffer }) =>
    postUpload(dataAdmin, { mode }, file);
  const stored = async (well: string) =>
    t.database.db.select().from(productionMonthly).where(eq(productionMonthly.wellboreName, well));

  it("reports every bad row in validate mode and changes nothing", async () => {
    const res = await upload(
      "validate",
      csv([`${NEW_WELL},2020,1,31,abc,1`, "NOWHERE-1,2020,1,31,5,1", `${NEW_WELL},2020,2,29,10,1`]),
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ mode: "validate", rows: 3, invalid: 2, added: 1, applied: false });
    expect(report.errors).toEqual([
      { row: 2, column: "Oil (Sm³)", message: 'Not a number: "abc"' },
      { row: 3, column: "Wellbore", message: 'No wellbore "NOWHERE-1" in the well-log catalogue' },
    ]);
    expect(await stored(NEW_WELL)).toHaveLength(0);
  });

  it("applies all or nothing: a non-numeric volume is a 400 naming its row and column", async () => {
    const res = await upload("apply", csv([`${NEW_WELL},2020,1,31,100,1`, `${NEW_WELL},2020,2,29,lots,1`]));
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("file row 3, column Oil (Sm³)");
    expect(res.json().error.message).toContain("row 3, column Oil (Sm³)");
    expect(await stored(NEW_WELL)).toHaveLength(0);
  });

  it("refuses an unknown well (400) and a file of another shape", async () => {
    const unknown = await upload("apply", csv(["NOWHERE-1,2020,1,31,5,1"]));
    expect(unknown.statusCode).toBe(400);
    expect(fieldOf(unknown)).toBe("file row 2, column Wellbore");
    const header = await upload("apply", { name: "p.csv", data: Buffer.from("Well,Year\r\nX,2020\r\n") });
    expect(header.statusCode).toBe(400);
    expect(fieldOf(header)).toBe("file row 1, column 1");
  });

  it("takes the file as multipart: a JSON body is 415, a file over 8 MB 413, a bad field 400, no CSRF token 403", async () => {
    const csrf = await getCsrf(t.app, dataAdmin.cookie);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/production-data/upload",
      payload: { mode: "validate" },
      headers: { cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken },
    });
    expect(json.statusCode).toBe(415);
    const big = await upload("validate", { name: "p.csv", data: Buffer.alloc(8 * 1024 * 1024 + 1, 65) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe("The file is larger than 8 MB.");
    const badAnnounce = await postUpload(dataAdmin, { mode: "apply", announce: "maybe" }, csv([]));
    expect(badAnnounce.statusCode).toBe(400);
    expect(fieldOf(badAnnounce)).toBe("body.announce");
    const body = multipartBody({ mode: "validate" }, csv([]));
    const withoutToken = await t.app.inject({
      method: "POST",
      url: "/api/production-data/upload",
      payload: body.payload,
      headers: { cookie: dataAdmin.cookie, "content-type": body.contentType },
    });
    expect(withoutToken.statusCode).toBe(403);
  });

  it("adds and corrects months from .xlsx, keeps the summaries in step, audits and announces", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Production");
    sheet.addRow(["Wellbore", "Year", "Month", "On-stream days", "Oil (Sm³)", "Water (Sm³)"]);
    sheet.addRow([NEW_WELL, 2020, 1, 31, 620, 0]);
    sheet.addRow([NEW_WELL, 2020, 2, 29, 580, 10]);
    sheet.addRow([W1, 2000, 1, 30, 3000, 5]); // a correction
    const res = await upload("apply", { name: "p.xlsx", data: Buffer.from(await book.xlsx.writeBuffer()) });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ rows: 3, wells: 2, added: 2, updated: 1, invalid: 0, applied: true });

    const w1 = await get(`/api/production-data/wells/${enc(W1)}/series?from=2000-01&to=2000-01`, premium);
    expect(w1.json().months[0]).toMatchObject({
      oilSm3: 3000,
      waterSm3: 5,
      onStreamDays: 30,
      gasSm3: 310_000,
    });
    const wells = await get(`/api/production-data/wells?field=${FIELD}`, premium);
    expect(wells.json().total).toBe(3);
    const field = await get(`/api/production-data/fields/${FIELD}/series?from=2000-01&to=2000-01`, premium);
    expect(field.json().months[0].oilSm3).toBe(3000);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "production"), eq(auditEvents.subjectId, W1)));
    expect(events).toHaveLength(1);
    expect(events[0].before).toEqual({
      months: [{ year: 2000, month: 1, onStreamDays: 28, oilSm3: 3100, waterSm3: null }],
    });

    const history = await get(`/api/production-data/wells/${enc(NEW_WELL)}/history`, dataAdmin);
    expect(history.statusCode).toBe(200);
    expect(history.json().events[0]).toMatchObject({
      months: 2,
      added: 2,
      first: { year: 2020, month: 1 },
      last: { year: 2020, month: 2 },
    });
    expect((await get("/api/production-data/wells/NOWHERE-1/history", dataAdmin)).statusCode).toBe(404);

    const [announcement] = await t.database.db
      .select()
      .from(newDataAnnouncements)
      .where(eq(newDataAnnouncements.id, report.announcementId));
    expect(announcement.title).toBe("New production data: 2 wells");
    expect(announcement.recordIds).toHaveLength(2);
    expect(announcement.publishedAt).not.toBeNull();
  });

  it("lists every well's loads and corrections for data staff, newest first, by wellbore and page", async () => {
    // Runs after the .xlsx upload above: one event for the corrected W1, one for the new well.
    const all = await get("/api/production-data/changes", dataAdmin);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    const byWell = new Map(body.items.map((c: { wellboreName: string }) => [c.wellboreName, c]));
    expect(byWell.get(W1)).toMatchObject({
      actorName: dataAdmin.name,
      months: 1,
      added: 0,
      first: { year: 2000, month: 1 },
    });
    expect(byWell.get(NEW_WELL)).toMatchObject({ actorName: dataAdmin.name, months: 2, added: 2 });
    const ats = body.items.map((c: { at: string }) => c.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const one = await get(`/api/production-data/changes?wellbore=${enc(W1)}&pageSize=1`, dataAdmin);
    expect(one.json()).toMatchObject({ total: 1, items: [{ wellboreName: W1 }] });
    const none = await get(`/api/production-data/changes?wellbore=${enc(W2)}`, dataAdmin);
    expect(none.json()).toMatchObject({ total: 0, items: [] });

    // Production belongs to no organisation: another member of the data staff reads the same trail.
    const colleague = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    expect((await get("/api/production-data/changes", colleague)).json().total).toBe(body.total);
  });

  it("keeps the history of changes to data staff and bounds its page", async () => {
    const big = await get("/api/production-data/changes?pageSize=101", dataAdmin);
    expect(big.statusCode).toBe(400);
    expect(fieldOf(big)).toBe("querystring.pageSize");
    for (const user of [premium, standard, basic, graduate])
      expect((await get("/api/production-data/changes", user)).statusCode).toBe(403);
    expect((await get("/api/production-data/changes")).statusCode).toBe(401);
  });
});
