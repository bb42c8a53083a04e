import { once } from "node:events";
import net from "node:net";
import { CATALOG_REGISTRY } from "@strata/core";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { metadataHistories, seismic2d } from "../db/schema/index.ts";
import {
  type SignedInUser,
  seedSmallCatalog,
  signedInUser,
} from "../modules/catalogs/test/catalog-factory.ts";
import { multipartBody } from "../modules/data-preparation/metadata/test/helpers.ts";
import { getCsrf } from "../test/factories.ts";
import { createTestDatabase } from "../test/harness.ts";

/**
 * Real sockets against the real app with short limits: headers 500 ms, a whole request 4 s, and a
 * connection quiet for 1 s while its body is still arriving. The whole-request limit leaves the steady
 * upload (1.5 s of sending) room on a busy machine, whose timers run late.
 */
const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: "500",
  HTTP_REQUEST_TIMEOUT_MS: "4000",
  HTTP_IDLE_TIMEOUT_MS: "1000",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance;
let database: DatabaseHandle;
let port: number;
let dataAdmin: SignedInUser;
let csvFile: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "/nonexistent-strata",
    LOG_LEVEL: "silent",
    ...LIMITS,
  });
  app = await buildApp({ config, database, logger: false });
  // A route slower than the idle limit, standing for a long bulk import or export being computed.
  app.get("/api/test/slow", { config: { access: { public: true } } }, async () => {
    await sleep(1600);
    return { answered: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
  const { records } = await seedSmallCatalog(database.db);
  dataAdmin = await signedInUser(app, database.db, { role: "data-admin" });
  const columns = CATALOG_REGISTRY.Seismic_2D.columns.filter((c) => !c.key.startsWith("date"));
  const row: Record<string, unknown> = { ...records.Seismic_2D[0], seismic2DInfoID: "S2D-SLOW-1" };
  const cell = (v: unknown) => (v === null || v === undefined ? "" : `"${String(v).replaceAll('"', '""')}"`);
  csvFile = Buffer.from(
    `${columns.map((c) => (c.key === "seismic2DInfoID" ? c.key : c.label)).join(",")}\r\n` +
      `${columns.map((c) => cell(row[c.key])).join(",")}\r\n`,
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Answer {
  status: number;
  body: string;
  closed: boolean;
}

/** Opens a connection, runs `send` on it, and collects what the server answers until it closes. */
async function exchange(
  send: (socket: net.Socket) => Promise<void>,
  waitMs = 8000,
  toPort = port,
): Promise<Answer> {
  const socket = net.connect(toPort, "127.0.0.1");
  await once(socket, "connect");
  let text = "";
  socket.on("data", (chunk) => {
    text += chunk.toString();
  });
  const closed = new Promise<boolean>((resolve) => {
    socket.on("close", () => resolve(true));
    socket.on("error", () => undefined);
    setTimeout(() => resolve(false), waitMs).unref();
  });
  await send(socket).catch(() => undefined);
  const wasClosed = await closed;
  socket.destroy();
  const [head, ...rest] = text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: rest.join("\r\n\r\n"), closed: wasClosed };
}

async function bulkRequest(mode: "validate" | "apply", toPort = port) {
  const csrf = await getCsrf(app, dataAdmin.cookie);
  const body = multipartBody({ ingestType: "Seismic_2D", mode }, { name: "lines.csv", data: csvFile });
  const head = [
    "POST /api/data-preparation/bulkaddupdatesdc HTTP/1.1",
    `Host: 127.0.0.1:${toPort}`,
    `Origin: http://127.0.0.1:${toPort}`,
    `Cookie: ${csrf.cookie}`,
    `X-CSRF-Token: ${csrf.csrfToken}`,
    `Content-Type: ${body.contentType}`,
    `Content-Length: ${body.payload.length}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return { head, payload: body.payload };
}

const countsNow = async () => ({
  records: (await database.db.select({ n: count() }).from(seismic2d))[0].n,
  histories: (await database.db.select({ n: count() }).from(metadataHistories))[0].n,
});

const timedOut = (answer: Answer) => {
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: "REQUEST_TIMEOUT", message: expect.any(String) },
  });
  expect(answer.closed).toBe(true);
};

describe("slow clients", () => {
  it("an upload that stalls halfway is cut with a 408, and nothing is written", async () => {
    const before = await countsNow();
    const { head, payload } = await bulkRequest("apply");
    const answer = await exchange(async (socket) => {
      socket.write(head);
      socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
    });
    timedOut(answer);
    expect(await countsNow()).toEqual(before);
  });

  it("an upload that trickles, never quiet for long but too slow overall, is cut at the request limit", async () => {
    const before = await countsNow();
    const { head, payload } = await bulkRequest("apply");
    const answer = await exchange(async (socket) => {
      socket.write(head);
      for (let i = 0; i < payload.length - 1 && !socket.destroyed; i++) {
        socket.write(payload.subarray(i, i + 1));
        await sleep(200);
      }
    });
    timedOut(answer);
    expect(await countsNow()).toEqual(before);
  });

  it("headers that never finish are cut with a 408", async () => {
    const answer = await exchange(async (socket) => {
      socket.write(`GET /api/auth/providers HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
    });
    timedOut(answer);
  });

  it("a slow but steady upload goes through, and is applied", async () => {
    const before = await countsNow();
    const { head, payload } = await bulkRequest("apply");
    const answer = await exchange(async (socket) => {
      socket.write(head);
      // Six pieces 300 ms apart: longer in all than the idle limit, never quiet for as long.
      const piece = Math.ceil(payload.length / 6);
      for (let i = 0; i < payload.length; i += piece) {
        socket.write(payload.subarray(i, i + piece));
        await sleep(300);
      }
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ added: 1, updated: 0, invalid: 0 });
    expect((await countsNow()).records).toBe(before.records + 1);
  });

  it("a request that arrived whole is answered even when the server takes longer than the idle limit", async () => {
    const answer = await exchange(async (socket) => {
      socket.write(`GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"answered":true');
  });
});

describe("a minimum body rate", () => {
  /** A second app on the same database: after a 1 s grace, a body must average 200 bytes a second. */
  let rated: FastifyInstance;
  let ratedPort: number;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/nonexistent-strata",
      LOG_LEVEL: "silent",
      HTTP_BODY_MIN_BYTES_PER_SECOND: "200",
      HTTP_BODY_RATE_GRACE_MS: "1000",
    });
    rated = await buildApp({ config, database, logger: false });
    await rated.listen({ port: 0, host: "127.0.0.1" });
    ratedPort = (rated.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await rated?.close();
  });

  it("cuts a body trickled a byte at a time with a 408 soon after the grace period, and writes nothing", async () => {
    const before = await countsNow();
    const { head, payload } = await bulkRequest("apply", ratedPort);
    const started = performance.now();
    const answer = await exchange(
      async (socket) => {
        socket.write(head);
        for (let i = 0; i < payload.length - 1 && !socket.destroyed; i++) {
          socket.write(payload.subarray(i, i + 1));
          await sleep(200);
        }
      },
      8000,
      ratedPort,
    );
    timedOut(answer);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await countsNow()).toEqual(before);
  });

  it("lets a body through that arrives slowly but above the rate, for longer than the grace period", async () => {
    const before = await countsNow();
    const { head, payload } = await bulkRequest("apply", ratedPort);
    // About three times the minimum rate, in small pieces: the upload takes longer than the grace.
    const piece = 120;
    expect(payload.length / piece).toBeGreaterThan(1000 / 200);
    const answer = await exchange(
      async (socket) => {
        socket.write(head);
        for (let i = 0; i < payload.length; i += piece) {
          socket.write(payload.subarray(i, i + piece));
          await sleep(200);
        }
      },
      15_000,
      ratedPort,
    );
    expect(answer.status).toBe(200);
    const result = JSON.parse(answer.body);
    expect(result).toMatchObject({ invalid: 0 });
    expect(result.added + result.updated).toBe(1);
    expect((await countsNow()).histories).toBeGreaterThan(before.histories);
  });
});
