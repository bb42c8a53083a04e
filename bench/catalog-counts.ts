/**
 * Catalogue counts over the benchmark data set (load it first with bench/catalog-generate.ts): the
 * facets of a whole category, facets under search text and a filter, the data explorer (all
 * categories, and one region), the category list and a category's first page, through the real app
 * (`app.inject`, a signed-in premium user). p50/p95 of BENCH_ROUNDS rounds (default 20).
 *
 *   npx tsx bench/catalog-counts.ts
 *
 * It applies pending migrations to strata_bench first (the precomputed counts of migration 0004 are
 * filled from the records then, once).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CATALOG_TYPES } from "@strata/core";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { benchCookie, benchUrl, ms, stats } from "./catalog-lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
/**
 * A year bound that excludes nothing (3000 + round) makes each round's request new to the result
 * cache (catalogs/result-cache.ts): these cases measure the first time a filter is asked.
 */
const unseen = (round: number) => ({ max: 3000 + round });
/** Both values of a download flag: excludes nothing, but takes a filter off the stored counts. */
const live = { basic: [true, false] };

type Case = [string, ((round: number) => string)[]];
const always = (urls: string[]) => urls.map((u) => () => u);
const CASES: Case[] = [
  ["facets of a whole category", always(CATALOG_TYPES.map((t) => `/api/catalogs/${t}/facets`))],
  [
    "facets with search text, repeated",
    always(["/api/catalogs/Seismic_2D/facets?q=rajawali", "/api/catalogs/Well_Log/facets?q=tapis"]),
  ],
  [
    "facets, region and years, first time",
    [
      (r) => `/api/catalogs/Seismic_2D/facets?filter=${filter({ region: ["PM"], year: unseen(r) })}`,
      (r) => `/api/catalogs/Well_Log/facets?filter=${filter({ year: { min: 2000, ...unseen(r) } })}`,
      (r) =>
        `/api/catalogs/Seismic_2D/facets?filter=${filter({ region: ["PM"], year: { min: 2000, ...unseen(r) } })}`,
    ],
  ],
  [
    "  the same, counted live (baseline)",
    [
      (r) => `/api/catalogs/Seismic_2D/facets?filter=${filter({ region: ["PM"], year: unseen(r), ...live })}`,
      (r) => `/api/catalogs/Well_Log/facets?filter=${filter({ year: { min: 2000, ...unseen(r) }, ...live })}`,
      (r) =>
        `/api/catalogs/Seismic_2D/facets?filter=${filter({ region: ["PM"], year: { min: 2000, ...unseen(r) }, ...live })}`,
    ],
  ],
  ["data explorer, all categories", always(["/api/catalogs/data-explorer"])],
  ["data explorer, one region", always(["/api/catalogs/data-explorer?region=SK"])],
  ["category list with counts", always(["/api/catalogs"])],
  ["a category's first page", always(CATALOG_TYPES.map((t) => `/api/catalogs/${t}/data?page=1&pageSize=10`))],
];

async function main() {
  const url = benchUrl();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openPostgres(url);
  const migrating = Date.now();
  await runMigrations(database);
  console.log(`migrations: ${((Date.now() - migrating) / 1000).toFixed(1)} s`);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await benchCookie(app, database.db, "premium");
  console.log(`catalogue counts: ${ROUNDS} rounds; load average ${os.loadavg()[0].toFixed(1)}`);

  // Rounds interleave the cases, so the stored and the live facet counts meet the same machine.
  const samples = CASES.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, urls]] of CASES.entries()) {
      for (const url of urls) {
        const u = url(round);
        const started = performance.now();
        const res = await app.inject({ method: "GET", url: u, headers: { cookie } });
        samples[i].push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  }
  for (const [i, [name]] of CASES.entries()) {
    const s = stats(samples[i]);
    console.log(
      `  ${name.padEnd(38)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (n=${s.n})`,
    );
  }
  console.log(`load average at end ${os.loadavg()[0].toFixed(1)}`);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
