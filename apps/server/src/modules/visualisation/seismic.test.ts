import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseSeismicSection } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFiles, jobs } from "../../db/schema/index.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { type OracleReading, writeWithSegyio } from "../../lib/segy/test/oracle.ts";
import { createOrganisation } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { recordWithFiles, storageOf } from "../downloads/test/helpers.ts";
import { BID_ONLY_MESSAGE } from "./access.ts";
import { PREVIEW_CACHE_JOB, type PreviewCacheResult } from "./preview-caches.ts";

let t: TestApp;
let dir: string;
let oracle: Record<string, OracleReading>;
let standard: SignedInUser;
/** Files by what they are: a 400-trace 2D line, a small 3D cube, a truncated file; `bidLine` is on a bid-flagged record. */
const files = { line: "", cube: "", truncated: "", bidLine: "" };

beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), "seismic-api-"));
  oracle = writeWithSegyio(dir, [
    {
      name: "line",
      format: 5,
      endian: "big",
      ilines: [1],
      xlines: Array.from({ length: 400 }, (_, i) => i + 1),
      samples: 16,
      interval: 4000,
    },
    {
      name: "cube",
      format: 1,
      endian: "little",
      ilines: [5, 6, 7],
      xlines: [20, 21, 22, 23],
      samples: 12,
      interval: 2000,
    },
  ]);
  const line = await readFile(oracle.line.path);
  const cube = await readFile(oracle.cube.path);
  const fileOf = async (bytes: Buffer, flags: Record<string, boolean> = { standard: true }) =>
    `${(await recordWithFiles(t, { files: [bytes], flags })).id}-0`;
  files.line = await fileOf(line);
  files.cube = await fileOf(cube, { standard: true, bid: false });
  files.truncated = await fileOf(line.subarray(0, line.length - 7));
  files.bidLine = await fileOf(line, { bid: true });
  standard = await signedInUser(t.app, t.database.db, { role: "standard" });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const url = (fileId: string, call: string, query = "") =>
  `/api/visualisation/seismic/${fileId}/${call}${query}`;
const get = (target: string, cookie = standard.cookie) =>
  t.app.inject({ method: "GET", url: target, headers: cookie ? { cookie } : {} });

describe("GET /api/visualisation/seismic/:fileId/geometry", () => {
  it("answers a 2D line's and a 3D cube's geometry", async () => {
    const line = await get(url(files.line, "geometry"));
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json()).toMatchObject({
      kind: "2d",
      traceCount: 400,
      samples: 16,
      sampleIntervalUs: 4000,
      timeStartMs: 0,
      timeEndMs: 60,
      format: 5,
      byteOrder: "big",
      textualEncoding: "ebcdic",
      inline: null,
      crossline: null,
      cdp: { min: 1000, max: 1399 },
    });
    const cube = (await get(url(files.cube, "geometry"))).json();
    expect(cube).toMatchObject({
      kind: "3d",
      format: 1,
      byteOrder: "little",
      inline: { min: 5, max: 7, step: 1, byte: 189 },
      crossline: { min: 20, max: 23, step: 1, byte: 193 },
    });
    expect(cube).not.toHaveProperty("index");
  });
});

describe("GET /api/visualisation/seismic/:fileId/headers", () => {
  it("answers the textual cards, binary words and a window of trace headers with suggested keys", async () => {
    const res = await get(url(files.cube, "headers", "?traceStart=2&traceCount=5"));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.textual.cards).toHaveLength(40);
    expect(body.binary).toContainEqual({ name: "Format", byte: 3225, value: 1 });
    expect(body.traces).toMatchObject({ start: 2, count: 5 });
    const inline = body.traces.fields.find((f: { byte: number }) => f.byte === 189);
    expect(inline.values).toEqual(oracle.cube.headers.slice(2, 7).map((h) => h["189"]));
    expect(body.suggestedKeys).toEqual({
      primary: { name: "INLINE_3D", byte: 189 },
      secondary: { name: "CROSSLINE_3D", byte: 193 },
    });
  });

  it("answers 400 for a window past the last trace or more than 200 traces", async () => {
    const past = await get(url(files.cube, "headers", "?traceStart=12"));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details.issues[0].field).toBe("querystring.traceStart");
    expect((await get(url(files.cube, "headers", "?traceCount=201"))).statusCode).toBe(400);
  });
});

