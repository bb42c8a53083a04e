import { stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { mulberry32 } from "../../lib/demo-catalog/prng.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  insertFile,
  insertRecord,
  type SignedInUser,
  signedInUser,
} from "../catalogs/test/catalog-factory.ts";
import { PREVIEW_CACHE_JOB, type PreviewCacheResult } from "./preview-caches.ts";

let t: TestApp;
let standard: SignedInUser;
let basic: SignedInUser;
let mbr: SignedInUser;
let vdr: SignedInUser;

const CURVES = ["GR", "CALI", "RHOB", "NPHI", "ILD", "DT"];

/** A LAS 2.0 file of `steps` steps from `top` (0.1524 m), values with the decimals writers print. */
function lasText(steps: number, top: number, seed = 1): string {
  const random = mulberry32(seed);
  const rows: string[] = [];
  for (let i = 0; i < steps; i++) {
    const values = [
      top + i * 0.1524,
      40 + random() * 80,
      8.5 + random(),
      2.1 + random() * 0.5,
      0.1 + random() * 0.3,
      10 ** (random() * 3),
      60 + random() * 80,
    ];
    if (i === 3) values[1] = -999.25;
    rows.push(values.map((v) => v.toFixed(4).padStart(11)).join(""));
  }
  return [
    "~Version",
    " VERS.  2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0",
    " WRAP.  NO  : ONE LINE PER DEPTH STEP",
    "~Well",
    ` STRT.M  ${top.toFixed(4)} : START DEPTH`,
    ` STOP.M  ${(top + (steps - 1) * 0.1524).toFixed(4)} : STOP DEPTH`,
    " STEP.M  0.1524 : STEP",
    " NULL.   -999.25 : NULL VALUE",
    " WELL.   TEST-WELL-1 : WELL",
    "~Curve",
    " DEPT.M : DEPTH",
    ...CURVES.map((c) => ` ${c}.X : ${c}`),
    "~A",
    ...rows,
    "",
  ].join("\n");
}

async function logFile(
  recordId: string,
  name: string,
  bytes: string | null,
  record: Record<string, unknown>,
) {
  await insertRecord(t.database.db, "Well_Log", { wellLogFileInfoID: recordId, fileName: name, ...record });
  await insertFile(t.database.db, "Well_Log", recordId, name, bytes?.length ?? 1000);
  if (bytes !== null) {
    const storage = createLocalStorage(path.join(t.config.dataDir, "storage"));
    await storage.write(`test/${recordId}/${name}`, Buffer.from(bytes, "latin1"));
  }
  return `${recordId}-${name}`;
}

