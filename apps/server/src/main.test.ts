import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { openPglite } from "./db/client.ts";
import { dumpBlob } from "./test/harness.ts";

/**
 * The server as deployed runs it: main.ts in a child process on PORT=0, its embedded database in a
 * temporary DATA_DIR (a copy of the migrated test template where there is one), no demo data.
 */
const GRACE_MS = 3000;
/** A start through tsx takes 10-25 s on a busy 2-core machine; the suite's 30 s default is too tight. */
const PROCESS_TEST_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let child: ChildProcess | null = null;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-main-"));
  const template = inject("pgliteTemplate");
  if (template) {
    const copy = await openPglite(dataDir, await dumpBlob(template));
    await copy.close();
  }
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  child = null;
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; afterMs: () => number }>;
}

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const serverDir = path.resolve(import.meta.dirname, "..");
  const proc = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  let text = "";
  proc.stdout?.on("data", (chunk) => {
    text += chunk;
  });
  proc.stderr?.on("data", (chunk) => {
    text += chunk;
  });
  let signalledAt = 0;
  const exited = once(proc, "exit").then(([code]) => {
    const at = performance.now();
    return { code: code as number | null, afterMs: () => at - signalledAt };
  });
  const originalKill = proc.kill.bind(proc);
  proc.kill = (signal) => {
    signalledAt = performance.now();
    return originalKill(signal);
  };
  const deadline = performance.now() + 80_000;
  for (;;) {
    const match = text.match(/Strata is serving http:\/\/127\.0\.0\.1:(\d+)/);
    if (match) return { port: Number(match[1]), output: () => text, exited };
    if (proc.exitCode !== null) throw new Error(`the server exited at start:\n${text}`);
    if (performance.now() > deadline) throw new Error(`the server did not start:\n${text}`);
    await sleep(100);
  }
}

/** Opens a connection and sends the head of a password-reset request whose body comes later. */
async function startSlowRequest(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  const closed = once(socket, "close");
  const body = JSON.stringify({ email: "nobody@example.test" });
  socket.write(
    `POST /api/auth/password/forgot HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    finish: () => socket.write(body.slice(5)),
    answered: async () => {
      await closed;
      return answer;
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the server process", () => {
  it(
    "answers its probes while it starts (/healthz 200, /readyz 503 naming what it is doing, then ready) on the port it prints; on SIGTERM refuses new connections, lets a running request finish, and exits 0 within the grace period",
    async () => {
      // One start serves both halves: a start through tsx is most of this file's time.
      const port = await freePort();
      const started = startServer({ PORT: String(port) });
      const starting: string[] = [];
      let healthWhileStarting = 0;
      for (let ready = false; !ready; await sleep(20)) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (res?.status === 503) {
          starting.push(((await res.json()) as { error: { message: string } }).error.message);
          healthWhileStarting ||=
            (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0;
        }
        ready = res?.status === 200;
      }
      const server = await started;
      // The start line named the port actually bound.
      expect(server.port).toBe(port);
      expect(starting.length).toBeGreaterThan(0);
      for (const message of starting) {
        expect(message).toMatch(/^Not ready: (opening the database|migrating the database|starting)\.$/);
      }
      expect(healthWhileStarting).toBe(200);
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

      const slow = await startSlowRequest(server.port);
      await sleep(200);
      child?.kill("SIGTERM");
      await sleep(500);
      expect(await refused(server.port)).toBe(true);
      slow.finish();
      const answer = await slow.answered();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(answer).toContain('{"ok":true}');
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(exit.afterMs()).toBeLessThan(GRACE_MS);
      expect(server.output()).toContain('"msg":"stopped"');
    },
    PROCESS_TEST_MS,
  );

  it(
    "cuts a request still running when the grace period ends, and exits all the same",
    async () => {
      const server = await startServer();
      const stalled = await startSlowRequest(server.port);
      child?.kill("SIGTERM");
      const answer = await stalled.answered();
      expect(answer).not.toMatch(/ 200 /);
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(exit.afterMs()).toBeGreaterThanOrEqual(GRACE_MS - 100);
      expect(exit.afterMs()).toBeLessThan(GRACE_MS + 5000);
    },
    PROCESS_TEST_MS,
  );
});
