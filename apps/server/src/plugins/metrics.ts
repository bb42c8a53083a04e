import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import client from "prom-client";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { isPublic } from "./access.ts";
import { registerPoolGauges, registerQueueGauges } from "./metrics-gauges.ts";

export interface MetricsDeps {
  config: Pick<Config, "metrics">;
  database: Pick<DatabaseHandle, "db" | "kind" | "queue">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics listener's address when METRICS_PORT is set and the app is ready, else null. */
    metricsAddress(): AddressInfo | null;
  }
}

/**
 * Prometheus metrics: each request's duration by route pattern (never the raw URL, whose ids would
 * make a series per record) and status; the job queues and the e-mail outbox; the database pool; the
 * process (event-loop lag, memory, CPU: prom-client's defaults). Queue figures are computed when
 * scraped, from one cached query, never per request.
 *
 * Served on the public port only with METRICS_TOKEN as a Bearer token (without one it is a 404 there,
 * like any unknown path), and on METRICS_PORT's own listener (127.0.0.1 by default) when set; the
 * token, when set, is asked there too.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const { token, port, host } = deps.config.metrics;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "strata_" });

  const duration = new client.Histogram({
    name: "strata_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      { route: routeOf(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  registerQueueGauges(registry, deps.database);
  registerPoolGauges(registry, deps.database);

  const authorised = (header: string | undefined) => token === null || bearerMatches(header, token);

  app.get(
    "/metrics",
    { config: { access: isPublic }, schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (token === null) {
        return reply.status(404).send({ error: { code: "NOT_FOUND", message: "No route GET /metrics" } });
      }
      if (!authorised(request.headers.authorization)) {
        return reply
          .status(401)
          .header("www-authenticate", "Bearer")
          .send({
            error: { code: "UNAUTHENTICATED", message: "The metrics need METRICS_TOKEN as a Bearer token." },
          });
      }
      return reply
        .type(registry.contentType)
        .header("cache-control", "no-store")
        .send(await registry.metrics());
    },
  );

  let listener: http.Server | null = null;
  app.decorate("metricsAddress", () => (listener?.address() as AddressInfo | null) ?? null);
  if (port === null) return;
  app.addHook("onReady", async () => {
    listener = http.createServer((req, res) => {
      const send = (status: number, type: string, body: string) =>
        res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
      if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
        send(
          404,
          "application/json",
          JSON.stringify({ error: { code: "NOT_FOUND", message: "Only GET /metrics is here." } }),
        );
      } else if (!authorised(req.headers.authorization)) {
        send(
          401,
          "application/json",
          JSON.stringify({ error: { code: "UNAUTHENTICATED", message: "Bearer METRICS_TOKEN needed." } }),
        );
      } else {
        registry.metrics().then(
          (text) => send(200, registry.contentType, text),
          () =>
            send(
              500,
              "application/json",
              JSON.stringify({ error: { code: "INTERNAL", message: "Metrics failed." } }),
            ),
        );
      }
    });
    await new Promise<void>((resolve, reject) => {
      listener!.once("error", reject);
      listener!.listen(port, host, () => resolve());
    });
    const bound = listener.address() as AddressInfo;
    app.log.info(`metrics at http://${bound.address}:${bound.port}/metrics`);
  });
  app.addHook("onClose", async () => {
    if (!listener) return;
    listener.closeAllConnections();
    await new Promise((resolve) => listener!.close(resolve));
    listener = null;
  });
}

/** The route pattern (`/api/catalog/:id`); requests no route matched share one label. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? "(unmatched)";
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
