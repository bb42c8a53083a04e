import { type RoomError, roomMessageSchema, SOCKET_EVENTS, SOCKET_PATH } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Server, type ServerOptions, type Socket } from "socket.io";
import type { PortalOrigin } from "../lib/origin.ts";
import type { Viewer } from "../lib/viewer.ts";
import { type Access, allows, type ResolveViewer } from "./access.ts";

/**
 * The one rule of a room kind (the rooms that start with a prefix): joining one needs the right of
 * reading the resource behind it, declared as a route declares it (`access`, the very object the
 * resource's read route uses) plus the resource itself, found for this viewer as that route finds it.
 */
export interface RoomPolicy<Resource = unknown> {
  access: Access;
  /** The resource behind the room as the viewer may read it, or null (the join is refused NOT_FOUND). */
  find(room: string, viewer: Viewer): Promise<Resource | null>;
  /** Sends the room's current state to the socket that just joined, so it misses nothing published before. */
  onJoin?(resource: Resource, emit: (event: string, data: unknown) => void): Promise<void> | void;
}

/** Every socket of a user is in this room, so their sockets can be dropped at once (suspension). */
const USER_ROOM_PREFIX = "user:";
const userRoom = (userId: string) => `${USER_ROOM_PREFIX}${userId}`;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's socket.io rooms, for services that publish or end sessions. */
    realtime: Realtime;
  }
}

/**
 * Real-time messages over socket.io: one session-authenticated connection per tab, which joins
 * and leaves rooms by name (section 7). Rooms are authorised by prefix (`sync:` …); a room without
 * a policy cannot be joined. Each socket also sits in its user's own room (`user:<id>`, never
 * joinable), so a suspension disconnects all of a user's sockets at once.
 *
 * Scale-out: `publish` and `disconnectUsers` go through socket.io's adapter: in memory by default,
 * Redis's with REDIS_URL (realtime-redis.ts), so a job running on one instance reaches sockets
 * connected to another; nothing else changes.
 */
export interface Realtime {
  readonly io: Server;
  publish(room: string, event: string, data: unknown): void;
  addRoomPolicy<Resource>(prefix: string, policy: RoomPolicy<Resource>): void;
  /** Disconnects every socket of these users, on every instance (through the adapter). */
  disconnectUsers(userIds: readonly string[]): void;
}

type Ack = (answer: { ok: true; room: string } | ({ ok: false } & RoomError)) => void;

/** Attaches socket.io to the app's HTTP server at /socket.io; it closes with the app. */
export function attachRealtime(
  app: FastifyInstance,
  deps: { resolveViewer: ResolveViewer; origin: PortalOrigin; adapter?: ServerOptions["adapter"] },
): Realtime {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    adapter: deps.adapter,
    // A page on another site must not ride a user's session cookie into a socket (cross-site
    // WebSocket hijacking). Browsers always send Origin on these requests; a client without one is
    // not a browser and still needs a session cookie.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const allowed = origin === undefined || deps.origin.isOwn(origin, deps.origin.ofRaw(request));
      callback(allowed ? null : "Cross-site socket connections are not accepted.", allowed);
    },
  });
  const policies = new Map<string, RoomPolicy<unknown>>();

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
      await socket.join(userRoom(viewer.user.id));
      next();
    } catch (err) {
      app.log.error({ err }, "socket handshake failed");
      next(new Error("Internal server error"));
    }
  });

  const policyOf = (room: string) => {
    let best: RoomPolicy<unknown> | undefined;
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
        if (!allows(viewer, policy.access)) {
          return refuse(room, "FORBIDDEN", "You do not have permission to do this.", callback);
        }
        const resource = await policy.find(room, viewer);
        if (resource === null) return refuse(room, "NOT_FOUND", "No such room.", callback);
        await socket.join(room);
        socket.emit(SOCKET_EVENTS.roomJoined, { room });
        callback?.({ ok: true, room });
        await policy.onJoin?.(resource, (event, data) => socket.emit(event, data));
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

  const realtime: Realtime = {
    io,
    publish: (room, event, data) => io.to(room).emit(event, data),
    addRoomPolicy(prefix, policy) {
      if (policies.has(prefix)) throw new Error(`Room prefix "${prefix}" has a policy already`);
      if (USER_ROOM_PREFIX.startsWith(prefix) || prefix.startsWith(USER_ROOM_PREFIX)) {
        throw new Error(`Room prefix "${prefix}" would open the users' own rooms`);
      }
      policies.set(prefix, policy as RoomPolicy<unknown>);
    },
    disconnectUsers(userIds) {
      if (userIds.length === 0) return;
      io.in(userIds.map(userRoom)).disconnectSockets(true);
    },
  };
  app.decorate("realtime", realtime);
  return realtime;
}
