/**
 * Well analytics at the 1,000,000-record scale (issue 28): loads 20,000 wells × 30 years monthly
 * into `strata_bench_premium` on the first run (bench/premium-lib.ts), then measures through the
 * real app (`app.inject`, a signed-in premium user) and, interleaved with it, the plain SQL a call
 * reads (the baseline):
 *
 * - a ranking over all wells filtered by one region (target p95 < 500 ms);
 * - one well's and one field's monthly series (target p95 < 50 ms), a different well or field
 *   every round, so no round reads what an earlier one brought into memory (nothing in the
 *   analytics caches: the cold path is the only path);
 * - an Arps fit on 360 monthly points (target < 20 ms), in process: wall time, and the CPU time the
 *   process spent on it (on a shared machine the wall time includes waiting for a core).
 *
 *   npx tsx bench/premium.ts            # BENCH_ROUNDS=50, BENCH_SCALE=0.1 for 2,000 wells
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { arpsRate, fitArps } from "@strata/core";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { benchCookie, ms, stats } from "./catalog-lib.ts";
import {
  ensurePremiumBenchDatabase,
  FIELDS,
  fieldName,
  loadPremiumProduction,
  premiumBenchUrl,
  premiumWells,
  REGIONS,
  wellName,
} from "./premium-lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

async function main() {
  await ensurePremiumBenchDatabase();
  const url = premiumBenchUrl();
  const wells = premiumWells();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openPostgres(url);
  await runMigrations(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const loading = Date.now();
  if (await loadPremiumProduction(client, wells)) {
    console.log(
      `loaded ${wells.toLocaleString("en")} wells in ${((Date.now() - loading) / 1000).toFixed(0)} s`,
    );
  }
  const { rows } = await client.query<{ n: string }>("select count(*) as n from production_monthly");
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await benchCookie(app, database.db, "premium");
  console.log(
    `well analytics: ${wells.toLocaleString("en")} wells, ${Number(rows[0].n).toLocaleString("en")} monthly rows, ${ROUNDS} rounds; load average ${os.loadavg()[0].toFixed(1)}`,
  );

  const api = async (u: string) => {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url: u, headers: { cookie } });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return took;
  };
  const query = async (text: string, values: unknown[]) => {
    const started = performance.now();
    await client.query(text, values);
    return performance.now() - started;
  };

  const samples: Record<string, number[]> = {};
  const add = (name: string, v: number) => {
    samples[name] ??= [];
    samples[name].push(v);
  };
  // Wells and fields visited in a stride through the set: each round a different one.
  const stride = (round: number, n: number) => (round * 7_919 + 13) % n;
  for (let round = 0; round < ROUNDS; round++) {
    const region = REGIONS[round % REGIONS.length];
    add(
      "ranking API",
      await api(`/api/well-analytics/rankings?of=wells&by=cumulative&stream=oil&region=${region}&limit=25`),
    );
    add(
      "ranking SQL",
      await query(
        `select wellbore_name, field, block, operator, region, cum_oil_sm3, count(*) over () as total
         from production_wells where region = any($1::text[]) order by cum_oil_sm3 desc, wellbore_name limit 25`,
        [[region]],
      ),
    );
    const well = wellName(stride(round, wells));
    add("well series API", await api(`/api/well-analytics/wells/${well}/analytics`));
    add(
      "well series SQL",
      await query(
        "select year, month, oil_sm3, gas_sm3, water_sm3 from production_monthly where wellbore_name = $1 order by year, month",
        [wellName(stride(round + ROUNDS, wells))],
      ),
    );
    const fields = Math.min(FIELDS, wells);
    const field = fieldName(stride(round, fields));
    add("field series API", await api(`/api/well-analytics/fields/${encodeURIComponent(field)}/analytics`));
    add(
      "field series SQL",
      await query(
        "select year, month, oil_sm3, gas_sm3, water_sm3 from production_field_monthly where field = $1 order by year, month",
        [fieldName(stride(round + ROUNDS, fields))],
      ),
    );
    add(
      "well decline API",
      await api(
        `/api/well-analytics/wells/${wellName(stride(round + 2 * ROUNDS, wells))}/decline?model=best`,
      ),
    );

    // 360 months of a hyperbolic decline with 2 % noise, different per round.
    const t = Array.from({ length: 360 }, (_, i) => i);
    const truth = { qi: 500 + round, diPerMonth: 0.05, b: 0.3 + (round % 10) / 10 };
    const q = t.map((ti) => arpsRate(truth, ti) * (1 + 0.02 * Math.sin(ti * 12.9898 + round)));
    for (const model of ["hyperbolic", "best"] as const) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      fitArps({ t, q, model });
      add(`Arps fit, 360 points, ${model}`, performance.now() - started);
      const used = process.cpuUsage(cpu);
      add(`  CPU time, ${model}`, (used.user + used.system) / 1000);
    }
  }
  for (const [name, values] of Object.entries(samples)) {
    const s = stats(values);
    console.log(
      `  ${name.padEnd(34)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (n=${s.n})`,
    );
  }
  console.log(`load average at end ${os.loadavg()[0].toFixed(1)}`);
  await client.end();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
