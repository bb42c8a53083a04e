import { count, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { productionMonthly } from "../../db/schema/index.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../../lib/demo-catalog/generate.ts";
import { type Rng, rngFor } from "../../lib/demo-catalog/prng.ts";
import { refreshProductionSummaries } from "../../modules/production-data/index.ts";

/** The demo's wells with production: wellbores 0…359 of the catalogue generator. */
export const DEMO_PRODUCTION_WELLS = 360;
/** 30 years of months, November 1996 to October 2026. */
export const DEMO_PRODUCTION_START = { year: 1996, month: 11 };
export const DEMO_PRODUCTION_END = { year: 2026, month: 10 };

const STREAM_PRODUCTION = 0x50524f;
const idx = (p: { year: number; month: number }) => p.year * 12 + p.month - 1;
const days = (i: number) => new Date(Date.UTC(Math.floor(i / 12), (i % 12) + 1, 0)).getUTCDate();

type Kind = "oil" | "gas" | "water-injector" | "gas-injector";

/** A field's character, the same for all its wells: about a quarter are gas-condensate fields. */
function fieldIsGas(field: string): boolean {
  let h = 2166136261;
  for (const c of field) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) % 4 === 0;
}

interface MonthRow {
  wellboreName: string;
  year: number;
  month: number;
  onStreamDays: number;
  oilSm3: number | null;
  gasSm3: number | null;
  condensateSm3: number | null;
  waterSm3: number | null;
  waterInjectedSm3: number | null;
  gasInjectedSm3: number | null;
}

const round = (v: number, places = 1) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * One well's months, plausibly: a build-up, a plateau, then an Arps hyperbolic decline; for oil
 * wells water breaks through and the water cut climbs (a logistic curve), and the gas–oil ratio
 * rises as pressure falls; gas wells yield condensate at a falling condensate–gas ratio; injectors
 * inject at a slowly wandering rate. Up-time varies and some months are shut in.
 */
export function wellMonths(
  name: string,
  kind: Kind,
  startIndex: number,
  endIndex: number,
  rng: Rng,
): MonthRow[] {
  const rows: MonthRow[] = [];
  const buildUp = rng.int(3, 12);
  const plateau = rng.int(12, 48);
  const di = rng.float(0.12, 0.45) / 12; // per month
  const b = rng.float(0.3, 0.9);
  const peak = kind === "gas" ? rng.float(150_000, 1_200_000) : kind === "oil" ? rng.float(80, 1400) : 0;
  const breakthrough = buildUp + plateau + rng.int(6, 60);
  const wcMax = rng.float(0.6, 0.95);
  const wcSpread = rng.float(12, 40);
  const gor0 = rng.float(60, 220);
  const gorRise = rng.float(0.2, 2.5);
  const cgr0 = rng.float(0.00005, 0.0002); // Sm³ condensate per Sm³ gas
  const injectRate = kind === "water-injector" ? rng.float(500, 3500) : rng.float(80_000, 700_000);
  const uptime = rng.float(0.88, 0.99);
  for (let i = startIndex; i <= endIndex; i++) {
    const t = i - startIndex;
    const monthDays = days(i);
    const shutIn = rng.chance(0.02);
    const onStream = shutIn ? 0 : round(Math.min(monthDays, monthDays * uptime * rng.float(0.93, 1.05)));
    const noise = rng.float(0.92, 1.08);
    const row: MonthRow = {
      wellboreName: name,
      year: Math.floor(i / 12),
      month: (i % 12) + 1,
      onStreamDays: onStream,
      oilSm3: null,
      gasSm3: null,
      condensateSm3: null,
      waterSm3: null,
      waterInjectedSm3: null,
      gasInjectedSm3: null,
    };
    if (kind === "water-injector" || kind === "gas-injector") {
      const rate = injectRate * (1 + 0.25 * Math.sin(t / 17)) * noise;
      if (kind === "water-injector") row.waterInjectedSm3 = round(rate * onStream);
      else row.gasInjectedSm3 = round(rate * onStream, 0);
      rows.push(row);
      continue;
    }
    const declineT = Math.max(0, t - buildUp - plateau);
    const shape =
      t < buildUp ? (t + 1) / buildUp : declineT === 0 ? 1 : 1 / (1 + b * di * declineT) ** (1 / b);
    const rate = peak * shape * noise;
    const wc =
      t < breakthrough ? 0.005 : wcMax / (1 + Math.exp(-(t - breakthrough - wcSpread) / (wcSpread / 3)));
    if (kind === "oil") {
      const oil = rate * onStream;
      row.oilSm3 = round(oil);
      row.waterSm3 = round((oil * wc) / (1 - wc));
      const gor = gor0 * (1 + gorRise * Math.min(1, declineT / 240));
      row.gasSm3 = round(oil * gor, 0);
    } else {
      const gas = rate * onStream;
      row.gasSm3 = round(gas, 0);
      row.condensateSm3 = round(gas * cgr0 * (0.4 + 0.6 * shape));
      row.waterSm3 = round(gas * 0.00002 * (1 + (4 * declineT) / 240));
    }
    rows.push(row);
  }
  return rows;
}

