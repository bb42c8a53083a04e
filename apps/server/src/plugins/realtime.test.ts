import { SOCKET_EVENTS, SOCKET_PATH } from "@strata/core";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalOrigin } from "../lib/origin.ts";
import { signedInUser } from "../modules/catalogs/test/catalog-factory.ts";
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

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
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
      expect(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, { room: "sync:123" })).toEqual({
        ok: true,
        room: "sync:123",
      });
      socket.emit(SOCKET_EVENTS.leaveRoom, { room: "sync:123" });
      await until(() => events.some((e) => e.event === SOCKET_EVENTS.roomLeft));
      expect(events).toEqual([
        { event: SOCKET_EVENTS.roomJoined, data: { room: "sync:123" } },
        { event: SOCKET_EVENTS.roomLeft, data: { room: "sync:123" } },
      ]);
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
  it("publishes to the sockets of a room only, by the longest matching prefix", async () => {
    const Fastify = (await import("fastify")).default;
    const app = Fastify({ logger: false });
    const viewer = (id: string) => ({ user: { id } }) as never;
    const realtime = attachRealtime(app, {
      resolveViewer: async (request) => {
        const cookie = request.headers.cookie ?? "";
        return cookie.startsWith("user=") ? viewer(cookie.slice(5)) : null;
      },
      origin: createPortalOrigin({ publicUrl: null, trustProxy: false }),
    });
    realtime.addRoomPolicy("team:", { authorize: () => true });
    realtime.addRoomPolicy("team:secret:", {
      authorize: (v) => (v as { user: { id: string } }).user.id === "boss",
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const boss = await connectSocket(app, "user=boss");
    const clerk = await connectSocket(app, "user=clerk");
    try {
      const bossEvents = recordEvents(boss);
      const clerkEvents = recordEvents(clerk);
      expect((await clerk.emitWithAck(SOCKET_EVENTS.joinRoom, { room: "team:secret:plans" })).ok).toBe(false);
      expect((await boss.emitWithAck(SOCKET_EVENTS.joinRoom, { room: "team:secret:plans" })).ok).toBe(true);
      expect((await clerk.emitWithAck(SOCKET_EVENTS.joinRoom, { room: "team:news" })).ok).toBe(true);
      realtime.publish("team:secret:plans", "note", { text: "for the boss" });
      realtime.publish("team:news", "note", { text: "for the team" });
      await until(
        () => bossEvents.some((e) => e.event === "note") && clerkEvents.some((e) => e.event === "note"),
      );
      expect(bossEvents.filter((e) => e.event === "note").map((e) => e.data)).toEqual([
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
