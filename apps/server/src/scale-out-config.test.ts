import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { DEMO_PROOF_KEY } from "./modules/payments/index.ts";
import { connectRedisAdapter } from "./plugins/realtime-redis.ts";
import { createS3Storage } from "./plugins/storage-s3.ts";
import { writeDemoFiles } from "./seed/demo-files.ts";
import { createTestDatabase } from "./test/harness.ts";
import { startS3Server, type TestS3Server } from "./test/s3-server.ts";

const base = { NODE_ENV: "test", LOG_LEVEL: "silent" } as const;

describe("S3_* variables", () => {
  it("leave files in the local directory when none is set", () => {
    expect(loadConfig({ ...base }).s3).toBeNull();
  });

  it("give the bucket, region, endpoint, path style and key pair when set", () => {
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: "https://s3.example.com",
      S3_BUCKET: "strata-files",
      S3_REGION: "ap-southeast-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      bucket: "strata-files",
      region: "ap-southeast-1",
      endpoint: "https://s3.example.com",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret" },
    });
  });

  it("without a key pair leave the credentials to the SDK's chain (an instance role)", () => {
    const config = loadConfig({ ...base, S3_BUCKET: "strata-files", S3_REGION: "ap-southeast-1" });
    expect(config.s3).toMatchObject({ forcePathStyle: false, credentials: undefined, endpoint: undefined });
  });

  it("half set, refuse to start and name what is missing", () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_BUCKET: must be set[\s\S]*S3_REGION: must be set/,
    );
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: "strata-files", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "AKIA" }),
    ).toThrow("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both");
    expect(() => loadConfig({ ...base, S3_BUCKET: "Strata_Files", S3_REGION: "us-east-1" })).toThrow(
      "S3_BUCKET: must be a bucket name",
    );
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: "strata", S3_REGION: "x", S3_FORCE_PATH_STYLE: "yes" }),
    ).toThrow("S3_FORCE_PATH_STYLE");
  });
});

describe("REDIS_URL", () => {
  it("is a redis:// or rediss:// URL, or unset", () => {
    expect(loadConfig({ ...base }).redisUrl).toBeNull();
    expect(loadConfig({ ...base, REDIS_URL: "rediss://:pw@cache.example.com:6380" }).redisUrl).toBe(
      "rediss://:pw@cache.example.com:6380",
    );
    expect(() => loadConfig({ ...base, REDIS_URL: "http://127.0.0.1:6379" })).toThrow(
      "REDIS_URL: must be a redis:// or rediss:// URL",
    );
  });

  it("unreachable at start, refuses the start with a message naming it, without the password", async () => {
    const app = Fastify({ logger: false });
    try {
      const started = Date.now();
      await expect(connectRedisAdapter(app, "redis://:hunter2@127.0.0.1:1")).rejects.toThrow(
        "Redis at redis://:***@127.0.0.1:1 cannot be reached (REDIS_URL)",
      );
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await app.close();
    }
  });
});

describe("an app on S3 storage", () => {
  let s3: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-s3-start-"));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("gets the demo's files in its bucket, not on the local disk", async () => {
    await writeDemoFiles({ dataDir, s3: s3.options });
    const bucket = createS3Storage(s3.options);
    try {
      expect(await bucket.stat(DEMO_PROOF_KEY)).toMatchObject({ size: expect.any(Number) });
      const wells: string[] = [];
      for await (const file of bucket.list("WELL LOGS/")) wells.push(file.path);
      expect(wells.length).toBeGreaterThan(5);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      bucket.destroy();
    }
    // Every demo file through the S3 sandbox: past 30 s once on a loaded CI machine (two suites side by side).
  }, 90_000);

  it("refuses to start when its bucket cannot be used, naming the bucket", async () => {
    const database = await createTestDatabase();
    try {
      for (const env of [{ S3_BUCKET: "no-such-bucket" }, { S3_ACCESS_KEY_ID: "NOBODY" }]) {
        const config = loadConfig({ ...base, DATA_DIR: dataDir, ...s3.env, ...env });
        const app = await buildApp({ config, database, logger: false });
        await expect(app.ready()).rejects.toThrow(
          `S3 bucket "${config.s3?.bucket}" at ${s3.env.S3_ENDPOINT} cannot be used`,
        );
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