const arrayLiteral = (values: readonly (number | string | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : typeof v === "string" ? `"${v.replace(/["\\]/g, "\\$&")}"` : String(v))).join(",")}}`;

/** One statement per batch into the temporary table, a column per array parameter (unnest). */
async function insertMonths(db: Database, rows: MonthRow[]) {
  const column = <K extends keyof MonthRow>(key: K) => arrayLiteral(rows.map((r) => r[key]));
  await db.execute(sql`
    insert into seed_production (wellbore_name, year, month, on_stream_days, oil_sm3, gas_sm3, condensate_sm3,
      water_sm3, water_injected_sm3, gas_injected_sm3)
    select * from unnest(${column("wellboreName")}::text[], ${column("year")}::smallint[], ${column("month")}::smallint[],
      ${column("onStreamDays")}::float8[], ${column("oilSm3")}::float8[], ${column("gasSm3")}::float8[],
      ${column("condensateSm3")}::float8[], ${column("waterSm3")}::float8[], ${column("waterInjectedSm3")}::float8[],
      ${column("gasInjectedSm3")}::float8[])`);
}

/**
 * The demo's production: 30 years of monthly volumes for the first 360 wellbores of the catalogue
 * (those with a well-log record), each starting at the later of November 1996 and a year or so after
 * its spud; then the summaries. Deterministic; skips itself when any production is stored.
 */
export async function seedProductionDemo(
  db: Database,
  opts: { generator?: CatalogGenerator; wells?: number } = {},
): Promise<{ created: boolean; wells: number; rows: number; ms: number }> {
  const started = Date.now();
  const [existing] = await db.select({ n: count() }).from(productionMonthly);
  if (existing.n > 0) return { created: false, wells: 0, rows: 0, ms: 0 };
  const generator = opts.generator ?? new CatalogGenerator(DEMO_COUNTS);
  const total = Math.min(opts.wells ?? DEMO_PRODUCTION_WELLS, generator.wellbores);
  const wellbores = Array.from({ length: total }, (_, w) => generator.wellbore(w));
  const names = [...new Set(wellbores.map((w) => w.name))];
  const known = new Set(
    (
      (await db.execute(
        sql`select distinct wellbore_name from well_logs where wellbore_name = any(array[${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}]::text[])`,
      )) as unknown as { rows: { wellbore_name: string }[] }
    ).rows.map((r) => r.wellbore_name),
  );
  const seeded: string[] = [];
  let rows = 0;
  let batch: MonthRow[] = [];
  // Through a temporary table, copied in the primary key's order (the database's collation): the
  // index is then appended to rather than split all over, 1 s instead of 4 on the embedded engine.
  const flush = async () => {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      await tx.execute(sql`create temp table seed_production (like production_monthly) on commit drop`);
      for (let i = 0; i < batch.length; i += 20_000) await insertMonths(tx, batch.slice(i, i + 20_000));
      await tx.execute(
        sql`insert into production_monthly select * from seed_production order by wellbore_name, year, month`,
      );
    });
    batch = [];
  };
  const endIndex = idx(DEMO_PRODUCTION_END);
  for (const [w, well] of wellbores.entries()) {
    if (!known.has(well.name) || seeded.includes(well.name)) continue;
    const rng = rngFor(STREAM_PRODUCTION, w);
    const gasField = fieldIsGas(well.field);
    const roll = rng.next();
    const kind: Kind = gasField
      ? roll < 0.08
        ? "gas-injector"
        : "gas"
      : roll < 0.12
        ? "water-injector"
        : roll < 0.15
          ? "gas-injector"
          : "oil";
    const onset = Math.max(idx(DEMO_PRODUCTION_START), (well.year + 1) * 12 + rng.int(0, 11));
    const start = kind.endsWith("injector") ? onset + rng.int(12, 60) : onset;
    const end = rng.chance(0.1) ? Math.max(start + 24, endIndex - rng.int(12, 120)) : endIndex;
    if (start > endIndex - 6) continue;
    const months = wellMonths(well.name, kind, start, Math.min(end, endIndex), rng);
    batch.push(...months);
    rows += months.length;
    seeded.push(well.name);
  }
  await flush();
  for (let i = 0; i < seeded.length; i += 1000)
    await refreshProductionSummaries(db, seeded.slice(i, i + 1000));
  return { created: true, wells: seeded.length, rows, ms: Date.now() - started };
}
