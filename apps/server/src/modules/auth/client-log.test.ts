import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createTestDatabase } from "../../test/harness.ts";
import {
  CLIENT_LOG_BODY_LIMIT_BYTES,
  CLIENT_LOG_DETAILS_MAX_CHARS,
  CLIENT_LOG_LIMIT_PER_ADDRESS,
} from "./constants.ts";

// The real app with its log lines captured, behind a trusted proxy so each test has its own address.
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-log-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, TRUST_PROXY: "true" });
  database = await createTestDatabase();
  app = await buildApp({
    config,
    database,
    logger: { level: "warn", stream: { write: (line) => lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const beacon = (address: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/auth/_log",
    headers: { "x-forwarded-for": address },
    payload: payload as object,
  });

it("logs a client's line with its details cut short", async () => {
  const marker = `marker-${Date.now()}`;
  const res = await beacon("192.0.2.1", {
    level: "warn",
    code: marker,
    details: { stack: "x".repeat(6000) },
  });
  expect(res.statusCode).toBe(200);
  const line = lines.find((l) => l.includes(marker));
  expect(line).toBeDefined();
  const logged = JSON.parse(line!);
  expect(logged.msg).toBe(`client: ${marker}`);
  expect(logged.clientLog.details).toMatch(/^\{"stack":"x+… \(\d+ more characters cut\)$/);
  expect(line!.length).toBeLessThan(CLIENT_LOG_DETAILS_MAX_CHARS + 1000);
});

it("refuses a body over 8 kB with 413 in the error shape, and writes nothing", async () => {
  const before = lines.length;
  const res = await beacon("192.0.2.2", {
    level: "error",
    code: "BIG",
    details: "y".repeat(CLIENT_LOG_BODY_LIMIT_BYTES),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: expect.any(String) } });
  expect(lines.slice(before).some((l) => l.includes('"client: BIG"'))).toBe(false);
});

it("answers 429 in the error shape once an address has sent its lines for the minute; other addresses go on", async () => {
  for (let i = 0; i < CLIENT_LOG_LIMIT_PER_ADDRESS; i++) {
    expect((await beacon("192.0.2.3", { level: "debug", code: "CHATTY" })).statusCode).toBe(200);
  }
  const before = lines.length;
  const limited = await beacon("192.0.2.3", { level: "error", code: "ONE_TOO_MANY" });
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error).toMatchObject({
    code: "RATE_LIMITED",
    details: { retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  expect(lines.slice(before).some((l) => l.includes("ONE_TOO_MANY"))).toBe(false);
  expect((await beacon("192.0.2.4", { level: "debug", code: "QUIET" })).statusCode).toBe(200);
});
