import { DOWNLOAD_EVENTS, downloadRoom, SOCKET_EVENTS } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { connectSocket, recordEvents, until } from "../data-preparation/sync/test/storage-fixture.ts";
import { preparePackage } from "./prepare.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  storageOf,
} from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  // No runner of its own: the test runs the preparation itself, while the owner watches the room.
  t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

describe("the package's socket room", () => {
  it("gives its owner the live progress and the outcome; a colleague or another organisation cannot join", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    const other = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 5);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(3000, 1), Buffer.alloc(2000, 2)] });
    const call = request(t);
    const d = (
      await call("POST", "/api/catalogs/packager", c.memberCookie, { records: [{ type: a.type, id: a.id }] })
    ).json() as Detail;
    const confirmed = (
      await call("POST", `/api/download-packagers/${d.id}/confirm`, c.memberCookie)
    ).json() as Detail;
    expect(confirmed).toMatchObject({ status: "preparing", room: downloadRoom(d.id) });

    const room = downloadRoom(d.id);
    for (const cookie of [c.primaryCookie, other.memberCookie]) {
      const outsider = await connectSocket(t.app, cookie);
      try {
        expect(await outsider.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toMatchObject({
          ok: false,
          error: { code: "NOT_FOUND" },
        });
      } finally {
        outsider.close();
      }
    }

    const socket = await connectSocket(t.app, c.memberCookie);
    try {
      const events = recordEvents(socket);
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toEqual({ ok: true, room });
      const deps = {
        db: t.database.db,
        storage: storageOf(t),
        jobs: t.app.jobs,
        realtime: t.app.realtime,
        ttlDays: 14,
      };
      await t.app.jobs.drain();
      await until(() => events.some((e) => e.event === DOWNLOAD_EVENTS.done));
      const progress = events.filter((e) => e.event === DOWNLOAD_EVENTS.progress).map((e) => e.data);
      expect(progress.at(-1)).toMatchObject({
        packageId: d.id,
        filesDone: 2,
        filesTotal: 2,
        bytesDone: 5000,
        bytesTotal: 5000,
      });
      expect(events.find((e) => e.event === DOWNLOAD_EVENTS.done)?.data).toEqual({
        packageId: d.id,
        status: "ready",
        error: null,
      });
      // Joining later still tells where it stands.
      const late = await connectSocket(t.app, c.memberCookie);
      const lateEvents = recordEvents(late);
      await late.emitWithAck(SOCKET_EVENTS.joinRoom, { room });
      await until(() => lateEvents.some((e) => e.event === DOWNLOAD_EVENTS.done));
      late.close();
      expect((await preparePackage(deps, d.id)).status).toBe("ready");
    } finally {
      socket.close();
    }
  });
});
