import { stat } from "node:fs/promises";
import path from "node:path";
import { CATALOG_TYPES, type CatalogType, SOCKET_EVENTS, type SyncResult } from "@strata/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFiles, storageObjects, uploads } from "../../db/schema/index.ts";
import { createS3Storage, type S3Storage } from "../../plugins/storage-s3.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { PDF, wizard } from "../registration/test/helpers.ts";
import { UNLINKED_BY_HAND } from "./files/service.ts";
import {
  connectSocket,
  countOf,
  type ExpectedFile,
  recordEvents,
  until,
  writeStorageFixture,
} from "./sync/test/storage-fixture.ts";

/**
 * The storage sync and the metadata file links with the app's files in an S3-compatible bucket
 * (S3_*, a real s3rver): the same fixture and expectations as the local-directory tests of sync/ and
 * files/, so listing, ranged header reads and missing files behave alike on both storages. Uploads
 * (uploads/) go to the bucket too.
 */
describe("storage sync, file links and uploads on S3 storage", () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  let t: TestApp;
  let data: SignedInUser;
  let expected: ExpectedFile[];

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/data-preparation/${url}`,
      headers: { cookie: data.cookie },
      payload: payload as object,
    });

  async function sync(type: CatalogType): Promise<SyncResult> {
    const started = await post("sdccloudstoragesync", { ingestType: type });
    expect(started.statusCode).toBe(202);
    await t.app.jobs.drain();
    const status = await post("getsyncstatus", { jobId: started.json().jobId });
    expect(status.json().status).toBe("succeeded");
    return status.json().result;
  }

  const objectAt = async (p: string) =>
    (await t.database.db.select().from(storageObjects).where(eq(storageObjects.path, p)))[0];

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3Storage(s3.options);
    t = await buildTestApp({ env: { JOB_CONCURRENCY: "0", ...s3.env } });
    const { records } = await seedSmallCatalog(t.database.db);
    expected = await writeStorageFixture(bucket, records);
    data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it("links, lists unlinked and invalid files from the bucket, with progress on the socket room", async () => {
    const socket = await connectSocket(t.app, data.cookie);
    try {
      for (const type of CATALOG_TYPES) {
        const started = await post("sdccloudstoragesync", { ingestType: type });
        const { jobId, room } = started.json();
        const events = recordEvents(socket);
        expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toEqual({ ok: true, room });
        await t.app.jobs.drain();
        await until(() => events.some((e) => e.event === SOCKET_EVENTS.syncDone));
        socket.offAny();
        const total = expected.filter((f) => f.type === type).length;
        const progress = events.filter((e) => e.event === SOCKET_EVENTS.syncProgress).map((e) => e.data);
        expect(progress.at(-1)).toMatchObject({ jobId, total, current: total });
        expect(events.find((e) => e.event === SOCKET_EVENTS.syncDone)?.data).toMatchObject({
          status: "succeeded",
          result: {
            total,
            linked: countOf(expected, type, "linked"),
            unlinked: countOf(expected, type, "unlinked"),
            invalid: countOf(expected, type, "invalid"),
            invalidHeaders: countOf(expected, type, "invalid_header"),
            tables: countOf(expected, type, "table"),
          },
        });
      }
    } finally {
      socket.close();
    }
    const objects = await t.database.db.select().from(storageObjects).orderBy(asc(storageObjects.path));
    for (const file of expected) {
      const row = objects.find((o) => o.path === file.path);
      expect({ path: file.path, status: row?.status }).toEqual({ path: file.path, status: file.expect });
      if (file.recordId) expect(row?.recordId).toBe(file.recordId);
    }
    // The content checks read each file's head (and a PDF's tail) with ranged GETs.
    const invalid = await post("getinvalidfiles", { ingestType: "Seismic_2D", pageSize: 100 });
    expect(
      invalid.json().result.map((f: { name: string; reason: string }) => `${f.name}: ${f.reason}`),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/_PARTIAL\.sgy: Truncated SEG-Y: 2000 bytes/)]));
    expect(invalid.json().invalidHeaders).toEqual([
      { path: expect.stringMatching(/line_index\.csv$/), reason: expect.stringContaining("Unknown columns") },
    ]);
    const reports = await post("getinvalidfiles", { ingestType: "Technical_Report" });
    expect(reports.json().result).toEqual([
      expect.objectContaining({ reason: "Truncated PDF: no %%EOF marker at its end" }),
    ]);
  });

  it("unlinks and links a file by hand, and a second sync keeps the hand's choice", async () => {
    const linked = expected.find((f) => f.type === "Technical_Report" && f.expect === "linked")!;
    const [slot] = (
      await post("getsdcmetadatafile", { ingestType: "Technical_Report", id: linked.recordId })
    ).json().files;
    expect(slot).toMatchObject({ path: linked.path, format: "PDF" });
    const unlinked = await post("metadatasetlinkfile", {
      ingestType: "Technical_Report",
      id: linked.recordId,
      files: [{ fileid: "", id: linked.recordId, bak_id: slot.bak_id }],
    });
    expect(unlinked.json()).toEqual({ code: 200, message: "File unlinked successfully" });
    await sync("Technical_Report");
    expect(await objectAt(linked.path)).toMatchObject({ status: "unlinked", reason: UNLINKED_BY_HAND });

    const back = await post("metadatasetlinkfile", {
      ingestType: "Technical_Report",
      id: linked.recordId,
      files: [{ fileid: slot.fileid, id: linked.recordId, bak_id: "" }],
    });
    expect(back.json()).toEqual({ code: 200, message: "File linked successfully" });
    expect(await objectAt(linked.path)).toMatchObject({ status: "linked", recordId: linked.recordId });
  });

  it("keeps an uploaded document in the bucket, and removes it from there", async () => {
    const draft = wizard(t.app, t.config.dataDir);
    await draft.start();
    const upload = (await draft.upload()).json();
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(await bucket.readRange(row.storageKey, { start: 0 })).toEqual(PDF);
    expect(await stat(path.join(t.config.dataDir, "storage", row.storageKey)).catch(() => null)).toBeNull();
    expect((await draft.deleteUpload(upload.id)).json()).toEqual({ ok: true });
    expect(await bucket.stat(row.storageKey)).toBeNull();
  });

  it("drops the rows of objects deleted from the bucket, and keeps the links made earlier", async () => {
    const gone = expected.find((f) => f.type === "Well_Log" && f.expect === "unlinked")!;
    const linked = expected.find((f) => f.type === "Well_Log" && f.expect === "linked")!;
    await bucket.delete(gone.path);
    await bucket.delete(linked.path);
    expect(await sync("Well_Log")).toMatchObject({ removed: 2, missing: 1 });
    expect(await objectAt(gone.path)).toBeUndefined();
    const [file] = await t.database.db.select().from(catalogFiles).where(eq(catalogFiles.path, linked.path));
    expect(file.recordId).toBe(linked.recordId);
  });
});
