import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { like } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SECRET, loadConfig, REPO_ROOT } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { DEMO_DOMAIN } from "./lib/demo-accounts.ts";
import { createJobRunner, type JobRunner } from "./plugins/jobs.ts";
import { seedOnStart, wantsDemoData } from "./seed/on-start.ts";
import { createUser } from "./test/factories.ts";
import { createTestDatabase } from "./test/harness.ts";

const STRONG_SECRET = "5f0c1e9a7b3d48e2a6c4f1b8d9e07a3c2b5d6e8f";
const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: "production", AUTH_SECRET: STRONG_SECRET, ...env });

describe("AUTH_SECRET in production", () => {
  it("refuses to start without one, saying how to make one, as the library's MissingSecretError (NO_SECRET)", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /^\[NO_SECRET\] AUTH_SECRET must be set when NODE_ENV=production.*openssl rand -hex 32/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      expect.objectContaining({ name: "MissingSecretError", code: "NO_SECRET" }),
    );
  });

  it("refuses the public development default and placeholders", () => {
    expect(() => production({ AUTH_SECRET: DEV_SECRET })).toThrow(/public development default/);
    expect(() => production({ AUTH_SECRET: "please-change-me-before-going-live-0123" })).toThrow(
      /placeholder/,
    );
  });

  it("refuses a short or guessable secret", () => {
    expect(() => production({ AUTH_SECRET: "too-short-a-secret" })).toThrow(
      /AUTH_SECRET: must be at least 32/,
    );
    expect(() => production({ AUTH_SECRET: "ab".repeat(20) })).toThrow(/too guessable/);
  });

  it("starts with a random secret of 32 characters or more", () => {
    expect(production().authSecret).toBe(STRONG_SECRET);
  });

  it("is optional outside production, so `npm start` works for a newcomer", () => {
    expect(loadConfig({}).env).toBe("development");
    expect(loadConfig({}).authSecret).toBe(DEV_SECRET);
  });
});

describe("demo data", () => {
  it("is loaded by default only into the embedded database outside production", () => {
    expect(wantsDemoData(loadConfig({}), "pglite")).toBe(true);
    expect(wantsDemoData(loadConfig({}), "postgres")).toBe(false);
    expect(wantsDemoData(production(), "pglite")).toBe(false);
    expect(wantsDemoData(production(), "postgres")).toBe(false);
    expect(wantsDemoData(loadConfig({ SEED_DEMO: "false" }), "pglite")).toBe(false);
  });

  it("is loaded in production only when SEED_DEMO=true says so", () => {
    expect(wantsDemoData(production({ SEED_DEMO: "true" }), "pglite")).toBe(true);
    expect(wantsDemoData(production({ SEED_DEMO: "true" }), "postgres")).toBe(true);
  });

  describe("on a production start", () => {
    let database: DatabaseHandle;
    let jobs: JobRunner;
    const log = Fastify({ logger: false }).log;
    beforeAll(async () => {
      database = await createTestDatabase();
      jobs = createJobRunner({ database, log, concurrency: 0 });
    });
    afterAll(() => database.close());
    const demoAccounts = () =>
      database.db
        .select({ email: users.email })
        .from(users)
        .where(like(users.email, `%@${DEMO_DOMAIN}`));

    it("creates no demo account on the embedded database", async () => {
      await seedOnStart({ config: production({ DATA_DIR: "/nonexistent-strata" }), database, jobs, log });
      expect(await demoAccounts()).toEqual([]);
    });

    it("refuses to start on a database that holds demo accounts, unless SEED_DEMO=true", async () => {
      await createUser(database.db, { role: "superadmin", email: `superadmin@${DEMO_DOMAIN}` });
      await expect(seedOnStart({ config: production(), database, jobs, log })).rejects.toThrow(
        /demo accounts \(superadmin@demo\.strata\.test.*SEED_DEMO=true/,
      );
      await expect(
        seedOnStart({ config: loadConfig({ NODE_ENV: "test", SEED_DEMO: "false" }), database, jobs, log }),
      ).resolves.toBeUndefined();
    });
  });
});

describe("DATA_DIR", () => {
  it("defaults to the repository root's ./data, as the README says, wherever npm runs the server", () => {
    const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));
    expect(rootPackage.name).toBe("strata");
    expect(existsSync(path.join(REPO_ROOT, "README.md"))).toBe(true);
    expect(loadConfig({}).dataDir).toBe(path.join(REPO_ROOT, "data"));
    expect(loadConfig({ INIT_CWD: path.join(REPO_ROOT, "apps/server") }).dataDir).toBe(
      path.join(REPO_ROOT, "data"),
    );
  });

  it("takes a relative path from the directory the command was run in, and an absolute one as it is", () => {
    expect(loadConfig({ DATA_DIR: "./strata-data", INIT_CWD: "/srv/portal" }).dataDir).toBe(
      "/srv/portal/strata-data",
    );
    expect(loadConfig({ DATA_DIR: "/var/lib/strata", INIT_CWD: "/srv/portal" }).dataDir).toBe(
      "/var/lib/strata",
    );
  });
});

describe("HTTP timeouts", () => {
  it("default to limits that let a 50 MB upload through on a slow line", () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersMs: 30_000,
      requestMs: 600_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
  });

  it("refuse a header timeout longer than the whole request's", () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "5000", HTTP_REQUEST_TIMEOUT_MS: "1000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});

describe("operations settings", () => {
  it("default to a body rate a 50 MB upload at 85 kB/s passes and a one-byte trickle fails within a minute", () => {
    const { bodyRate, shutdownGraceMs, metrics, readyCheckTimeoutMs } = loadConfig({});
    expect(bodyRate).toEqual({ minBytesPerSecond: 1024, graceMs: 15_000 });
    expect(bodyRate.minBytesPerSecond).toBeLessThan(85_000);
    expect(bodyRate.graceMs + 1000).toBeLessThan(60_000);
    expect(shutdownGraceMs).toBe(25_000);
    expect(readyCheckTimeoutMs).toBe(2000);
    expect(metrics).toEqual({ token: null, port: null, host: "127.0.0.1" });
  });

  it("refuse values out of range, naming the variable", () => {
    expect(() => loadConfig({ HTTP_BODY_MIN_BYTES_PER_SECOND: "-1" })).toThrow(
      /HTTP_BODY_MIN_BYTES_PER_SECOND/,
    );
    expect(() => loadConfig({ HTTP_BODY_RATE_GRACE_MS: "10" })).toThrow(/HTTP_BODY_RATE_GRACE_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });
});
