import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { buildTestApp, createTestDatabase, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { READY_CHECK_TIMEOUT_MS: "300" } });
});
afterAll(() => t.close());

const readyz = () => t.app.inject({ method: "GET", url: "/readyz" });

describe("/healthz", () => {
  it("answers 200 while the process runs, without signing in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("is kept out of the API document, beside /readyz and /metrics", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(10);
    for (const probe of ["/healthz", "/readyz", "/metrics"]) expect(paths).not.toContain(probe);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("is not served on the public port: 404, as an unknown path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    expect(t.app.metricsAddress()).toBeNull();
  });
});

describe("/readyz", () => {
  it("answers 200 naming each dependency when all are reachable", async () => {
    const res = await readyz();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", jobQueue: "ok" },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming the job queue while its tables do not answer, and 200 again once they do", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table pgboss.version in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    try {
      await expect.poll(async () => (await readyz()).statusCode, { timeout: 5000, interval: 200 }).toBe(503);
      const res = await readyz();
      expect(res.json()).toMatchObject({
        error: {
          code: "SERVICE_UNAVAILABLE",
          message: expect.stringMatching(/^Not ready: .*jobQueue \(timeout\)/),
          details: { checks: { jobQueue: "timeout", storage: "ok" } },
        },
      });
    } finally {
      release();
      await transaction;
    }
    await expect.poll(async () => (await readyz()).statusCode, { timeout: 5000, interval: 200 }).toBe(200);
  });

  it("answers 503 from the moment the instance is marked as shutting down", async () => {
    t.app.readiness.notReady = "shutting down";
    try {
      const res = await readyz();
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe("Not ready: shutting down.");
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      t.app.readiness.notReady = null;
    }
  });

  it("answers 503 naming the database and the job queue once its database is gone; metrics still answer", async () => {
    const database = await createTestDatabase();
    const metricsToken = "metrics-token-for-the-test-0123456789";
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: "silent",
      METRICS_TOKEN: metricsToken,
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await app.jobs.stop();
      await database.close();
      await expect
        .poll(async () => (await app.inject({ method: "GET", url: "/readyz" })).statusCode, { timeout: 5000 })
        .toBe(503);
      const { error } = (await app.inject({ method: "GET", url: "/readyz" })).json();
      expect(error.details.checks).toMatchObject({ database: "failing", jobQueue: "failing", storage: "ok" });
      expect(error.message).toMatch(/database \(failing\)/);
      // The metrics still answer, saying the queue figures cannot be read.
      const metrics = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^strata_job_queue_figures_ok 0$/m);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
