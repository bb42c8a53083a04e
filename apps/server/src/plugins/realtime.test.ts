import { defineAbilityFor, SOCKET_EVENTS, SOCKET_PATH, syncRoom } from "@strata/core";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalOrigin } from "../lib/origin.ts";
import { signedInUser } from "../modules/catalogs/test/catalog-factory.ts";
import { STORAGE_SYNC_JOB } from "../modules/data-preparation/index.ts";
import { connectSocket, recordEvents, until } from "../modules/data-preparation/sync/test/storage-fixture.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { attachRealtime } from "./realtime.ts";

const port = (t: { app: FastifyInstance }) => {
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening");
  return address.port;
};

describe("real-time rooms", () => {
  let t: TestApp;

  let jobId: string;

  beforeAll(async () => {
    // Jobs are queued, never run: the rooms here are about a sync that exists, not its progress.
    t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    jobId = await t.app.jobs.enqueue(STORAGE_SYNC_JOB, { ingestType: "Seismic_2D" });
  });
  afterAll(() => t.close());

  it("refuses a handshake without a session", async () => {
    await expect(connectSocket(t.app)).rejects.toThrow("Please sign in to continue.");
    await expect(connectSocket(t.app, "strata.session_token=forged")).rejects.toThrow(
      "Please sign in to continue.",
    );
  });

  it("refuses a connection from a page on another site, and accepts the portal's own", async () => {
    const staff = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    const connect = (origin: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(`http://127.0.0.1:${port(t)}`, {
          path: SOCKET_PATH,
          transports: ["websocket"],
          extraHeaders: { cookie: staff.cookie, origin },
          reconnection: false,
        });
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", (err) => {
          socket.close();
          reject(err);
        });
      });
    await expect(connect("https://evil.example")).rejects.toThrow();
    await expect(connect(`http://localhost:${port(t)}`)).rejects.toThrow();
    const own = await connect(`http://127.0.0.1:${port(t)}`);
    expect(own.connected).toBe(true);
    own.close();
  });

  it("joins and leaves a room it may see, with events and acknowledgements", async () => {
    const system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    const socket = await connectSocket(t.app, system.cookie);
    try {
      const events = recordEvents(socket);
      const room = syncRoom(jobId);
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toEqual({ ok: true, room });
      socket.emit(SOCKET_EVENTS.leaveRoom, { room });
      await until(() => events.some((e) => e.event === SOCKET_EVENTS.roomLeft));
      expect(events).toEqual([
        { event: SOCKET_EVENTS.roomJoined, data: { room } },
        { event: SOCKET_EVENTS.roomLeft, data: { room } },
      ]);
    } finally {
      socket.close();
    }
  });

  it("refuses a sync room as getsyncstatus refuses its job: FORBIDDEN without the right, NOT_FOUND for no job", async () => {
    const customer = await signedInUser(t.app, t.database.db, { role: "premium" });
    const system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    const customerSocket = await connectSocket(t.app, customer.cookie);
    const systemSocket = await connectSocket(t.app, system.cookie);
    try {
      const join = (socket: typeof customerSocket, room: string) =>
        socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room });
      // Without the right, whether the job exists is not told.
      for (const room of [syncRoom(jobId), syncRoom("no-such-job")]) {
        expect(await join(customerSocket, room)).toEqual({
          ok: false,
          room,
          error: { code: "FORBIDDEN", message: "You do not have permission to do this." },
        });
      }
      expect(await join(systemSocket, syncRoom("no-such-job"))).toMatchObject({
        ok: false,
        error: { code: "NOT_FOUND" },
      });
      const events = recordEvents(customerSocket);
      await join(customerSocket, syncRoom(jobId));
      expect(events).toContainEqual({
        event: SOCKET_EVENTS.roomError,
        data: { room: syncRoom(jobId), error: expect.objectContaining({ code: "FORBIDDEN" }) },
      });
    } finally {
      customerSocket.close();
      systemSocket.close();
    }
  });

  it("never lets a socket into a user's own room", async () => {
    const data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    const socket = await connectSocket(t.app, data.cookie);
    try {
      const room = `user:${data.id}`;
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room })).toMatchObject({
        ok: false,
        error: { code: "NOT_FOUND" },
      });
      expect(() =>
        t.app.realtime.addRoomPolicy("user:", { access: { authenticated: true }, find: async () => ({}) }),
      ).toThrow();
    } finally {
      socket.close();
    }
  });

  it("refuses a room without a policy, and a malformed request", async () => {
    const data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    const socket = await connectSocket(t.app, data.cookie);
    try {
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room: "admin:everything" })).toMatchObject({
        ok: false,
        room: "admin:everything",
        error: { code: "NOT_FOUND" },
      });
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { nope: 1 })).toMatchObject({
        ok: false,
        error: { code: "BAD_REQUEST" },
      });
    } finally {
      socket.close();
    }
  });
});

describe("room policies", () => {
  it("checks the declared access, then finds the room's resource, by the longest matching prefix", async () => {
    const Fastify = (await import("fastify")).default;
    const app = Fastify({ logger: false });
    const viewerOf = (id: string, role: "data-admin" | "premium") =>
      ({
        user: { id },
        ability: defineAbilityFor({ id, role, addOnsType: [], isPrimary: true, isExpired: false }),
      }) as never;
    const viewers: Record<string, unknown> = {
      boss: viewerOf("boss", "data-admin"),
      clerk: viewerOf("clerk", "premium"),
    };
    const realtime = attachRealtime(app, {
      resolveViewer: async (request) => (viewers[(request.headers.cookie ?? "").slice(5)] as never) ?? null,
      origin: createPortalOrigin({ publicUrl: null, trustProxy: false }),
    });
    const notes = new Set(["news", "plans"]);
    realtime.addRoomPolicy("team:", {
      access: { authenticated: true },
      find: async (room) => (notes.has(room.slice(5)) ? room : null),
    });
    realtime.addRoomPolicy("team:secret:", {
      access: { can: ["view", "DataPreparation"] },
      find: async (room) => (notes.has(room.slice(12)) ? room : null),
      onJoin: (room, emit) => emit("note", { text: `welcome to ${room}` }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const boss = await connectSocket(app, "user=boss");
    const clerk = await connectSocket(app, "user=clerk");
    try {
      const bossEvents = recordEvents(boss);
      const clerkEvents = recordEvents(clerk);
      const join = (socket: typeof boss, room: string) =>
        socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room });
      expect((await join(clerk, "team:secret:plans")).error?.code).toBe("FORBIDDEN");
      expect((await join(boss, "team:secret:nothing")).error?.code).toBe("NOT_FOUND");
      expect((await join(boss, "team:secret:plans")).ok).toBe(true);
      expect((await join(clerk, "team:news")).ok).toBe(true);
      realtime.publish("team:secret:plans", "note", { text: "for the boss" });
      realtime.publish("team:news", "note", { text: "for the team" });
      await until(
        () =>
          bossEvents.filter((e) => e.event === "note").length === 2 &&
          clerkEvents.some((e) => e.event === "note"),
      );
      expect(bossEvents.filter((e) => e.event === "note").map((e) => e.data)).toEqual([
        { text: "welcome to team:secret:plans" },
        { text: "for the boss" },
      ]);
      expect(clerkEvents.filter((e) => e.event === "note").map((e) => e.data)).toEqual([
        { text: "for the team" },
      ]);
    } finally {
      boss.close();
      clerk.close();
      await app.close();
    }
  });
});
