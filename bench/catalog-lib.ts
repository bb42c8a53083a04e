import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { UserRole } from "@strata/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openPostgres } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import type { CatalogCounts } from "../apps/server/src/lib/demo-catalog/generate.ts";
import { createUser, DEFAULT_PASSWORD, signIn } from "../apps/server/src/test/factories.ts";

/** The benchmark's own database on the server named by BENCH_DATABASE_URL; no other database is touched. */
export const BENCH_DB = process.env.BENCH_DB ?? "strata_bench";
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export function benchUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** Creates the benchmark database if it is missing (connecting through the server URL's own database). */
export async function ensureBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [BENCH_DB]);
  if (!rowCount) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
}

/**
 * 1,000,000 records at scale 1; BENCH_SCALE=0.1 gives 100,000. BENCH_WELL_LOGS sets the well-log
 * files alone (five per wellbore: 500,000 are 100,000 wellbores, the OGC GDAL goal's), in a database
 * of its own (BENCH_DB), since the generator refuses to mix scales in one.
 */
export function benchCounts(scale = Number(process.env.BENCH_SCALE ?? 1)): CatalogCounts {
  const at = (n: number) => Math.round(n * scale);
  return {
    Seismic_2D: at(300_000),
    Seismic_3D: at(100_000),
    Well_Log: process.env.BENCH_WELL_LOGS ? Number(process.env.BENCH_WELL_LOGS) : at(350_000),
    Technical_Report: at(150_000),
    Non_Seismic: at(100_000),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The benchmark's user of `role` (made on the first run, kept after), signed in: its session cookie. */
export async function benchCookie(app: FastifyInstance, db: Database, role: UserRole): Promise<string> {
  const email = `bench-${role}@bench.strata.test`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) await createUser(db, { role, email });
  return signIn(app, email, DEFAULT_PASSWORD);
}

export type Tile = { z: number; x: number; y: number };

/** The XYZ tile holding a point at zoom z (Web Mercator, as MapLibre asks). */
export function tileAt(lon: number, lat: number, z: number): Tile {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

/** Every tile MapLibre asks for to cover a bounding box at zoom z. */
export function tilesOfView([west, south, east, north]: number[], z: number): Tile[] {
  const nw = tileAt(west, north, z);
  const se = tileAt(east, south, z);
  const tiles: Tile[] = [];
  for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) tiles.push({ z, x, y });
  return tiles;
}

/** The machine's load averages (1, 5, 15 minutes), printed with every run so its figures can be read. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** The real app on the benchmark database, with a data folder of its own that close() removes. */
export async function benchApp() {
  const database = await openPostgres(benchUrl());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: benchUrl(),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
