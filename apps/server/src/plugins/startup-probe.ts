import http from "node:http";
import type { Config } from "../config.ts";

export interface StartupProbe {
  /** What the instance is doing, named in /readyz's 503 ("migrating the database"). */
  phase(what: string): void;
  /** Frees the port for the app (the gap until the app listens is a few milliseconds). */
  close(): Promise<void>;
}

/**
 * Answers the probes on the app's port while the app is not there yet (opening the database,
 * migrating it, loading demo data): /healthz 200, since the process is alive and a liveness probe
 * must not restart it in the middle of a long migration; /readyz, and anything else, 503 naming the
 * phase. With PORT=0 the app's port is not known ahead, and none is opened.
 */
export async function serveProbesWhileStarting(
  config: Pick<Config, "port" | "host">,
): Promise<StartupProbe | null> {
  if (config.port === 0) return null;
  let current = "starting";
  const server = http.createServer((req, res) => {
    const path = req.url?.split("?")[0];
    const alive = path === "/healthz";
    const body = alive
      ? { status: "ok" }
      : {
          error: {
            code: "SERVICE_UNAVAILABLE",
            message: `Not ready: ${current}.`,
            details: { checks: { instance: current } },
          },
        };
    res
      .writeHead(alive ? 200 : 503, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        connection: "close",
        ...(alive ? {} : { "retry-after": "5" }),
      })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    phase(what) {
      current = what;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
