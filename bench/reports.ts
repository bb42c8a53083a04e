/**
 * Issue 12's report targets over the data set of bench/reports-generate.ts (run it first):
 *
 * 1. every report's first page (no filter; and a quarter's period with a tier) and its chart,
 *    through the real app (app.inject with a signed-in superadmin): p50/p95 against < 500 ms;
 * 2. the full CSV and XLSX export of the largest report (downloads, 1,000,000 rows) over real HTTP,
 *    read as it streams: time, bytes, rows and what the export adds to the process's resident memory
 *    (its peak minus before; the app and tsx alone hold about 300 MB) against < 250 MB.
 *
 *   npx tsx bench/reports.ts          # BENCH_ROUNDS=5 by default; BENCH_EXPORT=action-logs for another
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { REPORTS } from "@strata/core";
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { createUser, DEFAULT_PASSWORD, signIn } from "../apps/server/src/test/factories.ts";
import { ms, stats } from "./catalog-lib.ts";
import { reportsBenchUrl } from "./reports-lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EXPORTED = process.env.BENCH_EXPORT ?? "downloads";
const BENCH_EMAIL = "bench-superadmin@bench.strata.test";
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

const database = await openPostgres(reportsBenchUrl());
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "strata-bench-reports-")),
  LOG_LEVEL: "silent",
  DATABASE_URL: reportsBenchUrl(),
  JOB_CONCURRENCY: "0",
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_EMAIL));
if (!existing) await createUser(database.db, { role: "superadmin", email: BENCH_EMAIL });
const cookie = await signIn(app, BENCH_EMAIL, DEFAULT_PASSWORD);

async function timed(url: string) {
  const samples: number[] = [];
  let total = 0;
  for (let round = 0; round < ROUNDS + 1; round++) {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    // The first round warms the connection and the plan cache; it is not counted.
    if (round > 0) samples.push(elapsed);
    total = res.json().pageTotal ?? total;
  }
  return { ...stats(samples), total };
}

const quarter = new URLSearchParams({ from: "2026-08-01", to: "2026-10-31" });
console.log(`reports: first page (10 rows) and chart, ${ROUNDS} rounds each; target p95 < 500 ms`);
let worst = 0;
for (const report of REPORTS) {
  const base = `/api/reports/${report.key}`;
  const withTier = "tier" in report.filters ? `&tier=premium` : "";
  const cases: [string, string][] = [
    ["page 1", `${base}?pageSize=10`],
    ["page 1, a quarter", `${base}?pageSize=10&${quarter}${withTier}`],
    ["chart", `${base}/chart`],
  ];
  for (const [label, url] of cases) {
    const s = await timed(url);
    worst = Math.max(worst, s.p95);
    const rows = label === "chart" ? "" : `  (${s.total} rows)`;
    console.log(`  ${report.key.padEnd(15)} ${label.padEnd(18)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}${rows}`);
  }
}
console.log(`worst p95: ${ms(worst)} (${worst < 500 ? "within" : "OVER"} the 500 ms target)`);

// The export over real HTTP, read as it streams, with the process's resident memory sampled.
const address = await app.listen({ port: 0, host: "127.0.0.1" });
for (const format of ["csv", "xlsx"] as const) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const res = await fetch(`${address}/api/reports/${EXPORTED}/export?format=${format}`, {
    headers: { cookie },
  });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (format === "csv") for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const rows = format === "csv" ? `${lines - 1} rows, ` : "";
  console.log(
    `export ${EXPORTED} ${format}: ${rows}${mb(bytes)} in ${seconds.toFixed(1)} s; RSS ${mb(baseline)} before, peak ${mb(peak)}: the export added ${mb(peak - baseline)} (target: flat, < 250 MB)`,
  );
}
await app.close();
await database.close();
