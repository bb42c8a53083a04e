import { gzipSync } from "node:zlib";
import type { CatalogType } from "@strata/core";
import pg from "pg";
import { parseFilter, parseSort, typedSearch } from "../apps/server/src/modules/catalogs/query.ts";
import { recordQueries } from "../apps/server/src/modules/catalogs/service.ts";
import { benchApp, benchCookie, benchUrl, loadAverage, ms, stats } from "./catalog-lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

interface SearchCase {
  type: CatalogType;
  q: string;
  filter: Record<string, unknown>;
  sort: string;
  order: "asc" | "desc";
}

/** Free text + two filters + sort, across categories; every one matches by full-text words. */
const SEARCHES: SearchCase[] = [
  {
    type: "Seismic_2D",
    q: "rajawali",
    filter: { region: ["PM"], year: { min: 1990, max: 2015 } },
    sort: "year",
    order: "desc",
  },
  {
    type: "Seismic_2D",
    q: "kenyalang survey",
    filter: { region: ["SK"], processingStage: ["PSTM", "Final Stack"] },
    sort: "lineName",
    order: "asc",
  },
  {
    type: "Well_Log",
    q: "tapis",
    filter: { datasetGroup: ["Wireline Logs"], year: { min: 1980 } },
    sort: "spudDate",
    order: "desc",
  },
  {
    type: "Well_Log",
    q: "kikeh",
    filter: { region: ["SB"], dataType: ["Gamma Ray", "Resistivity"] },
    sort: "totalDepth",
    order: "desc",
  },
  {
    type: "Technical_Report",
    q: "petrophysical",
    filter: { region: ["SK"], year: { min: 2000 } },
    sort: "reportDate",
    order: "desc",
  },
  {
    type: "Seismic_3D",
    q: "gumusut",
    filter: { domainType: ["Depth"], year: { min: 2000 } },
    sort: "areaKm2",
    order: "desc",
  },
  {
    type: "Non_Seismic",
    q: "gravity",
    filter: { region: ["SB"], premium: [true] },
    sort: "year",
    order: "asc",
  },
];

const UNIQUE_VALUES: { type: CatalogType; column: string; prefixes: string[] }[] = [
  {
    type: "Well_Log",
    column: "wellboreName",
    prefixes: ["ta", "bunga k", "kik", "m", "s", "gum", "e1", "west"],
  },
  { type: "Seismic_2D", column: "lineName", prefixes: ["raj", "ken", "m", "und", "kek0", "b"] },
  { type: "Technical_Report", column: "author", prefixes: ["l", "tan", "r. s"] },
];

const TYPOS: [CatalogType, string][] = [
  ["Well_Log", "tapsi"],
  ["Seismic_2D", "kenyalnag"],
  ["Technical_Report", "petrophisical"],
];

/**
 * The search with an upper year bound far in the future (3000 + round): it excludes no record and
 * costs the statements nothing measurable, but makes the request, and so its result-cache key, new.
 */
function unseen(c: SearchCase, round: number): SearchCase {
  const year = (c.filter.year ?? {}) as Record<string, number>;
  return { ...c, filter: { ...c.filter, year: { ...year, max: 3000 + round } } };
}

const COUNTRY = { bbox: "99,0,120,8", zoom: 5 };

function url(c: SearchCase) {
  const params = new URLSearchParams({
    q: c.q,
    filter: JSON.stringify(c.filter),
    sort: c.sort,
    order: c.order,
    page: "1",
    pageSize: "10",
  });
  return `/api/catalogs/${c.type}/data?${params}`;
}

