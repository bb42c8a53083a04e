import { mkdtemp, rm, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CATALOG_TYPES, type CatalogType, SOCKET_EVENTS, type SyncResult, syncRoom } from "@strata/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.ts";
import { loadConfig } from "../../../config.ts";
import {
  catalogFiles,
  jobs,
  jobWorkers,
  metadataHistories,
  storageObjects,
} from "../../../db/schema/index.ts";
import { buildTestApp, createTestDatabase, type TestApp } from "../../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../../catalogs/test/catalog-factory.ts";
import {
  connectSocket,
  countOf,
  type ExpectedFile,
  recordEvents,
  until,
  writeStorageFixture,
} from "./test/storage-fixture.ts";

const post = (t: TestApp, url: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/data-preparation/${url}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("cloud storage sync", () => {
  let t: TestApp;
  let data: SignedInUser;
  let expected: ExpectedFile[];

  beforeAll(async () => {
    // Jobs are run by the test (drain) once its socket has joined the room, so every event is seen.
    t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
    const { records } = await seedSmallCatalog(t.database.db);
    expected = await writeStorageFixture(path.join(t.config.dataDir, "storage"), records);
    data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  async function sync(type: CatalogType): Promise<SyncResult> {
    const started = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: type });
    expect(started.statusCode).toBe(202);
    await t.app.jobs.drain();
    const status = await post(t, "getsyncstatus", data.cookie, { jobId: started.json().jobId });
    expect(status.json().status).toBe("succeeded");
    return status.json().result;
  }

  const snapshot = async () => ({
    objects: await t.database.db.select().from(storageObjects).orderBy(asc(storageObjects.path)),
    files: await t.database.db.select().from(catalogFiles).orderBy(asc(catalogFiles.path)),
    histories: (await t.database.db.select().from(metadataHistories)).length,
  });

  it("links, lists unlinked and invalid files, and reports progress on its socket room", async () => {
    const socket = await connectSocket(t.app, data.cookie);
    try {
      for (const type of CATALOG_TYPES) {
        const started = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: type });
        expect(started.statusCode).toBe(202);
        const { jobId, room } = started.json();
        expect(room).toBe(syncRoom(jobId));

        const events = recordEvents(socket);
        socket.emit(SOCKET_EVENTS.joinRoom, { room });
        await until(() => events.some((e) => e.event === SOCKET_EVENTS.roomJoined));
        await t.app.jobs.drain();
        await until(() => events.some((e) => e.event === SOCKET_EVENTS.syncDone));
        socket.offAny();

        const names = events.map((e) => e.event);
        expect(names[0]).toBe(SOCKET_EVENTS.roomJoined);
        expect(names.at(-1)).toBe(SOCKET_EVENTS.syncDone);
        const progress = events.filter((e) => e.event === SOCKET_EVENTS.syncProgress).map((e) => e.data);
        const total = expected.filter((f) => f.type === type).length;
        expect(progress.length).toBeGreaterThanOrEqual(2);
        expect(progress[0]).toMatchObject({ jobId, total, current: 0 });
        expect(progress.at(-1)).toMatchObject({ jobId, total, current: total });
        expect(
          progress.every((p, i) => i === 0 || (p.current as number) >= (progress[i - 1].current as number)),
        ).toBe(true);

        const done = events.at(-1)!.data;
        expect(done).toMatchObject({
          jobId,
          status: "succeeded",
          result: {
            ingestType: type,
            total,
            linked: countOf(expected, type, "linked"),
            newlyLinked: countOf(expected, type, "linked"),
            unlinked: countOf(expected, type, "unlinked"),
            invalid: countOf(expected, type, "invalid"),
            invalidHeaders: countOf(expected, type, "invalid_header"),
            tables: countOf(expected, type, "table"),
            removed: 0,
          },
        });
        expect(await socket.emitWithAck(SOCKET_EVENTS.leaveRoom, { room })).toEqual({ ok: true, room });
      }
    } finally {
      socket.close();
    }

    const objects = await t.database.db.select().from(storageObjects);
    for (const file of expected) {
      const row = objects.find((o) => o.path === file.path);
      expect({ path: file.path, status: row?.status }).toEqual({ path: file.path, status: file.expect });
      if (file.recordId) expect(row?.recordId).toBe(file.recordId);
    }
    const linkedFiles = await t.database.db.select().from(catalogFiles);
    expect(linkedFiles.map((f) => f.path).sort()).toEqual(
      expected
        .filter((f) => f.expect === "linked")
        .map((f) => f.path)
        .sort(),
    );

    const unlinked = await post(t, "getunlinkfiles", data.cookie, {
      ingestType: "Seismic_2D",
      pageSize: 100,
    });
    expect(unlinked.json().pageTotal).toBe(countOf(expected, "Seismic_2D", "unlinked"));
    expect(
      unlinked.json().result.find((f: { name: string }) => f.name.endsWith("-REPROC.sgy")),
    ).toMatchObject({
      format: "SEG-Y",
      reason: expect.stringContaining("No Seismic 2D record has USI"),
    });
    const invalid = await post(t, "getinvalidfiles", data.cookie, {
      ingestType: "Seismic_2D",
      pageSize: 100,
    });
    const reasons = invalid
      .json()
      .result.map((f: { name: string; reason: string }) => `${f.name}: ${f.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/_PARTIAL\.sgy: Truncated SEG-Y: 2000 bytes/),
        expect.stringMatching(/_Acquisition_Report\.pdf: A PDF file does not belong under Seismic 2D/),
      ]),
    );
    expect(invalid.json().invalidHeaders).toEqual([
      {
        path: expect.stringMatching(/line_index\.csv$/),
        reason: expect.stringContaining('Unknown columns for Seismic 2D: "Line"'),
      },
    ]);
    const wellInvalid = await post(t, "getinvalidfiles", data.cookie, { ingestType: "Well_Log" });
    expect(wellInvalid.json().result).toEqual([
      expect.objectContaining({
        name: "NOTES.las",
        reason: expect.stringContaining("does not start with the ~V"),
      }),
    ]);
  });

  it("changes nothing when run again right after", async () => {
    const before = await snapshot();
    for (const type of CATALOG_TYPES) {
      const result = await sync(type);
      expect(result).toMatchObject({ newlyLinked: 0, removed: 0 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("drops the rows of files removed from storage, and keeps links made earlier", async () => {
    const gone = expected.find((f) => f.type === "Technical_Report" && f.expect === "unlinked")!;
    const linked = expected.find((f) => f.type === "Technical_Report" && f.expect === "linked")!;
    await unlink(path.join(t.config.dataDir, "storage", ...gone.path.split("/")));
    await unlink(path.join(t.config.dataDir, "storage", ...linked.path.split("/")));
    const result = await sync("Technical_Report");
    expect(result).toMatchObject({ removed: 2, missing: 1 });
    const rows = await t.database.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.sdcType, "Technical_Report"));
    expect(rows.map((r) => r.path)).not.toContain(gone.path);
    const [file] = await t.database.db.select().from(catalogFiles).where(eq(catalogFiles.path, linked.path));
    expect(file.recordId).toBe(linked.recordId);
  });

  it("answers the sync already queued for a category instead of starting another", async () => {
    const first = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: "Non_Seismic" });
    const second = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: "Non_Seismic" });
    expect(second.json().jobId).toBe(first.json().jobId);
    const other = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: "Seismic_3D" });
    expect(other.json().jobId).not.toBe(first.json().jobId);
    await t.app.jobs.drain();
  });

  it("sends a late joiner the outcome of a sync that has ended", async () => {
    const started = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: "Seismic_3D" });
    await t.app.jobs.drain();
    const socket = await connectSocket(t.app, data.cookie);
    try {
      const events = recordEvents(socket);
      socket.emit(SOCKET_EVENTS.joinRoom, { room: started.json().room });
      await until(() => events.some((e) => e.event === SOCKET_EVENTS.syncDone));
      expect(events.map((e) => e.event)).toEqual([SOCKET_EVENTS.roomJoined, SOCKET_EVENTS.syncDone]);
    } finally {
      socket.close();
    }
  });

  it("refuses the sync room to a session without the right, and a socket without a session", async () => {
    const customer = await signedInUser(t.app, t.database.db, { role: "premium" });
    const socket = await connectSocket(t.app, customer.cookie);
    try {
      const answer = await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room: syncRoom("any") });
      expect(answer).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    } finally {
      socket.close();
    }
    await expect(connectSocket(t.app)).rejects.toThrow("Please sign in to continue.");
  });

  it("answers 400 for an unknown ingestType, 401 without a session and 403 without the right", async () => {
    const system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    const customer = await signedInUser(t.app, t.database.db, { role: "premium" });
    const bad = await post(t, "sdccloudstoragesync", data.cookie, { ingestType: "Gravity" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.ingestType/);
    expect((await post(t, "sdccloudstoragesync", undefined, { ingestType: "Seismic_2D" })).statusCode).toBe(
      401,
    );
    expect(
      (await post(t, "sdccloudstoragesync", customer.cookie, { ingestType: "Seismic_2D" })).statusCode,
    ).toBe(403);
    expect(
      (await post(t, "sdccloudstoragesync", system.cookie, { ingestType: "Seismic_2D" })).statusCode,
    ).toBe(403);

    expect((await post(t, "getsyncstatus", system.cookie, { jobId: "nope" })).statusCode).toBe(404);
    expect((await post(t, "getsyncstatus", data.cookie, {})).statusCode).toBe(400);
    expect((await post(t, "getsyncstatus", undefined, { jobId: "nope" })).statusCode).toBe(401);
    expect((await post(t, "getsyncstatus", customer.cookie, { jobId: "nope" })).statusCode).toBe(403);
  });
});

describe("a sync job across a restart", () => {
  it("is queued by one app, which closes without running it, and completed by the next on the same database", async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-restart-"));
    const configOf = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    try {
      const { records } = await seedSmallCatalog(database.db);
      await writeStorageFixture(path.join(dataDir, "storage"), records);

      const first = await buildApp({ config: configOf({ JOB_CONCURRENCY: "0" }), database, logger: false });
      await first.ready();
      const user = await signedInUser(first, database.db, { role: "data-admin" });
      const started = await first.inject({
        method: "POST",
        url: "/api/data-preparation/sdccloudstoragesync",
        headers: { cookie: user.cookie },
        payload: { ingestType: "Well_Log" },
      });
      const { jobId } = started.json();
      await first.close();
      const [queued] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(queued).toMatchObject({ status: "queued", attempts: 0 });

      const second = await buildApp({ config: configOf({}), database, logger: false });
      await second.ready();
      try {
        let status = "";
        await until(async () => {
          const res = await second.inject({
            method: "POST",
            url: "/api/data-preparation/getsyncstatus",
            headers: { cookie: user.cookie },
            payload: { jobId },
          });
          status = res.json().status;
          return status === "succeeded" || status === "failed";
        });
        expect(status).toBe("succeeded");
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("left running by an app that crashed, is resumed by the next start within seconds, not after a minute", async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-crash-"));
    const configOf = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    try {
      const { records } = await seedSmallCatalog(database.db);
      await writeStorageFixture(path.join(dataDir, "storage"), records);
      const first = await buildApp({ config: configOf({ JOB_CONCURRENCY: "0" }), database, logger: false });
      await first.ready();
      const user = await signedInUser(first, database.db, { role: "data-admin" });
      const { jobId } = (
        await first.inject({
          method: "POST",
          url: "/api/data-preparation/sdccloudstoragesync",
          headers: { cookie: user.cookie },
          payload: { ingestType: "Well_Log" },
        })
      ).json();
      await first.close();
      // What a process killed mid-sync leaves: the job running under its fresh lock, its last heartbeat.
      await database.db.insert(jobWorkers).values({ id: "killed-instance" });
      await database.db
        .update(jobs)
        .set({ status: "running", lockedBy: "killed-instance", lockedAt: new Date(), attempts: 1 })
        .where(eq(jobs.id, jobId));

      const second = await buildApp({ config: configOf({}), database, logger: false });
      await second.ready();
      try {
        const status = async () =>
          (
            await second.inject({
              method: "POST",
              url: "/api/data-preparation/getsyncstatus",
              headers: { cookie: user.cookie },
              payload: { jobId },
            })
          ).json().status;
        // The embedded database is resumed at once; a server's other instances wait for the
        // killed one's heartbeat to go stale (10 s), never for the minute-long lock.
        await until(async () => (await status()) === "succeeded", 20_000);
        const [job] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
        expect(job).toMatchObject({ status: "succeeded", attempts: 2, lockedBy: null });
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
