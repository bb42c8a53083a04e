/**
 * Metadata export over the benchmark data set (load it first with bench/catalog-generate.ts): every
 * record of the five categories (1,000,000 at scale 1) exported through the real app over HTTP —
 * `POST /api/data-preparation/exportsdcexcel` with a data-admin session, one page sized to each
 * category's total, as the export dialog asks — as CSV and as .xlsx. The response is read and
 * discarded as it arrives. Rows per second and the peak RSS of the process (server and client share
 * it) against PostgreSQL's own `COPY (the same select) TO STDOUT (FORMAT csv)` through psql, run for
 * each category just before that category's export, so that both see the same load on a shared
 * machine (the ratio is the exports' total time over the COPYs' total).
 *
 *   npx tsx bench/export.ts                 # BENCH_FORMATS=csv,xlsx by default
 *   NODE_OPTIONS=--expose-gc npx tsx bench/export.ts   # adds live memory after GC: 10,000 vs 350,000 rows
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CATALOG_TYPES, type CatalogType } from "@strata/core";
import { asc, count } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { rowColumns } from "../apps/server/src/modules/catalogs/service.ts";
import { commonColumns } from "../apps/server/src/modules/catalogs/tables.ts";
import { table } from "../apps/server/src/modules/data-preparation/metadata/properties.ts";
import { benchCookie, benchUrl } from "./catalog-lib.ts";

const FORMATS = (process.env.BENCH_FORMATS ?? "csv,xlsx").split(",") as ("csv" | "xlsx")[];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString("en")} rows/s`;

/** The highest RSS seen while `work` runs, sampled every 20 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** The most memory left after a full GC (heap + buffers) while `work` runs: what the export holds, not its garbage. */
async function withPeakLive<T>(work: () => Promise<T>): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc!;
  const live = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  let peak = live();
  const timer = setInterval(() => {
    peak = Math.max(peak, live());
  }, 250);
  try {
    await work();
    return peak;
  } finally {
    clearInterval(timer);
  }
}

/** POSTs a JSON body and reads the answer as it streams, keeping only its length. */
function postAndDrain(
  port: number,
  cookie: string,
  body: unknown,
): Promise<{ status: number; bytes: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/data-preparation/exportsdcexcel",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), cookie },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** PostgreSQL's own CSV of a select, through psql, counted and discarded. */
function copyToStdout(url: string, select: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const psql = spawn("psql", [
      url,
      "-X",
      "-q",
      "-c",
      `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`,
    ]);
    let bytes = 0;
    let errors = "";
    psql.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    psql.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    psql.on("error", reject);
    psql.on("close", (code) => (code === 0 ? resolve(bytes) : reject(new Error(`psql: ${errors}`))));
  });
}

async function main() {
  const url = benchUrl();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openPostgres(url);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await benchCookie(app, database.db, "data-admin");
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;

  const totals = {} as Record<CatalogType, number>;
  for (const type of CATALOG_TYPES) {
    totals[type] = (await database.db.select({ n: count() }).from(table(type)))[0].n;
  }
  const allRows = Object.values(totals).reduce((a, b) => a + b, 0);
  console.log(
    `metadata export: ${allRows.toLocaleString("en")} records in 5 categories; idle RSS ${mb(process.memoryUsage.rss())}`,
  );

  // PostgreSQL's own CSV of the same rows in the same order: the base of the ratio.
  const copyOf = async (type: CatalogType) => {
    const select = database.db
      .select(rowColumns(type))
      .from(table(type))
      .orderBy(asc(commonColumns(type).id))
      .toSQL();
    const start = performance.now();
    const bytes = await copyToStdout(url, select.sql);
    return { bytes, ms: performance.now() - start };
  };

  for (const format of FORMATS) {
    // A small export first: flat memory means the full one peaks no higher.
    const small = await withPeakRss(() =>
      postAndDrain(port, cookie, { ingestType: "Seismic_2D", pageNumber: 1, pageSize: 10_000, format }),
    );
    const perType: string[] = [];
    const copy = { bytes: 0, ms: 0 };
    const run = await withPeakRss(async () => {
      let bytes = 0;
      let ms = 0;
      for (const type of CATALOG_TYPES) {
        const base = await copyOf(type);
        copy.bytes += base.bytes;
        copy.ms += base.ms;
        const typeStart = performance.now();
        const res = await postAndDrain(port, cookie, {
          ingestType: type,
          pageNumber: 1,
          pageSize: totals[type],
          format,
        });
        if (res.status !== 200) throw new Error(`${type} ${format}: HTTP ${res.status}`);
        const typeMs = performance.now() - typeStart;
        bytes += res.bytes;
        ms += typeMs;
        perType.push(`${type} ${rate(totals[type], typeMs)} (${(typeMs / base.ms).toFixed(2)}×)`);
      }
      return { bytes, ms };
    });
    const { bytes, ms } = run.value;
    console.log(
      `  COPY TO STDOUT (psql)  ${(copy.ms / 1000).toFixed(1)} s  ${rate(allRows, copy.ms)}  ${mb(copy.bytes)}   (each category just before its ${format} export)`,
    );
    console.log(
      `  export ${format.padEnd(4)}  ${(ms / 1000).toFixed(1)} s  ${rate(allRows, ms)}  ${mb(bytes)}  peak RSS ${mb(run.peak)} (10,000 rows: ${mb(small.peak)})  ratio to COPY ${(ms / copy.ms).toFixed(2)}×`,
    );
    console.log(`    ${perType.join("; ")}`);
  }

  if ((globalThis as { gc?: unknown }).gc) {
    for (const format of FORMATS) {
      const sizes = [10_000, totals.Well_Log];
      const peaks: string[] = [];
      for (const pageSize of sizes) {
        const peak = await withPeakLive(() =>
          postAndDrain(port, cookie, { ingestType: "Well_Log", pageSize, format }),
        );
        peaks.push(`${pageSize.toLocaleString("en")} rows ${mb(peak)}`);
      }
      console.log(`  live memory after GC, ${format}: ${peaks.join(", ")}`);
    }
  }

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
