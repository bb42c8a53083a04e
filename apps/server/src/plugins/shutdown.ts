import type { FastifyInstance } from "fastify";

/** What the process gets after the grace period to stop its jobs and close the database before it is ended. */
export const SHUTDOWN_MARGIN_MS = 5000;

/** How often connections that went idle after their last answer are closed while the server drains. */
const IDLE_SWEEP_MS = 250;

/** While the server drains, every answer closes its connection, so no keep-alive connection lingers. */
export function closeConnectionsWhileStopping(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (app.readiness.notReady) reply.header("connection", "close");
    return payload;
  });
}

export interface ShutdownOptions {
  app: FastifyInstance;
  graceMs: number;
  /** Closes what lives beside the app (the sandboxes, the database), after the app has closed. */
  closeRest(): Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM or SIGINT: /readyz answers 503 at once; the listener stops accepting connections and idle
 * keep-alive connections are closed; running requests have `graceMs` to finish, after which their
 * connections are cut; then the job workers stop (their jobs handed back), socket.io, Redis and the
 * storage client close (app's onClose hooks), then the sandboxes and the database, and the process
 * exits 0. Whatever hangs (a socket, a timer, a client), a timer exits with 1 `SHUTDOWN_MARGIN_MS`
 * after the grace period: an instance told to stop always stops. A second signal exits at once.
 */
export function exitOnSignals(options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.app.log.warn({ signal }, "second signal: exiting without waiting");
      exit(1);
      return;
    }
    stopping = true;
    void shutDown(options, signal).then(
      () => exit(0),
      (err: unknown) => {
        options.app.log.error({ err }, "shutdown failed");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

async function shutDown({ app, graceMs, closeRest, exit = process.exit }: ShutdownOptions, signal: string) {
  app.readiness.notReady = "shutting down";
  app.log.info({ signal, graceMs }, "shutting down: no new connections, running requests may finish");
  setTimeout(() => {
    app.log.error(`still running ${graceMs + SHUTDOWN_MARGIN_MS} ms after ${signal}: exiting anyway`);
    exit(1);
  }, graceMs + SHUTDOWN_MARGIN_MS).unref();

  const server = app.server;
  // app.close stops the listener and waits for the open connections, then runs the onClose hooks.
  const closed = app.close();
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${graceMs} ms: their connections are closed`);
    server.closeAllConnections();
  }, graceMs).unref();
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  await closeRest();
  app.log.info("stopped");
}
