import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";

/** Attempts to reach Redis at start before the server gives up with an error (about 3 s in all). */
const START_ATTEMPTS = 5;

/**
 * socket.io's Redis adapter, connected: every instance publishes room messages (and
 * disconnections) to Redis and receives the others', so a job's progress reaches a user whose
 * socket is on another instance. Two connections, since a subscribed Redis connection can only
 * listen. Unreachable at start, the server refuses to start; lost later, the clients reconnect
 * and the instance serves its own sockets meanwhile.
 *
 * Call before attachRealtime: app hooks close in reverse order, so the connections close after
 * socket.io has unsubscribed through them.
 */
export async function connectRedisAdapter(app: FastifyInstance, url: string) {
  let started = false;
  const publisher = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries, cause) =>
        !started && retries >= START_ATTEMPTS
          ? new Error(`Redis at ${redacted(url)} cannot be reached (REDIS_URL): ${cause.message}`)
          : Math.min(100 * 2 ** retries, 5_000),
    },
  });
  const subscriber = publisher.duplicate();
  for (const [role, client] of [
    ["publishing", publisher],
    ["subscribing", subscriber],
  ] as const) {
    client.on("error", (err: Error) => app.log.error({ err }, `Redis ${role} connection failed`));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (err) {
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy();
    throw err;
  }
  started = true;
  app.addHook("onClose", async () => {
    await Promise.all([publisher.close(), subscriber.close()]);
  });
  // The readiness probe asks Redis through the publishing connection.
  return Object.assign(createAdapter(publisher, subscriber), { ping: () => publisher.ping() });
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "REDIS_URL";
  }
}
