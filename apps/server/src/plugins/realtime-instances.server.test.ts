import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SOCKET_EVENTS } from "@strata/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openPostgres } from "../db/client.ts";
import { type SignedInUser, signedInUser } from "../modules/catalogs/test/catalog-factory.ts";
import { connectSocket, recordEvents, until } from "../modules/data-preparation/sync/test/storage-fixture.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";

/**
 * Two app instances on one PostgreSQL database and one Redis (REDIS_URL; 127.0.0.1:6379 on these
 * machines and in CI), as behind a load balancer: a job run by one reaches sockets on the other.
 * A PostgreSQL server test (TEST_DATABASE_URL), since the embedded engine has one connection.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("real-time rooms across two instances (Redis adapter)", () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: DatabaseHandle; dataDir: string };
  let data: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Neither instance runs jobs on its own: the test runs them on A with drain.
    const env = { JOB_CONCURRENCY: "0", REDIS_URL };
    a = await buildTestApp({ env });
    const { rows } = await a.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-app-b-"));
    const database = await openPostgres(url.toString());
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    b = { app: await buildApp({ config, database, logger: false }), database, dataDir };
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    data = await signedInUser(a.app, a.database.db, { role: "data-admin" });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.app.close();
    await b?.database.close();
    if (b) await rm(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  const connect = async (app: FastifyInstance, cookie: string) => {
    const socket = await connectSocket(app, cookie);
    sockets.push(socket);
    return socket;
  };

  it("a storage sync run by instance A reports its progress to a socket on instance B", async () => {
    const started = await a.app.inject({
      method: "POST",
      url: "/api/data-preparation/sdccloudstoragesync",
      headers: { cookie: data.cookie },
      payload: { ingestType: "Seismic_2D" },
    });
    expect(started.statusCode).toBe(202);
    const { jobId, room } = started.json();

    const inRoom = await connect(b.app, data.cookie);
    const outside = await connect(b.app, data.cookie);
    const events = recordEvents(inRoom);
    const elsewhere = recordEvents(outside);
    expect(await inRoom.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toEqual({ ok: true, room });

    // The sync, then the preview-caches job its success queues (a sync of seismic data).
    expect(await a.app.jobs.drain()).toBe(2);
    await until(() => events.some((e) => e.event === SOCKET_EVENTS.syncDone));
    expect(events.find((e) => e.event === SOCKET_EVENTS.syncProgress)?.data).toMatchObject({ jobId });
    expect(events.find((e) => e.event === SOCKET_EVENTS.syncDone)?.data).toMatchObject({
      jobId,
      status: "succeeded",
    });
    // Only the room's sockets hear it: the other socket of the same user, not in the room, does not.
    a.app.realtime.publish(room, "marker", { after: "done" });
    await until(() => events.some((e) => e.event === "marker"));
    expect(elsewhere.map((e) => e.event)).toEqual([]);
  });

  it("disconnects a user's sockets on instance B when instance A ends their sessions, and no one else's", async () => {
    const member = await signedInUser(a.app, a.database.db, { role: "premium" });
    const onB = await connect(b.app, member.cookie);
    const onA = await connect(a.app, member.cookie);
    const bystander = await connect(b.app, data.cookie);
    const reasons: string[] = [];
    onB.on("disconnect", (reason) => reasons.push(`B:${reason}`));
    onA.on("disconnect", (reason) => reasons.push(`A:${reason}`));

    a.app.realtime.disconnectUsers([member.id]);
    await until(() => reasons.length === 2);
    expect(reasons.sort()).toEqual(["A:io server disconnect", "B:io server disconnect"]);
    // A round trip on the bystander's connection: still there after the disconnection crossed.
    expect(bystander.connected).toBe(true);
    const rooms = await bystander.emitWithAck(SOCKET_EVENTS.leaveRoom, { room: "sync:none" });
    expect(rooms).toEqual({ ok: true, room: "sync:none" });
  });
});
