/**
 * How long `npm start` takes to answer on its port: from the spawn to the first 200 of
 * GET /api/auth/providers. Run it on a tree already built and a DATA_DIR already initialised (the
 * first start creates the database and loads the demo data, a one-off cost not measured here).
 *
 *   npx tsx bench/start-ready.ts                       # BENCH_RUNS=3, PORT 3206, DATA_DIR $TMPDIR/strata-start-ready
 *   BENCH_COMMAND="npm run build && npm run start -w @strata/server" npx tsx bench/start-ready.ts
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 3206);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMMAND = process.env.BENCH_COMMAND ?? "npm start";
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "strata-start-ready"));
const url = `http://127.0.0.1:${PORT}/api/auth/providers`;

async function answers(): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function startOnce(): Promise<number> {
  const started = performance.now();
  const child = spawn("sh", ["-c", COMMAND], {
    cwd: path.join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    while (!(await answers())) {
      if (performance.now() - started > 300_000) throw new Error(`${url} did not answer within 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return performance.now() - started;
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    const killLater = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
    await exited;
    // The shell may exit before the server has closed its port: the next start must find it free.
    while (await answers()) await new Promise((resolve) => setTimeout(resolve, 50));
    clearTimeout(killLater);
  }
}

if (await answers()) throw new Error(`Port ${PORT} is already in use`);
console.log(`${COMMAND} (DATA_DIR ${DATA_DIR}): a warm-up start, then ${RUNS} measured`);
await startOnce();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) times.push(await startOnce());
times.sort((a, b) => a - b);
console.log(
  `ready in ${times.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")} (median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(1)} s)`,
);
