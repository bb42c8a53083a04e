/**
 * 50 signed-in customers browsing for 60 s: catalogue lists, searches and facets, record pages, map
 * views (the layers' counts and vector tiles, revalidated by ETag as a browser does) and bookmarks,
 * each user pausing 1–3 s between steps (BENCH_THINK; 0 for a closed loop). The
 * server runs as `npm start` runs it (`apps/server/scripts/start.mjs`, the bundled server) in a child
 * process on BENCH_PORT (3207), so its CPU and memory are its own; this process only sends requests. Prints requests, errors, p50/p95/p99/max.
 *
 *   npx tsx bench/load.ts                           # embedded database (PGlite) with the demo data
 *   BENCH_TARGET=postgres npx tsx bench/load.ts     # strata_bench (1,000,000 records; bench/catalog-generate.ts)
 *
 * BENCH_USERS (50) and BENCH_SECONDS (60) change the load. On PGlite the customers are the demo
 * accounts; on PostgreSQL ten customers are created in strata_bench (bench-load-N@bench.strata.test).
 * BENCH_FIRST_MINUTE=1 skips the warm-up: the minute right after the start, then the minute after it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { createUser, DEFAULT_PASSWORD } from "../apps/server/src/test/factories.ts";
import { benchUrl, ms, percentile, tilesOfView } from "./catalog-lib.ts";
import {
  cpuSeconds,
  DEMO_PASSWORD,
  machineBusySeconds,
  npmStartServerArgs,
  signInOver,
  waitForQuiet,
  waitForServer,
} from "./server-lib.ts";

const TARGET = process.env.BENCH_TARGET === "postgres" ? "postgres" : "pglite";
const USERS = Number(process.env.BENCH_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3207);
/**
 * A user's pause between two steps, in ms ("min-max", drawn uniformly): people read a page before
 * the next click. BENCH_THINK=0 makes it a closed loop (each user's next request as soon as the last
 * answered), a stress test rather than users.
 */
/** BENCH_FIRST_MINUTE=1: no warm-up; the minute right after the start, then the minute after it. */
const FIRST_MINUTE = process.env.BENCH_FIRST_MINUTE === "1";
const THINK = (process.env.BENCH_THINK ?? "1000-3000").split("-").map(Number);
const think = () => {
  const [min, max = min] = THINK;
  const pause = min + Math.random() * (max - min);
  return pause > 0 ? new Promise((resolve) => setTimeout(resolve, pause)) : undefined;
};
const BASE = `http://127.0.0.1:${PORT}`;
// Tiers that may browse every step of the scenario: the academic tiers have no bookmarks (403 by their rules).
const DEMO_CUSTOMERS = ["standard", "premium", "standard-member"];

const TYPES = ["Seismic_2D", "Seismic_3D", "Well_Log", "Technical_Report", "Non_Seismic"] as const;
const WORDS = ["survey", "malay", "basin", "well", "report", "seismic", "gravity", "line"];
/** Map views: the country, then closer views of the three regions. */
const VIEWS = [
  { bbox: "99,0,120,8", zoom: 5 },
  { bbox: "100,2,106,7", zoom: 7 },
  { bbox: "109,1,115,5", zoom: 7 },
  { bbox: "115,4,119,7.5", zoom: 8 },
];