async function main() {
  const { app, database, close } = await benchApp();
  const cookie = await benchCookie(app, database.db, "premium");
  const inject = async (u: string) => {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url: u, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body}`);
    return { elapsed, body: res.body };
  };

  // The same two statements the handler runs (count and page, in parallel), as plain SQL on a plain pool.
  const pool = new pg.Pool({ connectionString: benchUrl(), max: 10 });
  const statementsOf = (c: SearchCase) => {
    const queries = recordQueries(database.db, c.type, {
      filters: parseFilter(c.type, JSON.stringify(c.filter)),
      sort: parseSort(c.type, c.sort, c.order),
      text: typedSearch(c.q),
      page: 1,
      pageSize: 10,
    });
    return [queries.count.toSQL(), queries.page.toSQL()];
  };
  const direct = async (statements: ReturnType<typeof statementsOf>) => {
    const started = performance.now();
    await Promise.all(statements.map((s) => pool.query(s.sql, s.params as unknown[])));
    return performance.now() - started;
  };

  console.log(`load average at start ${loadAverage()}`);
  console.log(`catalogue search: ${SEARCHES.length} queries × ${ROUNDS} rounds, page of 10`);
  for (const c of SEARCHES) {
    const body = JSON.parse((await inject(url(c))).body);
    if (body.match !== "text") throw new Error(`${c.q} did not match by words`);
    console.log(`  ${c.type} "${c.q}" → ${body.pageTotal.toLocaleString()} matches`);
    await direct(statementsOf(c));
  }
  // Cold: every round asks each search with a bound that excludes nothing but is new to the API's
  // result cache (catalogs/result-cache.ts), so the API runs its statements every time, as the SQL
  // side does; both run the very same variant, in alternating order.
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of SEARCHES) {
      const fresh = unseen(c, round);
      const statements = statementsOf(fresh);
      if (round % 2 === 0) {
        apiTimes.push((await inject(url(fresh))).elapsed);
        sqlTimes.push(await direct(statements));
      } else {
        sqlTimes.push(await direct(statements));
        apiTimes.push((await inject(url(fresh))).elapsed);
      }
    }
  }
  const api = stats(apiTimes);
  const sqlStats = stats(sqlTimes);
  console.log("  cold (each request new to the result cache):");
  console.log(`    API  p50 ${ms(api.p50)}  p95 ${ms(api.p95)}  (n=${api.n})`);
  console.log(`    SQL  p50 ${ms(sqlStats.p50)}  p95 ${ms(sqlStats.p95)}`);
  console.log(
    `    ratio API/SQL  p50 ${(api.p50 / sqlStats.p50).toFixed(2)}  p95 ${(api.p95 / sqlStats.p95).toFixed(2)}`,
  );
  // Warm, for information: the searches of the first loop again, answered from the result cache.
  const cachedTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of SEARCHES) cachedTimes.push((await inject(url(c))).elapsed);
  }
  const cached = stats(cachedTimes);
  console.log(`  repeated (from the result cache): API p50 ${ms(cached.p50)}  p95 ${ms(cached.p95)}`);

  console.log("typo-tolerant fallback (no word matches; trigram similarity), for information:");
  const typoTimes: number[] = [];
  for (let round = 0; round < Math.min(ROUNDS, 10); round++) {
    for (const [type, q] of TYPOS) {
      const { elapsed, body } = await inject(`/api/catalogs/${type}/data?q=${encodeURIComponent(q)}`);
      if (round === 0 && JSON.parse(body).match !== "fuzzy") throw new Error(`${q} was not a typo`);
      typoTimes.push(elapsed);
    }
  }
  const typo = stats(typoTimes);
  console.log(`  API  p50 ${ms(typo.p50)}  p95 ${ms(typo.p95)}  (n=${typo.n})`);

  console.log("unique-values with a prefix (limit 20):");
  const uniqueTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const u of UNIQUE_VALUES) {
      for (const prefix of u.prefixes) {
        const { elapsed } = await inject(
          `/api/catalogs/${u.type}/unique-values?column=${u.column}&prefix=${encodeURIComponent(prefix)}&limit=20`,
        );
        if (round > 0) uniqueTimes.push(elapsed);
      }
    }
  }
  const unique = stats(uniqueTimes);
  console.log(`  API  p50 ${ms(unique.p50)}  p95 ${ms(unique.p95)}  (n=${unique.n})`);

  console.log(`map layers at country zoom (bbox ${COUNTRY.bbox}, zoom ${COUNTRY.zoom}):`);
  for (const layer of ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic", "blocks"]) {
    const u = `/api/map/layers/${layer}?bbox=${COUNTRY.bbox}&zoom=${COUNTRY.zoom}`;
    const times: number[] = [];
    let body = "";
    for (let round = 0; round < Math.min(ROUNDS, 20); round++) {
      const res = await inject(u);
      times.push(res.elapsed);
      body = res.body;
    }
    const { meta } = JSON.parse(body);
    const t = stats(times);
    console.log(
      `  ${layer.padEnd(11)} ${(body.length / 1024).toFixed(0).padStart(5)} kB (${(gzipSync(body).length / 1024).toFixed(0)} kB gzip)  p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  ${meta.returned} of ${meta.total} in view${meta.clustered ? ", clustered" : ""}${meta.truncated ? ", capped" : ""}`,
    );
  }

  console.log(`load average at end ${loadAverage()}`);
  await pool.end();
  await close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
