/**
 * A 100,000-row bulk import on the embedded database (PGlite) while customers read the catalogue.
 *
 *   npx tsx bench/embedded-import.ts            # BENCH_ROWS=100000 BENCH_READERS=4
 *
 * The real app runs in this process on a fresh PGlite data directory (under the OS temp dir) with
 * the demo catalogue; a data admin uploads a CSV of BENCH_ROWS new Seismic 2D records
 * (`POST /api/data-preparation/bulkaddupdatesdc`, mode apply) over HTTP while BENCH_READERS
 * signed-in customers loop over catalogue reads (category list, a page, facets, a search, the data
 * explorer). It prints the readers' p50/p95/max during the import, the import's time and the peak RSS
 * of the process (server and clients share it; sampled every 50 ms).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPglite } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { seismic2d } from "../apps/server/src/db/schema/index.ts";
import { metadataProperties } from "../apps/server/src/modules/data-preparation/metadata/properties.ts";
import { multipartBody } from "../apps/server/src/modules/data-preparation/metadata/test/helpers.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../apps/server/src/seed/catalog/generate.ts";
import { seedCatalogDemo } from "../apps/server/src/seed/catalog/index.ts";
import { createUser, DEFAULT_PASSWORD, getCsrf, signIn } from "../apps/server/src/test/factories.ts";
import { ms, percentile } from "./catalog-lib.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A CSV of `rows` new Seismic 2D records after the demo ones: every editable column, labels as headers. */
function importCsv(rows: number): Buffer {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  const columns = metadataProperties("Seismic_2D").columns.filter((c) => c.editable);
  const quote = (v: unknown) => {
    const text = v === null || v === undefined ? "" : String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map((c) => c.label).join(",")];
  for (let i = 0; i < rows; i++) {
    const record = generator.seismic2D(DEMO_COUNTS.Seismic_2D + i);
    lines.push(columns.map((c) => quote(record[c.key])).join(","));
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

const READS = [
  "/api/catalogs",
  "/api/catalogs/Seismic_2D/data?page=1&pageSize=10",
  "/api/catalogs/Well_Log/facets",
  "/api/catalogs/Seismic_3D/data?q=survey&page=1&pageSize=10",
  "/api/catalogs/data-explorer",
  "/api/catalogs/Technical_Report/data?page=3&pageSize=25&sort=year&order=desc",
];

/** Migrates and seeds the data directory, in a child process: its memory is not the measured process's. */
async function seed(dataDir: string) {
  const database = await openPglite(dataDir);
  await runMigrations(database);
  await seedCatalogDemo(database.db);
  await database.close();
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-import-"));
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), "seed", dataDir],
    {
      stdio: "inherit",
    },
  );
  if (child.status !== 0) throw new Error("seeding the embedded database failed");
  const database = await openPglite(dataDir);
  await runMigrations(database);
  const [{ n: seededRecords }] = await database.db.select({ n: count() }).from(seismic2d);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const admin = await createUser(database.db, { role: "data-admin" });
  const customer = await createUser(database.db, { role: "premium" });
  const adminCookie = await signIn(app, admin.email, DEFAULT_PASSWORD);
  const customerCookie = await signIn(app, customer.email, DEFAULT_PASSWORD);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const csv = importCsv(ROWS);
  const csrf = await getCsrf(app, adminCookie);
  const body = multipartBody({ ingestType: "Seismic_2D", mode: "apply" }, { name: "lines.csv", data: csv });
  console.log(
    `embedded import: ${ROWS.toLocaleString("en")} rows (${mb(csv.length)} CSV) over the demo catalogue (${seededRecords.toLocaleString("en")} Seismic 2D records), ${READERS} readers; load average ${os.loadavg()[0].toFixed(1)}`,
  );

  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const idleRss = process.memoryUsage.rss();

  let importing = true;
  const latencies: number[] = [];
  let errors = 0;
  const reader = async (offset: number) => {
    for (let i = offset; importing; i++) {
      const started = performance.now();
      const res = await fetch(base + READS[i % READS.length], { headers: { cookie: customerCookie } });
      await res.arrayBuffer();
      if (importing) latencies.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  };
  const readers = Array.from({ length: READERS }, (_, i) => reader(i));

  const started = performance.now();
  const res = await fetch(`${base}/api/data-preparation/bulkaddupdatesdc`, {
    method: "POST",
    headers: { cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken, "content-type": body.contentType },
    body: body.payload,
  });
  const answer = (await res.json()) as { added?: number; error?: { message: string } };
  const importMs = performance.now() - started;
  importing = false;
  await Promise.all(readers);
  clearInterval(sampler);

  const [{ n }] = await database.db.select({ n: count() }).from(seismic2d);
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `import: HTTP ${res.status}, ${answer.added ?? answer.error?.message} added, ${(importMs / 1000).toFixed(1)} s; Seismic 2D now ${n.toLocaleString("en")}`,
  );
  console.log(
    `readers during the import: p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? 0)}  (n=${sorted.length}, ${errors} errors)`,
  );
  console.log(`RSS: before the import ${mb(idleRss)}, peak ${mb(peak)}`);

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

(process.argv[2] === "seed" ? seed(process.argv[3]) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
