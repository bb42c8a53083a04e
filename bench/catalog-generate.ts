/**
 * Loads the catalogue benchmark data set — 1,000,000 records across the five categories by default —
 * into the dedicated database `strata_bench` on the PostgreSQL server of BENCH_DATABASE_URL.
 *
 *   npx tsx bench/catalog-generate.ts            # BENCH_SCALE=0.1 for 100,000 records
 *
 * Record i of a category is always the same (seeded generator), rows go in as multi-row inserts of
 * one JSON parameter per batch, and each batch is one statement: a stopped run resumes where it
 * stopped, by counting what is there.
 */
import { CATALOG_TYPES, type CatalogType } from "@strata/core";
import { count, sql } from "drizzle-orm";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { catalogBlocks } from "../apps/server/src/db/schema/index.ts";
import { CatalogGenerator } from "../apps/server/src/lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../apps/server/src/lib/insert-json-rows.ts";
import { insertReferenceData } from "../apps/server/src/modules/catalogs/index.ts";
import { refreshSearchWords } from "../apps/server/src/modules/catalogs/search-words.ts";
import { tableOf } from "../apps/server/src/modules/catalogs/tables.ts";
import { benchCounts, benchUrl, ensureBenchDatabase } from "./catalog-lib.ts";

const BATCH = 2000;

async function main() {
  const started = Date.now();
  await ensureBenchDatabase();
  const database = await openPostgres(benchUrl());
  const { db } = database;
  await runMigrations(database);
  const counts = benchCounts();
  await assertSameCounts(db, counts);
  const generator = new CatalogGenerator(counts);

  const [{ n: blocks }] = await db.select({ n: count() }).from(catalogBlocks);
  if (blocks === 0) {
    await insertReferenceData(db, generator);
    console.log(`reference data (blocks, lookups) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  for (const type of CATALOG_TYPES) await load(db, generator, type, counts[type]);

  console.log("analyzing…");
  await db.execute(sql`analyze`);
  const wordsStarted = Date.now();
  const words = await refreshSearchWords(db);
  console.log(
    `search-word dictionary: ${words.toLocaleString()} words in ${((Date.now() - wordsStarted) / 1000).toFixed(1)} s`,
  );
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `done: ${total.toLocaleString()} records in strata_bench, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await database.close();
}

/** Record i depends on the totals (reports name wells among them), so a resumed run must keep the scale. */
async function assertSameCounts(db: Awaited<ReturnType<typeof openPostgres>>["db"], counts: object) {
  await db.execute(sql`create table if not exists bench_state (id int primary key, counts jsonb not null)`);
  await db.execute(
    sql`insert into bench_state values (1, ${JSON.stringify(counts)}::jsonb) on conflict do nothing`,
  );
  const { rows } = await db.execute<{ counts: object }>(sql`select counts from bench_state where id = 1`);
  const canonical = (o: object) => JSON.stringify(Object.entries(o).sort());
  if (canonical(rows[0].counts) !== canonical(counts)) {
    throw new Error(
      `strata_bench holds data of another scale (${JSON.stringify(rows[0].counts)}); run with the same BENCH_SCALE, or drop database strata_bench`,
    );
  }
}

async function load(
  db: Awaited<ReturnType<typeof openPostgres>>["db"],
  generator: CatalogGenerator,
  type: CatalogType,
  target: number,
) {
  const table = tableOf(type);
  const [{ n: existing }] = await db.select({ n: count() }).from(table);
  if (existing >= target) {
    console.log(`${type}: ${existing.toLocaleString()} records already there`);
    return;
  }
  const started = Date.now();
  let pending: Promise<void> | null = null;
  for (let start = existing; start < target; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, target - start) }, (_, k) =>
      generator.record(type, start + k),
    );
    // Generate the next batch while the database writes this one.
    await pending;
    pending = insertJsonRows(db, table, rows, BATCH);
    const done = start + rows.length;
    if (done % 50_000 < BATCH || done === target) {
      const rate = (done - existing) / ((Date.now() - started) / 1000);
      process.stdout.write(
        `\r${type}: ${done.toLocaleString()} / ${target.toLocaleString()} (${Math.round(rate).toLocaleString()} rows/s)   `,
      );
    }
  }
  await pending;
  console.log(`\n${type}: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
