/**
 * The premium benchmarks' data (issue 28): production at the 1,000,000-record scale — 20,000 wells
 * × 30 years monthly (7.2 M rows of `production_monthly`), their `production_wells` summaries and
 * the fields' monthly totals — loaded into the database `strata_bench_premium` on the server named
 * by BENCH_DATABASE_URL, with INSERT … SELECT generate_series (deterministic: well w is always the
 * same). The catalogue's well-log records are not needed: the summaries are written directly with a
 * generated field, block, operator and region per well. Resumable by chunks of wells.
 */
import pg from "pg";
import { SERVER_URL } from "./catalog-lib.ts";

export const PREMIUM_BENCH_DB = process.env.PREMIUM_BENCH_DB ?? "strata_bench_premium";
export const REGIONS = ["PM", "SK", "SB", "SR"] as const;
export const FIELDS = 400;
export const BLOCKS = 120;
export const OPERATORS = 25;
export const YEARS = 30;
export const FIRST_YEAR = 1995;
const CHUNK = 1_000;

export function premiumBenchUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${PREMIUM_BENCH_DB}`;
  return url.toString();
}

export async function ensurePremiumBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [PREMIUM_BENCH_DB]);
  if (!rowCount) await admin.query(`create database ${PREMIUM_BENCH_DB}`);
  await admin.end();
}

/** 20,000 wells at scale 1; BENCH_SCALE=0.1 gives 2,000. */
export function premiumWells(scale = Number(process.env.BENCH_SCALE ?? 1)): number {
  return Math.max(10, Math.round(20_000 * scale));
}

/** Well w's name: what the series benchmark asks for. */
export const wellName = (w: number) => `BENCH-${String(w).padStart(5, "0")}`;
export const fieldName = (f: number) => `Field ${String(f).padStart(3, "0")}`;

/**
 * Loads the production of `wells` wells (the migrations must have run). Well w: field w mod 400,
 * block w mod 120, operator w mod 25, region w mod 4; oil from a peak of 50–1,049 Sm³/d declining
 * 0.6–3.1 % a month after a year's build-up, gas at a GOR of 100–299, water rising to 90 % cut.
 */
export async function loadPremiumProduction(client: pg.Client, wells: number, log = console.log) {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from production_wells where wellbore_name like 'BENCH-%'",
  );
  let done = Number(rows[0].n);
  if (done > wells)
    throw new Error(`${PREMIUM_BENCH_DB} holds ${done} wells, more than ${wells}: drop it first`);
  if (done === wells) return false;
  // A stopped chunk may have left monthly rows without their summaries: redo it.
  done = Math.floor(done / CHUNK) * CHUNK;
  await client.query(
    "delete from production_monthly where wellbore_name >= $1 and wellbore_name like 'BENCH-%'",
    [wellName(done)],
  );
  await client.query(
    "delete from production_wells where wellbore_name >= $1 and wellbore_name like 'BENCH-%'",
    [wellName(done)],
  );
  await client.query("set statement_timeout = 0");
  const started = Date.now();
  for (let from = done; from < wells; from += CHUNK) {
    const to = Math.min(wells, from + CHUNK) - 1;
    await client.query("begin");
    await client.query(
      `insert into production_monthly (wellbore_name, year, month, on_stream_days, oil_sm3, gas_sm3, water_sm3)
       select 'BENCH-' || lpad(w::text, 5, '0'), (${FIRST_YEAR} + k / 12)::smallint, (k % 12 + 1)::smallint, d, oil, oil * (100 + w % 200),
         oil * least(0.9, k / 400.0) / greatest(0.1, 1 - least(0.9, k / 400.0))
       from generate_series($1::int, $2::int) w, generate_series(0, ${YEARS * 12 - 1}) k,
         lateral (select extract(day from make_date(${FIRST_YEAR} + k / 12, k % 12 + 1, 1) + interval '1 month' - interval '1 day')::float8 as d) days,
         lateral (select d * (50 + (w * 7919) % 1000) *
           case when k < 12 then (k + 1) / 12.0 else exp(-(0.006 + (w % 50) * 0.0005) * (k - 12)) end as oil) q`,
      [from, to],
    );
    await client.query(
      `insert into production_wells (wellbore_name, field, block, operator, region, first_year, first_month,
         last_year, last_month, months, cum_oil_sm3, cum_gas_sm3, cum_water_sm3, peak_oil_rate_sm3_per_day, peak_gas_rate_sm3_per_day)
       select m.wellbore_name, 'Field ' || lpad((w % ${FIELDS})::text, 3, '0'), 'Block ' || (w % ${BLOCKS}),
         'Operator ' || (w % ${OPERATORS}), (array['${REGIONS.join("','")}'])[w % 4 + 1],
         ${FIRST_YEAR}, 1, ${FIRST_YEAR + YEARS - 1}, 12, count(*), sum(oil_sm3), sum(gas_sm3), sum(water_sm3),
         max(oil_sm3 / on_stream_days), max(gas_sm3 / on_stream_days)
       from production_monthly m, lateral (select substr(m.wellbore_name, 7)::int as w) n
       where m.wellbore_name between $1 and $2
       group by m.wellbore_name, w`,
      [wellName(from), wellName(to)],
    );
    await client.query("commit");
    const rate = ((to + 1 - done) / ((Date.now() - started) / 1000)).toFixed(0);
    log(`  wells ${to + 1} / ${wells} (${rate} wells/s)`);
  }
  log("  fields' monthly totals");
  await client.query("delete from production_field_monthly where field like 'Field %'");
  await client.query(
    `insert into production_field_monthly (field, year, month, producing_wells, oil_sm3, gas_sm3, water_sm3)
     select w.field, m.year, m.month, count(*), sum(m.oil_sm3), sum(m.gas_sm3), sum(m.water_sm3)
     from production_monthly m join production_wells w using (wellbore_name)
     where w.wellbore_name like 'BENCH-%'
     group by w.field, m.year, m.month`,
  );
  await client.query("analyze production_monthly");
  await client.query("analyze production_wells");
  await client.query("analyze production_field_monthly");
  return true;
}
