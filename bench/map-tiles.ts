/**
 * Map vector tiles over the benchmark data set (load it first with bench/catalog-generate.ts),
 * through the real app (`app.inject`, a signed-in premium user, `Accept-Encoding: gzip` as a browser
 * sends it):
 *
 * 1. the country view — every tile MapLibre asks for at zoom 5 over bbox 99,0,120,8, each layer —
 *    first request (made from the database), again (from the tile cache), and a revalidation
 *    (`If-None-Match` → 304); bytes per tile and the view's total;
 * 2. a zoom sweep, 6 to 12: BENCH_TILES tiles per zoom (default 12) under points spread over the
 *    basins, each layer, first request: p50/p95 time, typical and largest tile;
 * 3. tiles made ahead (a second app with warming on, zooms 0–BENCH_WARM_ZOOM, default 7): how long
 *    the start-up warm-up of every layer takes; then a change to the 2D lines (a statement that
 *    rewrites one line's name as it is, which raises the layer's data version): how long until the
 *    country view of that layer is in the cache, and until its whole warm-up is done; then the
 *    country view's first request per layer, as a user opening the map after the change.
 *
 *   npx tsx bench/map-tiles.ts          # BENCH_DB=strata_bench_copy to run on a copy
 *
 * It applies pending migrations to the benchmark database first (migration 0023 adds the layers'
 * data versions). Figures: bench/README.md.
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type DatabaseHandle, openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { rngFor } from "../apps/server/src/lib/demo-catalog/prng.ts";
import { BASINS } from "../apps/server/src/lib/demo-catalog/vocabulary.ts";
import { mapDataVersion } from "../apps/server/src/lib/map-data-version.ts";
import { benchCookie, benchUrl, ms, stats, type Tile, tileAt, tilesOfView } from "./catalog-lib.ts";

const TILES_PER_ZOOM = Number(process.env.BENCH_TILES ?? 12);
const LAYERS = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic", "blocks"] as const;
const COUNTRY = { bbox: [99, 0, 120, 8], zoom: 5 };
const WARM_ZOOM = Number(process.env.BENCH_WARM_ZOOM ?? 7);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const url = benchUrl();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-"));
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openPostgres(url);
  await runMigrations(database);
  // As autovacuum does some time after a bulk load: the visibility map lets dense tiles read their
  // records' boxes from the bbox indexes alone (migration 0024).
  for (const table of ["seismic_2d", "seismic_3d", "non_seismic"]) {
    await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await benchCookie(app, database.db, "premium");

  async function get(layer: string, { z, x, y }: Tile, etag?: string) {
    const started = performance.now();
    const res = await app.inject({
      method: "GET",
      url: `/api/map/tiles/${layer}/${z}/${x}/${y}.pbf`,
      headers: { cookie, "accept-encoding": "gzip", ...(etag ? { "if-none-match": etag } : {}) },
    });
    const took = performance.now() - started;
    if (res.statusCode !== 200 && res.statusCode !== 304) throw new Error(`${res.statusCode} ${res.body}`);
    const gz = res.rawPayload.length;
    const raw = res.statusCode === 200 ? gunzipSync(res.rawPayload) : Buffer.alloc(0);
    return { took, gz, raw: raw.length, etag: String(res.headers.etag), dense: raw.includes("dense") };
  }

  console.log(`map tiles: load average ${os.loadavg()[0].toFixed(1)}`);
  const view = tilesOfView(COUNTRY.bbox, COUNTRY.zoom);
  console.log(`country view (bbox ${COUNTRY.bbox}, zoom ${COUNTRY.zoom}): ${view.length} tiles per layer`);
  // BENCH_PART=warm: part 3 only.
  if (process.env.BENCH_PART === "warm") {
    await app.close();
    await warming(dataDir, url, view);
    await database.close();
    return;
  }
  const cold: number[] = [];
  const warm: number[] = [];
  const revalidated: number[] = [];
  let viewGz = 0;
  let viewRaw = 0;
  for (const layer of LAYERS) {
    const first = [];
    for (const tile of view) {
      const made = await get(layer, tile);
      const again = await get(layer, tile);
      const same = await get(layer, tile, made.etag);
      first.push(made);
      cold.push(made.took);
      warm.push(again.took);
      revalidated.push(same.took);
    }
    const gz = first.reduce((s, t) => s + t.gz, 0);
    const raw = first.reduce((s, t) => s + t.raw, 0);
    viewGz += gz;
    viewRaw += raw;
    const largest = Math.max(...first.map((t) => t.raw));
    console.log(
      `  ${layer.padEnd(11)} ${kB(raw).padStart(9)} (${kB(gz)} gzip)  largest ${kB(largest)}  first ${first.map((t) => ms(t.took)).join(", ")}${first.some((t) => t.dense) ? "  (dense tiles: coverage)" : ""}`,
    );
  }
  console.log(`  the view in all: ${kB(viewRaw)} (${kB(viewGz)} gzip)`);
  const line = (name: string, samples: number[]) => {
    const s = stats(samples);
    console.log(
      `  ${name.padEnd(28)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  (n=${s.n})`,
    );
  };
  line("first request (made)", cold);
  line("again (tile cache)", warm);
  line("revalidation (304)", revalidated);

  console.log(`zoom sweep: ${TILES_PER_ZOOM} tiles per zoom under points of the basins, first request`);
  const all: number[] = [];
  let largestAll = { raw: 0, gz: 0, at: "" };
  const sizes: number[] = [];
  for (let z = 6; z <= 12; z++) {
    const tiles = new Map<string, Tile>();
    const rng = rngFor(4242, z);
    // At zoom 6 the basins lie under 8 tiles only: stop drawing points once no new tile comes.
    for (let draws = 0; tiles.size < TILES_PER_ZOOM && draws < 10_000; draws++) {
      const basin = rng.weighted(BASINS);
      const [minX, minY, maxX, maxY] = basin.extent;
      const tile = tileAt(rng.float(minX, maxX), rng.float(minY, maxY), z);
      tiles.set(`${tile.x}/${tile.y}`, tile);
    }
    const times: number[] = [];
    let dense = 0;
    let largest = 0;
    for (const tile of tiles.values()) {
      for (const layer of LAYERS) {
        const made = await get(layer, tile);
        times.push(made.took);
        sizes.push(made.raw);
        if (made.dense) dense++;
        largest = Math.max(largest, made.raw);
        if (made.raw > largestAll.raw)
          largestAll = { raw: made.raw, gz: made.gz, at: `${layer} ${z}/${tile.x}/${tile.y}` };
      }
    }
    all.push(...times);
    const s = stats(times);
    console.log(
      `  zoom ${String(z).padStart(2)}  p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  largest ${kB(largest).padStart(9)}  dense ${dense} of ${times.length}`,
    );
  }
  const s = stats(all);
  const typical = stats(sizes).p50;
  console.log(`  all zooms: p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  (n=${s.n}); typical tile ${kB(typical)}`);
  console.log(`  largest tile: ${kB(largestAll.raw)} (${kB(largestAll.gz)} gzip) at ${largestAll.at}`);
  await app.close();
  await warming(dataDir, url, view);
  await database.close();
}

/** Part 3: a second app (its own empty tile cache) with warming on. */
async function warming(dataDir: string, url: string, view: Tile[]) {
  const database = await openPostgres(url);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    MAP_TILE_WARM_MAX_ZOOM: String(WARM_ZOOM),
  });
  const { quietMs, pollMs } = config.tileWarming;
  console.log(
    `tiles made ahead (zooms 0-${WARM_ZOOM}, poll ${pollMs / 1000} s, quiet ${quietMs / 1000} s): load average ${os.loadavg()[0].toFixed(1)}`,
  );
  // The first start of all: no instance has stored a tile yet.
  await database.db.execute(sql`delete from map_tiles`);
  const app = await startWarm("start-up warm-up, every layer (nothing stored)", config, database);
  const warmer = app.mapTiles.warmer!;

  const layer = "Seismic_2D";
  const changed = performance.now();
  await database.db.execute(
    sql`update seismic_2d set line_name = line_name where seismic_2d_info_id = (select min(seismic_2d_info_id) from seismic_2d)`,
  );
  const version = await mapDataVersion(database.db, layer);
  // View tiles under an empty parent are not made ahead (nothing lies there): the view is warm when
  // the last of its tiles that the warm-up makes is in the cache.
  const cachedCount = () =>
    view.filter((tile) => app.mapTiles.tiles.isCached({ layer }, tile, version)).length;
  const runOf = () => warmer.runs().findLast((r) => r.layer === layer && r.version === version);
  let count = 0;
  let countryWarm = 0;
  while (runOf()?.status !== "done" && runOf()?.status !== "cancelled") {
    const now = cachedCount();
    if (now > count) [count, countryWarm] = [now, performance.now() - changed];
    await sleep(20);
  }
  const run = runOf();
  console.log(
    `  after a change to ${layer}: country view (zoom ${COUNTRY.zoom}) in the cache (${count} of ${view.length} tiles; the rest lie under empty tiles) ${(countryWarm / 1000).toFixed(1)} s after the commit; zooms 0-${WARM_ZOOM} done after ${((performance.now() - changed) / 1000).toFixed(1)} s (${run?.tiles} tiles, ${run?.status})`,
  );

  const cookie = await benchCookie(app, database.db, "premium");
  const first: number[] = [];
  for (const name of LAYERS) {
    for (const { z, x, y } of view) {
      const t0 = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/map/tiles/${name}/${z}/${x}/${y}.pbf`,
        headers: { cookie, "accept-encoding": "gzip" },
      });
      first.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
  }
  const s = stats(first);
  console.log(
    `  country view, first request per tile with warming: p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  (n=${s.n}); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  await app.close();
  // A restart, or a second instance: the same warm-up reads the tiles the first one stored.
  await (await startWarm("start-up warm-up again (a restart; tiles stored)", config, database)).close();
  await database.close();
}

/** Starts an app with warming on and waits for its start-up warm-up: time, CPU and tiles printed. */
async function startWarm(label: string, config: ReturnType<typeof loadConfig>, database: DatabaseHandle) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.mapTiles.warmer!.idle();
  const used = process.cpuUsage(cpu);
  const runs = app.mapTiles.warmer!.runs();
  console.log(
    `  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, CPU of this process ${((used.user + used.system) / 1e6).toFixed(1)} s, ${runs.reduce((n, r) => n + r.tiles, 0)} tiles (${runs.map((r) => `${r.layer} ${r.tiles}`).join(", ")}); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  return app;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
