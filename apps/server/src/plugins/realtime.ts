import { type RoomError, roomMessageSchema, SOCKET_EVENTS, SOCKET_PATH } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Server, type Socket } from "socket.io";
import type { PortalOrigin } from "../lib/origin.ts";
import type { Viewer } from "../lib/viewer.ts";
import type { ResolveViewer } from "./access.ts";

/** Who may join the rooms that start with a prefix, and what a socket gets on joining one. */
export interface RoomPolicy {
  authorize(viewer: Viewer, room: string): boolean | Promise<boolean>;
  /** Sends the room's current state to the socket that just joined, so it misses nothing published before. */
  onJoin?(room: string, emit: (event: string, data: unknown) => void): Promise<void> | void;
}

/**
 * Real-time messages over socket.io: one session-authenticated connection per tab, which joins
 * and leaves rooms by name (section 7). Rooms are authorised by prefix (`sync:` …); a room without
 * a policy cannot be joined.
 *
 * Scale-out: `publish` goes through socket.io's adapter; with one instance that is in memory. With
 * several, install `@socket.io/postgres-adapter` (or the Redis one) on `io` so a job running on one
 * instance reaches sockets connected to another; nothing else changes.
 */
export interface Realtime {
  readonly io: Server;
  publish(room: string, event: string, data: unknown): void;
  addRoomPolicy(prefix: string, policy: RoomPolicy): void;
}

type Ack = (answer: { ok: true; room: string } | ({ ok: false } & RoomError)) => void;

/** Attaches socket.io to the app's HTTP server at /socket.io; it closes with the app. */
export function attachRealtime(
  app: FastifyInstance,
  deps: { resolveViewer: ResolveViewer; origin: PortalOrigin },
): Realtime {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A page on another site must not ride a user's session cookie into a socket (cross-site
    // WebSocket hijacking). Browsers always send Origin on these requests; a client without one is
    // not a browser and still needs a session cookie.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const allowed = origin === undefined || deps.origin.isOwn(origin, deps.origin.ofRaw(request));
      callback(allowed ? null : "Cross-site socket connections are not accepted.", allowed);
    },
  });
  const policies = new Map<string, RoomPolicy>();

  // better-auth reads the session from the cookies of the handshake, as it does for a request.
  const viewerOf = (socket: Socket) =>
    deps.resolveViewer({ headers: socket.request.headers } as unknown as FastifyRequest);

  io.use(async (socket, next) => {
    try {
      const viewer = await viewerOf(socket);
      if (!viewer) {
        next(Object.assign(new Error("Please sign in to continue."), { data: { code: "UNAUTHENTICATED" } }));
        return;
      }
      socket.data.userId = viewer.user.id;
      next();
    } catch (err) {
      app.log.error({ err }, "socket handshake failed");
      next(new Error("Internal server error"));
    }
  });

  const policyOf = (room: string) => {
    let best: RoomPolicy | undefined;
    let bestLength = -1;
    for (const [prefix, policy] of policies) {
      if (room.startsWith(prefix) && prefix.length > bestLength) {
        best = policy;
        bestLength = prefix.length;
      }
    }
    return best;
  };

  const roomOf = (payload: unknown) => {
    const parsed = roomMessageSchema.safeParse(typeof payload === "string" ? { room: payload } : payload);
    return parsed.success ? parsed.data.room : null;
  };

  io.on("connection", (socket) => {
    const refuse = (room: string, code: string, message: string, ack?: Ack) => {
      const error: RoomError = { room, error: { code, message } };
      socket.emit(SOCKET_EVENTS.roomError, error);
      ack?.({ ok: false, ...error });
    };

    socket.on(SOCKET_EVENTS.joinRoom, async (payload: unknown, ack?: Ack) => {
      const callback = typeof ack === "function" ? ack : undefined;
      const room = roomOf(payload);
      if (!room) return refuse(String(payload), "BAD_REQUEST", "Send { room }.", callback);
      try {
        const policy = policyOf(room);
        if (!policy) return refuse(room, "NOT_FOUND", "No such room.", callback);
        // The session is checked again: it may have ended since the handshake.
        const viewer = await viewerOf(socket);
        if (!viewer) return refuse(room, "UNAUTHENTICATED", "Please sign in to continue.", callback);
        if (!(await policy.authorize(viewer, room))) {
          return refuse(room, "FORBIDDEN", "You do not have permission to do this.", callback);
        }
        await socket.join(room);
        socket.emit(SOCKET_EVENTS.roomJoined, { room });
        callback?.({ ok: true, room });
        await policy.onJoin?.(room, (event, data) => socket.emit(event, data));
      } catch (err) {
        app.log.error({ err, room }, "joining a room failed");
        refuse(room, "INTERNAL", "Internal server error", callback);
      }
    });

    socket.on(SOCKET_EVENTS.leaveRoom, async (payload: unknown, ack?: Ack) => {
      const callback = typeof ack === "function" ? ack : undefined;
      const room = roomOf(payload);
      if (!room) return refuse(String(payload), "BAD_REQUEST", "Send { room }.", callback);
      await socket.leave(room);
      socket.emit(SOCKET_EVENTS.roomLeft, { room });
      callback?.({ ok: true, room });
    });
  });

  // Before the HTTP server closes: drop the sockets, which would otherwise keep it open.
  app.addHook("preClose", async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook("onClose", async () => {
    await io.close();
  });

  return {
    io,
    publish: (room, event, data) => io.to(room).emit(event, data),
    addRoomPolicy(prefix, policy) {
      if (policies.has(prefix)) throw new Error(`Room prefix "${prefix}" has a policy already`);
      policies.set(prefix, policy);
    },
  };
}