/** The map layers a view is drawn from (technical reports have no map layer). */
const MAP_STEP_LAYERS = [...TYPES.filter((t) => t !== "Technical_Report"), "blocks"];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/** One customer browsing: a step at a time, the next one as soon as the last answered. */
async function browse(
  cookie: string,
  until: number,
  samples: number[],
  errors: Map<string, number>,
  bySteps = new Map<string, number[]>(),
) {
  const ids = new Map<string, string[]>();
  const etags = new Map<string, string>();
  const get = async (name: string, url: string) => {
    const started = performance.now();
    try {
      const tag = etags.get(url);
      const res = await fetch(BASE + url, {
        headers: { cookie, "accept-encoding": "gzip", ...(tag ? { "if-none-match": tag } : {}) },
      });
      const body = await res.text();
      const took = performance.now() - started;
      samples.push(took);
      bySteps.set(name, [...(bySteps.get(name) ?? []), took]);
      // A browser keeps what it fetched and revalidates it (tiles carry an ETag).
      const etag = res.headers.get("etag");
      if (etag) etags.set(url, etag);
      if (res.status === 304) return body;
      if (res.status !== 200)
        errors.set(`${name} ${res.status}`, (errors.get(`${name} ${res.status}`) ?? 0) + 1);
      return res.status === 200 ? body : null;
    } catch (err) {
      samples.push(performance.now() - started);
      errors.set(`${name} ${(err as Error).message}`, (errors.get(name) ?? 0) + 1);
      return null;
    }
  };
  while (Date.now() < until) {
    const type = pick(TYPES);
    const step = Math.random();
    if (step < 0.1) await get("categories", "/api/catalogs");
    else if (step < 0.3) {
      const page = 1 + Math.floor(Math.random() * 20);
      const body = await get("list", `/api/catalogs/${type}/data?page=${page}&pageSize=25`);
      if (body)
        ids.set(
          type,
          (JSON.parse(body).result as { id: string }[]).map((r) => r.id),
        );
    } else if (step < 0.45)
      await get("search", `/api/catalogs/${type}/data?q=${pick(WORDS)}&page=1&pageSize=25`);
    else if (step < 0.55) await get("facets", `/api/catalogs/${type}/facets`);
    else if (step < 0.7) {
      const known = ids.get(type);
      if (known?.length) await get("record", `/api/catalogs/${type}/${encodeURIComponent(pick(known))}`);
      else await get("list", `/api/catalogs/${type}/data?page=1&pageSize=25`);
    } else if (step < 0.9) {
      // What the map viewer asks for a view: the counts of the layers in it and the layer's tiles.
      const view = pick(VIEWS);
      const layer = pick(MAP_STEP_LAYERS);
      const tiles = tilesOfView(view.bbox.split(",").map(Number), view.zoom);
      await Promise.all([
        get("map counts", `/api/map/counts?bbox=${view.bbox}`),
        ...tiles.map((t) => get("map tile", `/api/map/tiles/${layer}/${t.z}/${t.x}/${t.y}.pbf`)),
      ]);
    } else if (step < 0.95) await get("bookmarks", "/api/catalogs/bookmarks");
    else await get("me", "/api/users/me");
    await think();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-load-"));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SIGN_IN_LIMIT_PER_ADDRESS: "10000",
    NODE_ENV: "development",
  };
  let accounts: { email: string; password: string }[];
  if (TARGET === "postgres") {
    env.DATABASE_URL = benchUrl();
    const database = await openPostgres(benchUrl());
    await runMigrations(database);
    accounts = [];
    for (let i = 1; i <= 10; i++) {
      const email = `bench-load-${i}@bench.strata.test`;
      const [found] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!found) await createUser(database.db, { role: i % 2 ? "premium" : "standard", email });
      accounts.push({ email, password: DEFAULT_PASSWORD });
    }
    await database.close();
  } else {
    accounts = DEMO_CUSTOMERS.map((name) => ({ email: `${name}@demo.strata.test`, password: DEMO_PASSWORD }));
  }
  const server = spawn(process.execPath, await npmStartServerArgs(), {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peakRss = 0;
  try {
    await waitForServer(BASE, server);
    const cookies = await Promise.all(accounts.map((a) => signInOver(BASE, a.email, a.password)));
    const rss = setInterval(async () => {
      try {
        const status = await readFile(`/proc/${server.pid}/status`, "utf8");
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peakRss = Math.max(peakRss, kb * 1024);
      } catch {}
    }, 500);
    if (FIRST_MINUTE) {
      // A restart: the users come back at once, while the server warms its tiles (from the
      // database's stored tiles when an instance made them before), then the minute after.
      await measure("the first minute after the start");
      await measure("the minute after");
    } else {
      // A warm-up: the first requests compile queries and fill caches, and the map views' tiles are
      // made once (the server makes low zooms ahead after a start anyway): the figures are of a
      // server that has been running, not of its first minute after a restart.
      const warmStarted = performance.now();
      for (const view of VIEWS) {
        for (const layer of MAP_STEP_LAYERS) {
          for (const t of tilesOfView(view.bbox.split(",").map(Number), view.zoom)) {
            await fetch(`${BASE}/api/map/tiles/${layer}/${t.z}/${t.x}/${t.y}.pbf`, {
              headers: { cookie: cookies[0] },
            });
          }
        }
      }
      await browse(cookies[0], Date.now() + 3000, [], new Map());
      await waitForQuiet(server.pid!);
      console.log(
        `warm-up (the views' tiles made once, a few steps, then the server quiet): ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`,
      );
      await measure("after the warm-up");
    }
    clearInterval(rss);

    async function measure(label: string) {
      const serverCpuBefore = await cpuSeconds(server.pid!);
      const machineBefore = await machineBusySeconds();
      const samples: number[] = [];
      const errors = new Map<string, number>();
      const bySteps = new Map<string, number[]>();
      const until = Date.now() + SECONDS * 1000;
      const load = os.loadavg()[0];
      peakRss = 0;
      await Promise.all(
        Array.from({ length: USERS }, (_, i) =>
          browse(cookies[i % cookies.length], until, samples, errors, bySteps),
        ),
      );
      const serverCpu = (await cpuSeconds(server.pid!)) - serverCpuBefore;
      const machineCpu = (await machineBusySeconds()) - machineBefore;
      const sorted = samples.sort((a, b) => a - b);
      const failed = [...errors.values()].reduce((a, b) => a + b, 0);
      console.log(
        `load (${TARGET}), ${label}: ${USERS} users × ${SECONDS} s, think ${THINK.join("–")} ms, ${sorted.length.toLocaleString("en")} requests (${(sorted.length / SECONDS).toFixed(0)}/s), ${failed} errors; load average before ${load.toFixed(1)}`,
      );
      console.log(
        `  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? 0)}  server peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
      );
      console.log(
        `  CPU during the run: server process ${serverCpu.toFixed(1)} s, whole machine ${machineCpu.toFixed(1)} s of ${(SECONDS * os.cpus().length).toFixed(0)} s (the rest of the machine: the database, this load generator)`,
      );
      for (const [step, times] of [...bySteps].sort()) {
        const t = times.sort((a, b) => a - b);
        console.log(
          `  ${step.padEnd(11)} n=${String(t.length).padStart(5)}  p50 ${ms(percentile(t, 50))}  p95 ${ms(percentile(t, 95))}`,
        );
      }
      for (const [what, n] of errors) console.log(`  error: ${what} ×${n}`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
