/**
 * OGC API – Features at the 1,000,000-record scale (issue 29, "How fast"): the 300,000 Seismic 2D
 * lines paged to the end 1,000 at a time by following `next` (flat with keyset paging, not growing
 * offsets), each page beside the plain SQL of the same page (interleaved: its ratio holds on a busy
 * machine), and GDAL's `ogr2ogr` reading every well into a GeoPackage.
 *
 *   npx tsx bench/catalog-generate.ts && npx tsx bench/ogc.ts      # BENCH_PAGES=50 to stop early
 *
 * Real HTTP (the app listens on a port, Basic authentication as a service account), as a GIS client
 * calls it; no cache stands between: every page is read from the database.
 */
import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { getTableName } from "drizzle-orm";
import pg from "pg";
import { commonColumns, tableOf } from "../apps/server/src/modules/catalogs/index.ts";
import { benchApp, benchCookie, benchUrl, loadAverage, ms, stats } from "./catalog-lib.ts";

const run = promisify(execFile);
const PAGE = 1000;
const MAX_PAGES = Number(process.env.BENCH_PAGES ?? Number.POSITIVE_INFINITY);

interface Page {
  features: { id: string | number }[];
  numberMatched?: number;
  links: { rel: string; href: string }[];
}

async function main() {
  const { app, database, dataDir, close } = await benchApp();

  const staff = await benchCookie(app, database.db, "data-admin");
  const created = await app.inject({
    method: "POST",
    url: "/api/service-accounts",
    headers: { cookie: staff },
    payload: {
      name: `OGC bench ${Date.now()}`,
      scopes: ["catalogue:read"],
      expiresOn: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
  });
  if (created.statusCode !== 201) throw new Error(`service account: ${created.statusCode} ${created.body}`);
  const { account, apiKey } = created.json() as { account: { id: string }; apiKey: string };
  const authorization = `Basic ${Buffer.from(`${account.id}:${apiKey}`).toString("base64")}`;

  await app.listen({ port: 0, host: "127.0.0.1" });
  const root = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/ogc`;

  // The plain SQL of one page: the same table, the same key order, one more row than the page.
  const pool = new pg.Pool({ connectionString: benchUrl(), max: 2 });
  const { id } = commonColumns("Seismic_2D");
  const table = getTableName(tableOf("Seismic_2D"));
  const sqlPage = async (after: string | null) => {
    const started = performance.now();
    const { rows } = await pool.query(
      `select * from "${table}" where $1::text is null or "${id.name}" > $1 order by "${id.name}" limit ${PAGE + 1}`,
      [after],
    );
    return {
      elapsed: performance.now() - started,
      last: rows.length ? String(rows[PAGE - 1]?.[id.name] ?? "") : null,
    };
  };

  console.log(`load average before: ${loadAverage()}`);
  const api: number[] = [];
  const plain: number[] = [];
  let url: string | undefined = `${root}/collections/seismic-2d/items?limit=${PAGE}`;
  let after: string | null = null;
  let features = 0;
  let matched = 0;
  const started = performance.now();
  while (url && api.length < MAX_PAGES) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization, accept: "application/geo+json" } });
    const page = (await res.json()) as Page;
    api.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(page)}`);
    if (api.length === 1) matched = page.numberMatched ?? 0;
    features += page.features.length;
    const sql = await sqlPage(after);
    plain.push(sql.elapsed);
    after = sql.last;
    url = page.links.find((l) => l.rel === "next")?.href;
  }
  const wall = (performance.now() - started) / 1000;
  const a = stats(api);
  const p = stats(plain);
  const tenth = Math.max(1, Math.floor(api.length / 10));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(
    `seismic-2d, pages of ${PAGE}: ${features.toLocaleString("en-GB")} of ${matched.toLocaleString("en-GB")} features in ${api.length} pages, ${wall.toFixed(1)} s`,
  );
  console.log(`  API page  p50 ${ms(a.p50)}  p95 ${ms(a.p95)}   (HTTP, GeoJSON, Basic authentication)`);
  console.log(`  SQL page  p50 ${ms(p.p50)}  p95 ${ms(p.p95)}   (select * … order by id limit ${PAGE + 1})`);
  console.log(`  ratio API/SQL  p50 ${(a.p50 / p.p50).toFixed(2)}  p95 ${(a.p95 / p.p95).toFixed(2)}`);
  // The first page counts the collection (numberMatched); the pages after it reuse the count while
  // the category's data version stands (ogc/matched-cache.ts): the cold path, said apart.
  console.log(`  first page, counting the collection (cold): ${ms(api[0])}`);
  console.log(
    `  flat to the end: first tenth mean ${ms(mean(api.slice(0, tenth)))}, last tenth ${ms(mean(api.slice(-tenth)))}`,
  );

  // GDAL, as a GIS user would: every well (wellbore) into a GeoPackage, pages of 1,000.
  const out = path.join(dataDir, "wells.gpkg");
  const t0 = performance.now();
  await run(
    "ogr2ogr",
    [
      "-f",
      "GPKG",
      out,
      `OAPIF:${root}`,
      "wells",
      "-oo",
      `PAGE_SIZE=${PAGE}`,
      "--config",
      "GDAL_HTTP_AUTH",
      "BASIC",
      "--config",
      "GDAL_HTTP_USERPWD",
      `${account.id}:${apiKey}`,
    ],
    { timeout: 600_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const gdalSeconds = (performance.now() - t0) / 1000;
  const { stdout } = await run("ogrinfo", ["-ro", "-so", out, "wells"]);
  const wells = Number(/Feature Count: (\d+)/.exec(stdout)?.[1] ?? 0);
  console.log(
    `GDAL ogr2ogr OAPIF → GeoPackage: ${wells.toLocaleString("en-GB")} wells in ${gdalSeconds.toFixed(1)} s (${Math.round(wells / gdalSeconds).toLocaleString("en-GB")} a second; ${((await stat(out)).size / 1e6).toFixed(1)} MB)`,
  );
  console.log(`load average after: ${loadAverage()}`);

  await pool.end();
  await close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
