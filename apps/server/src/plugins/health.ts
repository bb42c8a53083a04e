import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { serviceUnavailable } from "../lib/errors.ts";
import { isPublic } from "./access.ts";
import { QUEUE_SCHEMA } from "./job-queue.ts";
import type { ObjectStorage } from "./storage.ts";

/** What the instance depends on, each answering within the check timeout or counting as down. */
export interface ReadinessDeps {
  config: Pick<Config, "dataDir" | "s3" | "readyCheckTimeoutMs">;
  database: Pick<DatabaseHandle, "db" | "queue">;
  storage: ObjectStorage;
  /** Answers when Redis does; absent when REDIS_URL is unset. */
  pingRedis?: () => Promise<unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Why this instance must not be sent traffic whatever its dependencies say (shutting down), or null. */
    readiness: { notReady: string | null };
  }
}

/** Concurrent and back-to-back probes share one round of checks: a probe storm costs one query. */
const CHECK_REUSE_MS = 500;

const checksSchema = z.record(z.string(), z.string());
const healthSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({ status: z.literal("ready"), checks: checksSchema });

/**
 * The probes of an orchestrator or load balancer, beside the API (not under /api, not in its
 * document): /healthz says the process answers, /readyz that it can serve — its database, storage,
 * Redis (when configured) and job queue reachable, and it is not shutting down. Both are public,
 * GET only (so no CSRF applies), and cost at most one round of bounded checks per half second.
 */
export function registerHealth(app: FastifyInstance, deps: ReadinessDeps) {
  app.decorate("readiness", { notReady: null });
  const checks = readinessChecks(deps);
  let last: { at: number; result: Promise<Record<string, string>> } | null = null;

  app.get(
    "/healthz",
    { config: { access: isPublic }, schema: { hide: true, response: { 200: healthSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    { config: { access: isPublic }, schema: { hide: true, response: { 200: readySchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (app.readiness.notReady) {
        throw serviceUnavailable(`Not ready: ${app.readiness.notReady}.`, {
          checks: { instance: app.readiness.notReady },
        });
      }
      const now = performance.now();
      if (!last || now - last.at > CHECK_REUSE_MS)
        last = { at: now, result: runChecks(checks, deps, app.log) };
      const results = await last.result;
      const failing = Object.entries(results).filter(([, state]) => state !== "ok");
      if (failing.length > 0) {
        throw serviceUnavailable(
          `Not ready: ${failing.map(([name, state]) => `${name} (${state})`).join(", ")}.`,
          { checks: results },
        );
      }
      return { status: "ready" as const, checks: results };
    },
  );
}

type Check = () => Promise<unknown>;

function readinessChecks({ config, database, storage, pingRedis }: ReadinessDeps): Record<string, Check> {
  const checks: Record<string, Check> = {
    database: () => database.db.execute(sql`select 1`),
    // The files' home: the S3 bucket, or the local disk DATA_DIR/storage lives on.
    storage:
      config.s3 && "checkBucket" in storage
        ? () => (storage as ObjectStorage & { checkBucket(): Promise<void> }).checkBucket()
        : () => access(config.dataDir, constants.W_OK),
    jobQueue: () => database.queue.executeSql(`select version from ${QUEUE_SCHEMA}.version`, []),
  };
  if (pingRedis) checks.redis = pingRedis;
  return checks;
}

/**
 * Each check's state: "ok", "failing" or "timeout". The probe is public, so the reason (an address,
 * a bucket) goes to the log, not into the answer.
 */
async function runChecks(checks: Record<string, Check>, deps: ReadinessDeps, log: FastifyBaseLogger) {
  const timeoutMs = deps.config.readyCheckTimeoutMs;
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const state = await bounded(check, timeoutMs);
      if (state !== "ok") log.warn({ check: name, reason: state }, "readiness check failed");
      return [name, state === "ok" || state === "timeout" ? state : "failing"] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** "ok", "timeout", or the error's message. */
async function bounded(check: Check, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => "ok",
        (err: unknown) => (err instanceof Error ? err.message : String(err)) || "failed",
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
