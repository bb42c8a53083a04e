import { parseSeismicSection } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFiles } from "../../db/schema/index.ts";
import { segyFile } from "../../lib/demo-catalog/sample-files.ts";
import { lasFile } from "../../lib/demo-catalog/sample-las.ts";
import { seismicLine } from "../../lib/demo-catalog/sample-seismic.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { createS3Storage, type S3Storage } from "../../plugins/storage-s3.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { PREVIEW_CACHE_JOB } from "./preview-caches.ts";

/**
 * The previews with the app's files in an S3-compatible bucket (S3_*, a real s3rver): the readers
 * get their bytes by ranged GETs, as they read a local file by positions (seismic.test.ts and
 * well-logs.test.ts cover the rest on local storage).
 */
describe("previews on S3 storage", () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  let t: TestApp;
  let standard: SignedInUser;
  const TRACES = 120;
  const SAMPLES = 250;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3Storage(s3.options);
    t = await buildTestApp({ env: { JOB_CONCURRENCY: "0", ...s3.env } });
    const { db } = t.database;
    const line = await insertRecord(db, "Seismic_2D", { standard: true });
    const well = await insertRecord(db, "Well_Log", { standard: true, wellboreName: "S3-WELL-1" });
    const seismic = segyFile({
      client: "Strata",
      company: "Strata",
      survey: "S3 TEST",
      line: "S3-LINE",
      usi: "S3-USI",
      crs: "GDM2000",
      year: 2020,
      positions: Array.from({ length: TRACES }, (_, i) => ({
        lon: 104 + i / 1000,
        lat: 5,
        shotpoint: 1000 + i,
      })),
      samples: SAMPLES,
      data: seismicLine(7, TRACES, { samples: SAMPLES }),
    });
    const log = lasFile({
      well: "S3-WELL-1",
      field: "S3 FIELD",
      company: "Strata",
      uwi: "S3-UWI",
      location: "Block PM1",
      date: "2020-01-01",
      unit: "m",
      top: 1500,
      bottom: 1800,
      datum: "KB",
    });
    const put = async (sdcType: string, recordId: string, key: string, bytes: Buffer, format: string) => {
      await bucket.write(key, bytes);
      await insertJsonRows(db, catalogFiles, [
        {
          id: `${recordId}-s3`,
          sdcType,
          recordId,
          name: key.split("/").at(-1),
          path: key,
          sizeBytes: bytes.length,
          format,
        },
      ]);
    };
    await put(
      "Seismic_2D",
      String(line.seismic2DInfoID),
      "Seismic 2D/PM/S3-USI/SEG-Y/S3-LINE.sgy",
      seismic,
      "SEG-Y",
    );
    await put("Well_Log", String(well.wellLogFileInfoID), "WELL LOGS/PM/S3-WELL-1/RUN1.las", log, "LAS");
    standard = await signedInUser(t.app, db, { role: "standard" });
    Object.assign(ids, { line: `${line.seismic2DInfoID}-s3`, well: `${well.wellLogFileInfoID}-s3` });
  });
  const ids = { line: "", well: "" };

  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await s3?.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: standard.cookie } });

  it("reads a SEG-Y line's geometry and a decimated section from the bucket", async () => {
    const geometry = await get(`/api/visualisation/seismic/${ids.line}/geometry`);
    expect(geometry.statusCode, geometry.body).toBe(200);
    expect(geometry.json()).toMatchObject({ kind: "2d", traceCount: TRACES, samples: SAMPLES });
    const section = await get(`/api/visualisation/seismic/${ids.line}/section?width=60&height=100`);
    expect(section.statusCode, section.body).toBe(200);
    const { meta, bytes } = parseSeismicSection(section.rawPayload);
    expect([meta.width, meta.height]).toEqual([60, 100]);
    // Reflectors: the 8-bit samples use much of their range, not one flat value.
    expect(new Set(bytes).size).toBeGreaterThan(100);
  });

  it("builds the line's preview cache in the bucket and cuts sections from it", async () => {
    const query = "?width=60&height=100";
    const fromFile = parseSeismicSection(
      (await get(`/api/visualisation/seismic/${ids.line}/section${query}`)).rawPayload,
    );
    expect(fromFile.meta.source).toBe("file");
    await t.app.jobs.enqueue(PREVIEW_CACHE_JOB, {});
    expect(await t.app.jobs.drain()).toBe(1);
    const cached: string[] = [];
    for await (const object of bucket.list(`Previews/seismic/${ids.line}/`)) cached.push(object.path);
    expect(cached).toHaveLength(1);
    const res = await get(`/api/visualisation/seismic/${ids.line}/section${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const fromCache = parseSeismicSection(res.rawPayload);
    expect(fromCache.meta.source).toBe("cache");
    expect(fromCache.meta.x).toEqual(fromFile.meta.x);
    expect(new Set(fromCache.bytes).size).toBeGreaterThan(100);
  });

  it("reads a LAS file's curves and bucketed data from the bucket", async () => {
    const curves = await get(`/api/visualisation/well-logs/${ids.well}/curves`);
    expect(curves.statusCode, curves.body).toBe(200);
    expect(curves.json().curves.map((c: { mnemonic: string }) => c.mnemonic)).toEqual(
      expect.arrayContaining(["GR", "RHOB", "NPHI", "DT"]),
    );
    const data = await get(`/api/visualisation/well-logs/${ids.well}/data?curves=GR,RHOB&points=50`);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ bucketed: true });
    expect(data.json().depths).toHaveLength(50);
  });
});