let main: string;
let second: string;
let bidFile: string;
let malformed: string;
let missing: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const well = { wellboreName: "TEST-WELL-1", bid: false };
  main = await logFile("WLF-T-1", "TEST_WELL_1_GR_RUN1.las", lasText(4000, 1500), {
    ...well,
    topDepth: 1500,
    bottomDepth: 2109.4,
  });
  second = await logFile("WLF-T-2", "TEST_WELL_1_RES_RUN2.las", lasText(100, 2200, 2), {
    ...well,
    topDepth: 2200,
    bottomDepth: 2215.1,
  });
  await logFile("WLF-T-3", "TEST_WELL_1_MUD_RUN3.pdf", null, { ...well, topDepth: 100 });
  bidFile = await logFile("WLF-T-4", "BID_WELL_GR_RUN1.las", lasText(50, 900, 3), {
    wellboreName: "BID-WELL-1",
    bid: true,
  });
  const broken = lasText(20, 1000).replace(/\n( +1001\.0668[^\n]*?)\s+\S+\n/, "\n$1\n");
  malformed = await logFile("WLF-T-5", "BROKEN.las", broken, { wellboreName: "BROKEN-1", bid: false });
  missing = await logFile("WLF-T-6", "MISSING.las", null, { wellboreName: "MISSING-1", bid: false });
  [standard, basic, mbr, vdr] = await Promise.all([
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "mbr" }),
    signedInUser(t.app, db, { role: "standard", addOns: ["vdr"] }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: SignedInUser | null = standard) =>
  t.app.inject({
    method: "GET",
    url: `/api/visualisation/well-logs/${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });

describe("GET /api/visualisation/well-logs/:fileId/curves", () => {
  it("lists the curves with their families and ranges, the index, and the wellbore's LAS runs", async () => {
    const res = await get(`${main}/curves`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: "2.0",
      wrapped: false,
      nullValue: -999.25,
      index: { mnemonic: "DEPT", unit: "m", top: 1500, step: 0.1524, count: 4000 },
      watermark: null,
    });
    expect(body.index.bottom).toBeCloseTo(1500 + 3999 * 0.1524, 6);
    expect(body.well.find((i: { mnemonic: string }) => i.mnemonic === "WELL").value).toBe("TEST-WELL-1");
    expect(body.curves.map((c: { mnemonic: string; family: string }) => [c.mnemonic, c.family])).toEqual([
      ["GR", "gamma"],
      ["CALI", "caliper"],
      ["RHOB", "density"],
      ["NPHI", "neutron"],
      ["ILD", "resistivity"],
      ["DT", "sonic"],
    ]);
    const gr = body.curves[0];
    expect(gr.min).toBeGreaterThanOrEqual(40);
    expect(gr.max).toBeLessThanOrEqual(120);
    expect(body.runs).toEqual([
      { fileId: main, name: "TEST_WELL_1_GR_RUN1.las", top: 1500, bottom: 2109.4 },
      { fileId: second, name: "TEST_WELL_1_RES_RUN2.las", top: 2200, bottom: 2215.1 },
    ]);
  });

  it("refuses a basic user (403), and anyone signed out (401)", async () => {
    expect((await get(`${main}/curves`, basic)).statusCode).toBe(403);
    expect((await get(`${main}/curves`, null)).statusCode).toBe(401);
  });

  it("lets the MBR tier preview only the records flagged for bid rounds", async () => {
    const refused = await get(`${main}/curves`, mbr);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/bid rounds/);
    const allowed = await get(`${bidFile}/curves`, mbr);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().runs.map((r: { fileId: string }) => r.fileId)).toEqual([bidFile]);
    expect((await get(`${bidFile}/data?curves=GR`, mbr)).statusCode).toBe(200);
  });

  it("stamps a VDR organisation's answers with its watermark", async () => {
    const curves = (await get(`${main}/curves`, vdr)).json();
    expect(typeof curves.watermark).toBe("string");
    expect(curves.watermark.length).toBeGreaterThan(0);
    expect((await get(`${main}/data?curves=GR`, vdr)).json().watermark).toBe(curves.watermark);
  });

  it("logs each opening of a preview, which the MBR admin reads as the data room's access log", async () => {
    await get(`${main}/curves`, vdr);
    await get(`${main}/data?curves=GR`, vdr);
    await get(`${second}/curves`, standard);
    const mbrAdmin = await signedInUser(t.app, t.database.db, { role: "mbr-admin" });
    const log = await t.app.inject({
      method: "GET",
      url: "/api/reports/interests?dataRoom=only&kind=preview",
      headers: { cookie: mbrAdmin.cookie },
    });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().result as { userName: string; recordId: string; sdcType: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userName === vdr.name)).toBe(true);
    expect(rows[0]).toMatchObject({ recordId: "WLF-T-1", sdcType: "Well_Log" });
    // Opening is one event: the depth windows read after it are not.
    const opened = rows.filter((r) => r.recordId === "WLF-T-1").length;
    await get(`${main}/data?curves=GR&top=1600&bottom=1700`, vdr);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/reports/interests?dataRoom=only&kind=preview",
      headers: { cookie: mbrAdmin.cookie },
    });
    expect(
      (again.json().result as { recordId: string }[]).filter((r) => r.recordId === "WLF-T-1"),
    ).toHaveLength(opened);
  });

  it("answers 404 for an unknown file or one missing from storage, 422 naming the line for a malformed one", async () => {
    expect((await get("NO-SUCH-FILE/curves")).statusCode).toBe(404);
    expect((await get(`${missing}/curves`)).statusCode).toBe(404);
    const bad = await get(`${malformed}/curves`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: "MALFORMED_FILE",
      message: "Line 26: expected 7 values, found 6",
    });
    expect((await get(`${malformed}/data?curves=GR`)).statusCode).toBe(422);
  });
});

describe("GET /api/visualisation/well-logs/:fileId/data", () => {
  it("buckets a window of more steps than points into min/max pairs", async () => {
    const res = await get(`${main}/data?curves=GR,ILD&points=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ index: { mnemonic: "DEPT", unit: "m" }, top: 1500, bucketed: true });
    expect(body.depths).toHaveLength(100);
    expect(body.depths).toEqual([...body.depths].sort((a, b) => a - b));
    for (const curve of body.curves) {
      expect(curve.min).toHaveLength(100);
      expect(curve.max).toHaveLength(100);
      expect(curve.min.every((min: number, i: number) => min <= curve.max[i])).toBe(true);
      expect(curve.min.some((min: number, i: number) => min < curve.max[i])).toBe(true);
    }
    // 5 significant digits.
    expect(
      body.curves[1].max.every((v: number) => String(v).replace(/[-.]/g, "").replace(/^0+/, "").length <= 5),
    ).toBe(true);
  });

  it("answers the samples themselves for a short window, NULL as null", async () => {
    const res = await get(`${main}/data?curves=GR,RHOB&top=1500&bottom=1502&points=600`);
    const body = res.json();
    expect(body.bucketed).toBe(false);
    expect(body.depths).toEqual([
      1500, 1500.15, 1500.3, 1500.46, 1500.61, 1500.76, 1500.91, 1501.07, 1501.22, 1501.37, 1501.52, 1501.68,
      1501.83, 1501.98,
    ]);
    const [gr, rhob] = body.curves;
    expect(gr.min).toEqual(gr.max);
    expect(gr.min[3]).toBeNull();
    expect(rhob.min.every((v: number) => v > 2 && v < 2.7)).toBe(true);
  });

  it("keeps 5 curves × 600 points under 50 kB", async () => {
    const res = await get(`${main}/data?curves=GR,RHOB,NPHI,ILD,DT&points=600`);
    expect(res.statusCode).toBe(200);
    expect(res.json().depths).toHaveLength(600);
    expect(res.rawPayload.length).toBeLessThan(50_000);
  });

  it("sends a browser that takes gzip the answer gzipped: 6 curves × 1000 points under 50 kB", async () => {
    const url = `${main}/data?curves=${CURVES.join(",")}&points=1000`;
    const zipped = await t.app.inject({
      method: "GET",
      url: `/api/visualisation/well-logs/${url}`,
      headers: { cookie: standard.cookie, "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(50_000);
    // The same answer as a client that does not take gzip receives, which is larger.
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(zipped.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().depths).toHaveLength(1000);
  });

  it("answers 400 for a query out of bounds or a curve the file lacks", async () => {
    const field = async (query: string) => {
      const res = await get(`${main}/data?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json().error;
    };
    const eleven = Array.from({ length: 11 }, (_, i) => `C${i}`).join(",");
    expect((await field(`curves=${eleven}`)).details.issues[0].field).toBe("querystring.curves");
    expect((await field("curves=GR,GR")).details.issues[0].field).toBe("querystring.curves");
    expect((await field(`curves=${"X".repeat(33)}`)).details.issues[0].field).toBe("querystring.curves");
    expect((await field("curves=GR&points=5")).details.issues[0].field).toBe("querystring.points");
    expect((await field("curves=GR&points=1001")).details.issues[0].field).toBe("querystring.points");
    expect((await field("curves=GR&top=1600&bottom=1600")).details.issues[0].field).toBe("querystring.top");
    expect((await field("curves=GR&top=abc")).details.issues[0].field).toBe("querystring.top");
    expect((await field("points=100")).details.issues[0].field).toBe("querystring.curves");
    const unknown = await field("curves=GR,SPQR");
    expect(unknown.message).toMatch(/no curve "SPQR"/);
    expect(unknown.details.issues[0].field).toBe("querystring.curves");
  });

  it("answers 401, 403 and 404 like the curve list", async () => {
    expect((await get(`${main}/data?curves=GR`, null)).statusCode).toBe(401);
    expect((await get(`${main}/data?curves=GR`, basic)).statusCode).toBe(403);
    expect((await get(`${main}/data?curves=GR`, mbr)).statusCode).toBe(403);
    expect((await get("NO-SUCH-FILE/data?curves=GR")).statusCode).toBe(404);
  });
});

describe("the columnar store made after a sync of well logs", () => {
  it("answers the same curves and data from the store once the job has run; a broken file stays refused", async () => {
    const queries = [
      `${main}/curves`,
      `${main}/data?curves=GR,ILD&points=200`,
      `${second}/data?curves=GR&top=2201&bottom=2210`,
    ];
    const before = await Promise.all(queries.map((q) => get(q)));
    for (const res of before) expect(res.statusCode, res.body).toBe(200);
    // A run no preview has read yet (so no parsed log is kept in memory for it).
    const text = lasText(300, 2500, 4);
    const unread = await logFile("WLF-T-7", "UNREAD_RUN.las", text, { wellboreName: "UNREAD-1", bid: false });
    // A sync of well logs queues the job (app.ts): here the job is queued as the sync would.
    await t.app.jobs.enqueue(PREVIEW_CACHE_JOB, {});
    let run: typeof jobs.$inferSelect | undefined;
    for (let i = 0; i < 200 && !(run && ["succeeded", "failed"].includes(run.status)); i++) {
      await t.app.jobs.drain();
      [run] = await t.database.db.select().from(jobs).where(eq(jobs.kind, PREVIEW_CACHE_JOB));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(run?.status, run?.error ?? "").toBe("succeeded");
    const result = run?.result as PreviewCacheResult;
    expect(result.built).toBeGreaterThanOrEqual(3);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { fileId: malformed, reason: expect.stringMatching(/^Line \d+: /) },
        { fileId: missing, reason: "not in storage" },
      ]),
    );
    const storage = createLocalStorage(path.join(t.config.dataDir, "storage"));
    const stored: string[] = [];
    for await (const object of storage.list(`Previews/well-logs/${main}/`)) stored.push(object.path);
    expect(stored).toHaveLength(1);
    const after = await Promise.all(queries.map((q) => get(q)));
    expect(after.map((res) => res.json())).toEqual(before.map((res) => res.json()));
    // The store is what is read: the unread run's file spoilt in place (same size and time, so the
    // same version as far as storage tells) still previews, from its store.
    const file = path.join(t.config.dataDir, "storage", "test", "WLF-T-7", "UNREAD_RUN.las");
    const { mtime } = await stat(file);
    await writeFile(file, "x".repeat(text.length));
    await utimes(file, mtime, mtime);
    const curves = await get(`${unread}/curves`);
    expect(curves.statusCode, curves.body).toBe(200);
    expect(curves.json().curves.map((c: { mnemonic: string }) => c.mnemonic)).toEqual(CURVES);
    expect(curves.json().index).toMatchObject({ top: 2500, count: 300 });
    expect((await get(`${malformed}/curves`)).statusCode).toBe(422);
  });
});