describe("GET /api/visualisation/seismic/:fileId/section", () => {
  it("answers the octet layout, decimated to the width asked (400 traces → 100 columns)", async () => {
    const res = await get(url(files.line, "section", "?kind=line&width=100&height=800"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    const { meta, bytes } = parseSeismicSection(res.rawPayload);
    expect(meta).toMatchObject({
      kind: "line",
      index: null,
      width: 100,
      height: 16,
      watermark: null,
      decimated: true,
    });
    expect(meta.x.values).toHaveLength(100);
    expect(meta.y).toEqual({ label: "Two-way time (ms)", start: 0, step: 4 });
    expect(bytes).toHaveLength(100 * 16);
    expect(res.rawPayload.length).toBe(4 + res.rawPayload.readUInt32LE(0) + 100 * 16);
    expect(meta.scale).toBeCloseTo(meta.clip / 127);
  });

  it("cuts an inline of a 3D cube within a time window", async () => {
    const res = await get(
      url(files.cube, "section", "?kind=inline&index=6&timeFrom=4&timeTo=10&width=3&height=50"),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { meta, bytes } = parseSeismicSection(res.rawPayload);
    expect(meta).toMatchObject({ kind: "inline", index: 6, width: 3, height: 4, decimated: true });
    expect(meta.y.start).toBe(4);
    expect(bytes).toHaveLength(12);
  });

  it("answers a PNG in a colour map", async () => {
    const res = await get(
      url(files.line, "section", "?format=png&colormap=seismic&gain=2&width=200&height=10"),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([200, 10]);
  });

  it("answers 400 for bounds and values outside the contract, naming the field", async () => {
    const wide = await get(url(files.line, "section", "?width=5000"));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.details.issues[0].field).toBe("querystring.width");
    const kind = await get(url(files.line, "section", "?kind=nonsense"));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.details.issues[0].field).toBe("querystring.kind");
    expect((await get(url(files.line, "section", "?kind=inline&index=1"))).statusCode).toBe(400);
    expect((await get(url(files.cube, "section", "?kind=crossline&index=99"))).statusCode).toBe(400);
  });
});

describe("who may preview", () => {
  it("answers 401 without a session and 403 to a basic user", async () => {
    expect((await get(url(files.line, "geometry"), "")).statusCode).toBe(401);
    const basic = await signedInUser(t.app, t.database.db, { role: "basic" });
    expect((await get(url(files.line, "section"), basic.cookie)).statusCode).toBe(403);
  });

  it("lets the MBR tier preview only records flagged for bid rounds", async () => {
    const mbr = await signedInUser(t.app, t.database.db, { role: "mbr" });
    const refused = await get(url(files.line, "section"), mbr.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BID_ONLY_MESSAGE);
    const bid = await get(url(files.bidLine, "section", "?width=50"), mbr.cookie);
    expect(bid.statusCode, bid.body).toBe(200);
    expect(parseSeismicSection(bid.rawPayload).meta.width).toBe(50);
  });

  it("stamps a VDR organisation's name on the section and into the PNG", async () => {
    const organisation = await createOrganisation(t.database.db, {
      tier: "standard",
      name: "Acme Exploration",
    });
    const vdr = await signedInUser(t.app, t.database.db, {
      role: "standard",
      organisationId: organisation.id,
      addOns: ["vdr"],
    });
    const res = await get(url(files.line, "section", "?width=300"), vdr.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(parseSeismicSection(res.rawPayload).meta.watermark).toBe("Acme Exploration");
    const query = "?format=png&width=300&height=16";
    const [marked, plain] = await Promise.all([
      get(url(files.line, "section", query), vdr.cookie),
      get(url(files.line, "section", query)),
    ]);
    expect(marked.rawPayload.equals(plain.rawPayload)).toBe(false);
  });
});

describe("files that cannot be previewed", () => {
  it("answers 404 for an unknown file and for one missing from storage", async () => {
    expect((await get(url("no-such-file", "geometry"))).statusCode).toBe(404);
    const key = "Seismic 2D/PM/GONE/SEG-Y/gone.sgy";
    await insertJsonRows(t.database.db, catalogFiles, [
      {
        id: "gone-0",
        sdcType: "Seismic_2D",
        recordId: files.line.slice(0, -2),
        name: "gone.sgy",
        path: key,
        sizeBytes: 9000,
        format: "SEG-Y",
      },
    ]);
    const gone = await get(url("gone-0", "section"));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(
      "The file gone.sgy is in the catalogue but not in storage: it cannot be previewed.",
    );
  });

  it("answers 422 with what is wrong for a malformed file", async () => {
    for (const call of ["geometry", "headers", "section"]) {
      const res = await get(url(files.truncated, call));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: "MALFORMED_FILE" });
      expect(res.json().error.message).toMatch(/^Truncated SEG-Y: .* not a whole number of 304-byte traces/);
    }
    const empty = `${(await recordWithFiles(t, { files: [Buffer.alloc(0)] })).id}-0`;
    const res = await get(url(empty, "section"));
    expect([res.statusCode, res.json().error.message]).toEqual([
      422,
      "Truncated SEG-Y: 0 bytes, shorter than the 3600-byte textual and binary header",
    ]);
  });
});

describe("the preview cache made after a sync of seismic data", () => {
  /** Waits for every job of `kind` to have ended (the app's own workers may be running it). */
  async function ended(kind: string) {
    for (let i = 0; i < 200; i++) {
      await t.app.jobs.drain();
      const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
      if (rows.length > 0 && rows.every((row) => row.status === "succeeded" || row.status === "failed"))
        return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the ${kind} jobs did not end`);
  }
  const section = async (fileId: string, query: string) => {
    const res = await get(url(fileId, "section", query));
    expect(res.statusCode, res.body).toBe(200);
    return parseSeismicSection(res.rawPayload);
  };
  const amplitudes = ({ meta, bytes }: ReturnType<typeof parseSeismicSection>) =>
    Array.from(bytes, (b) => (b - 128) * meta.scale);

  it("answers from the cache once the job has run: the same sections, the file's geometry", async () => {
    const queries = [
      // Full resolution: decimated, a bucket may keep another of two near-equal samples once rounded.
      "?kind=line&width=400&height=16&clip=1000",
      "?kind=inline&index=6&timeFrom=4&timeTo=10&width=4&height=50&clip=1000",
      "?kind=crossline&index=21&width=10&height=50&clip=1000",
      "?kind=timeslice&index=6&width=10&height=10&clip=1000",
    ];
    const fileOf = (query: string) => (query.includes("kind=line") ? files.line : files.cube);
    const before = await Promise.all(queries.map((q) => section(fileOf(q), q)));
    const geometryBefore = (await get(url(files.cube, "geometry"))).json();
    expect(before.map((s) => s.meta.source)).toEqual(["file", "file", "file", "file"]);

    // A sync of seismic data ends by queueing the cache job (app.ts); the job builds what is missing.
    await t.app.jobs.enqueue("storage-sync", { ingestType: "Seismic_3D" });
    await ended("storage-sync");
    const [run] = await ended(PREVIEW_CACHE_JOB);
    expect(run.status, run.error ?? "").toBe("succeeded");
    const result = run.result as PreviewCacheResult;
    // The line, the cube and the bid line (at least); the truncated file stays previewed from itself.
    expect(result.built).toBeGreaterThanOrEqual(3);
    expect(result.skipped).toContainEqual({
      fileId: files.truncated,
      reason: expect.stringMatching(/^Truncated SEG-Y/),
    });

    const after = await Promise.all(queries.map((q) => section(fileOf(q), q)));
    expect(after.map((s) => s.meta.source)).toEqual(["cache", "cache", "cache", "cache"]);
    after.forEach((cached, i) => {
      const fromFile = before[i];
      expect(cached.meta.x).toEqual(fromFile.meta.x);
      expect(cached.meta.y).toEqual(fromFile.meta.y);
      // Both round to a byte at the same clip (half a step each); the cache rounded once before, to
      // its quantum: at most 2 × the file's largest |a| / 127, half of it either way.
      const name = queries[i].includes("kind=line") ? "line" : "cube";
      const largest = Math.max(...oracle[name].traces.flat().map(Math.abs));
      const tolerance = fromFile.meta.scale + largest / 127 + 1e-9;
      const theirs = amplitudes(fromFile);
      for (const [k, a] of amplitudes(cached).entries()) {
        expect(Math.abs(a - theirs[k])).toBeLessThanOrEqual(tolerance);
      }
    });
    expect((await get(url(files.cube, "geometry"))).json()).toEqual(geometryBefore);

    // A second run finds every cache up to date.
    await t.app.jobs.enqueue(PREVIEW_CACHE_JOB, {});
    const runs = await ended(PREVIEW_CACHE_JOB);
    const builtOf = (r: (typeof runs)[number]) => (r.result as PreviewCacheResult).built;
    expect(runs.map(builtOf).sort()).toEqual([0, result.built].sort());
  });

  it("is remade when the file changes, and the file is read meanwhile", async () => {
    const line = await readFile(oracle.line.path);
    const record = await recordWithFiles(t, { files: [line], flags: { standard: true } });
    const fileId = `${record.id}-0`;
    await t.app.jobs.enqueue(PREVIEW_CACHE_JOB, {});
    await ended(PREVIEW_CACHE_JOB);
    expect((await section(fileId, "?width=10&height=10")).meta.source).toBe("cache");
    // The file replaced in storage (another size): the old cache no longer matches it.
    const [stored] = await t.database.db.select().from(catalogFiles).where(eq(catalogFiles.id, fileId));
    await storageOf(t).write(stored.path, line.subarray(0, 3600 + 304 * 200));
    const meanwhile = await section(fileId, "?width=400&height=10");
    expect([meanwhile.meta.source, meanwhile.meta.width]).toEqual(["file", 200]);
    await t.app.jobs.enqueue(PREVIEW_CACHE_JOB, {});
    await ended(PREVIEW_CACHE_JOB);
    const remade = await section(fileId, "?width=400&height=10");
    expect([remade.meta.source, remade.meta.width]).toEqual(["cache", 200]);
    const kept: string[] = [];
    for await (const object of storageOf(t).list(`Previews/seismic/${fileId}/`)) kept.push(object.path);
    expect(kept).toHaveLength(1);
  });

  describe("as Metadata Administration shows it (GET and POST /api/visualisation/preview-caches)", () => {
    // An app of its own without workers: the test runs the queued jobs (drain), so a run waits until then.
    let quiet: TestApp;
    const quietFiles = { line: "", truncated: "" };
    beforeAll(async () => {
      quiet = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
      const line = await readFile(oracle.line.path);
      quietFiles.line = `${(await recordWithFiles(quiet, { files: [line] })).id}-0`;
      quietFiles.truncated = `${(await recordWithFiles(quiet, { files: [line.subarray(0, line.length - 7)] })).id}-0`;
    });
    afterAll(() => quiet?.close());

    const status = (cookie?: string) =>
      quiet.app.inject({
        method: "GET",
        url: "/api/visualisation/preview-caches",
        headers: cookie ? { cookie } : {},
      });
    const runNow = (cookie?: string, payload: object = {}) =>
      quiet.app.inject({
        method: "POST",
        url: "/api/visualisation/preview-caches",
        headers: cookie ? { cookie } : {},
        payload,
      });

    it("names the files the last run could not cache, and queues one run at a time", async () => {
      const data = await signedInUser(quiet.app, quiet.database.db, { role: "data-admin" });
      expect((await status(data.cookie)).json()).toEqual({ lastRun: null });
      const first = await runNow(data.cookie);
      expect(first.statusCode, first.body).toBe(202);
      expect(first.json().queued).toBe(true);
      // Asked again before it has run: the waiting run is the answer, not a second one.
      const again = await runNow(data.cookie);
      expect(again.json()).toEqual({ jobId: first.json().jobId, queued: false });
      const waiting = (await status(data.cookie)).json().lastRun;
      expect([waiting.jobId, waiting.status, waiting.built]).toEqual([first.json().jobId, "queued", 0]);

      expect(await quiet.app.jobs.drain()).toBe(1);
      const res = await status(data.cookie);
      expect(res.statusCode).toBe(200);
      const { lastRun } = res.json();
      expect(lastRun).toMatchObject({
        jobId: first.json().jobId,
        status: "succeeded",
        built: 1,
        upToDate: 0,
        skippedCount: 1,
        error: null,
      });
      const [truncated] = await quiet.database.db
        .select()
        .from(catalogFiles)
        .where(eq(catalogFiles.id, quietFiles.truncated));
      expect(lastRun.skipped).toEqual([
        {
          fileId: quietFiles.truncated,
          name: truncated.name,
          path: truncated.path,
          reason: expect.stringMatching(/^Truncated SEG-Y/),
        },
      ]);
      // Once it has run, a new request queues a new run: it finds the line's cache made.
      const next = await runNow(data.cookie);
      expect(next.json().queued).toBe(true);
      await quiet.app.jobs.drain();
      expect((await status(data.cookie)).json().lastRun).toMatchObject({
        built: 0,
        upToDate: 1,
        skippedCount: 1,
      });
    });

    it("is read by data and system staff, run by data staff only; 400 for a body it does not take", async () => {
      const system = await signedInUser(quiet.app, quiet.database.db, { role: "system-admin" });
      const data = await signedInUser(quiet.app, quiet.database.db, { role: "data-admin" });
      const customer = await signedInUser(quiet.app, quiet.database.db, { role: "premium" });
      expect((await status()).statusCode).toBe(401);
      expect((await runNow()).statusCode).toBe(401);
      // Customers (of any organisation) see no runs: the caches are the repository's, none is theirs.
      expect((await status(customer.cookie)).statusCode).toBe(403);
      expect((await runNow(customer.cookie)).statusCode).toBe(403);
      expect((await status(system.cookie)).statusCode).toBe(200);
      expect((await runNow(system.cookie)).statusCode).toBe(403);
      const bad = await runNow(data.cookie, { fileId: quietFiles.line });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    });
  });
});
