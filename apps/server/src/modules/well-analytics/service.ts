import {
  arpsEur,
  arpsRate,
  arpsTimeToRate,
  DECLINE_ECONOMIC_LIMIT_DEFAULT,
  fitArps,
  type WellAnalyticsDecline,
  type WellAnalyticsDeclineQuery,
  type WellAnalyticsRanking,
  type WellAnalyticsRankingFilters,
  type WellAnalyticsRankingQuery,
  type WellAnalyticsSeries,
} from "@strata/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invalidField, notFound } from "../../lib/errors.ts";

/** Rows of a raw statement (the same shape from node-postgres and PGlite). */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type Subject = { kind: "well"; name: string } | { kind: "field"; name: string };

interface MonthRow {
  year: number;
  month: number;
  oil: number | null;
  gas: number | null;
  water: number | null;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const periodOf = (year: number, month: number) => `${year}-${pad(month)}`;
/** Months since year 0: consecutive months are consecutive numbers. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const periodOfIndex = (i: number) => periodOf(Math.floor(i / 12), (i % 12) + 1);
const indexOfPeriod = (period: string) => monthIndex(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The subject's monthly oil, gas and water in period order, and the well's field; 404 when it has none. */
async function monthlyRows(
  db: Database,
  subject: Subject,
): Promise<{ months: MonthRow[]; field: string | null }> {
  if (subject.kind === "well") {
    const [[well], months] = await Promise.all([
      rows<{ field: string }>(
        db,
        sql`select field from production_wells where wellbore_name = ${subject.name}`,
      ),
      rows<MonthRow>(
        db,
        sql`select year, month, oil_sm3 as oil, gas_sm3 as gas, water_sm3 as water
            from production_monthly where wellbore_name = ${subject.name} order by year, month`,
      ),
    ]);
    if (months.length === 0) throw notFound(`Production of wellbore "${subject.name}"`);
    return { months: months.map(normalise), field: well?.field ?? null };
  }
  const months = await rows<MonthRow>(
    db,
    sql`select year, month, oil_sm3 as oil, gas_sm3 as gas, water_sm3 as water
        from production_field_monthly where field = ${subject.name} order by year, month`,
  );
  if (months.length === 0) throw notFound(`Production of field "${subject.name}"`);
  return { months: months.map(normalise), field: subject.name };
}

const normalise = (r: MonthRow): MonthRow => ({
  year: Number(r.year),
  month: Number(r.month),
  oil: num(r.oil),
  gas: num(r.gas),
  water: num(r.water),
});

/** Cumulative oil, gas and water, water cut and GOR month by month. */
export async function analyticsSeries(db: Database, subject: Subject): Promise<WellAnalyticsSeries> {
  const { months, field } = await monthlyRows(db, subject);
  const out: WellAnalyticsSeries = {
    subject: { kind: subject.kind, name: subject.name, field },
    units: { volume: "Sm³", waterCut: "%", gor: "Sm³/Sm³" },
    periods: [],
    oilSm3: [],
    gasSm3: [],
    waterSm3: [],
    cumOilSm3: [],
    cumGasSm3: [],
    cumWaterSm3: [],
    waterCutPercent: [],
    gorSm3PerSm3: [],
  };
  let oil = 0;
  let gas = 0;
  let water = 0;
  for (const m of months) {
    oil += m.oil ?? 0;
    gas += m.gas ?? 0;
    water += m.water ?? 0;
    out.periods.push(periodOf(m.year, m.month));
    out.oilSm3.push(m.oil);
    out.gasSm3.push(m.gas);
    out.waterSm3.push(m.water);
    out.cumOilSm3.push(oil);
    out.cumGasSm3.push(gas);
    out.cumWaterSm3.push(water);
    const liquid = (m.oil ?? 0) + (m.water ?? 0);
    out.waterCutPercent.push(liquid > 0 ? ((m.water ?? 0) / liquid) * 100 : null);
    out.gorSm3PerSm3.push(m.oil !== null && m.oil > 0 && m.gas !== null ? m.gas / m.oil : null);
  }
  return out;
}

/** The forecast runs month by month at most this long (the horizon is bounded too). */
const FORECAST_POINTS_MAX = 1200;

/**
 * An Arps fit of the stream's monthly-average rate (Sm³/d) over the window, the fitted curve, the
 * forecast after the window and the EUR (decision 0162).
 */
export async function declineFit(
  db: Database,
  subject: Subject,
  query: WellAnalyticsDeclineQuery,
): Promise<WellAnalyticsDecline> {
  const { months, field } = await monthlyRows(db, subject);
  const stream = query.stream;
  const rates = months.map((m) => {
    const v = m[stream];
    return v === null ? null : v / daysIn(m.year, m.month);
  });
  const indices = months.map((m) => monthIndex(m.year, m.month));
  const first = indices[0];
  const last = indices[indices.length - 1];

  let peak = 0;
  for (let i = 1; i < rates.length; i++) if ((rates[i] ?? -1) > (rates[peak] ?? -1)) peak = i;
  const from = query.from !== undefined ? indexOfPeriod(query.from) : indices[peak];
  const to = query.to !== undefined ? indexOfPeriod(query.to) : last;
  if (from > last) {
    throw invalidField(
      "querystring.from",
      `The production ends in ${periodOfIndex(last)}; choose a month before it.`,
    );
  }
  if (to < first) {
    throw invalidField(
      "querystring.to",
      `The production starts in ${periodOfIndex(first)}; choose a month after it.`,
    );
  }
  if (from > to) throw invalidField("querystring.from", "from must not be after to");

  const t: number[] = [];
  const q: (number | null)[] = [];
  let cumulativeToDate = 0;
  for (let i = 0; i < months.length; i++) {
    if (indices[i] <= to) cumulativeToDate += months[i][stream] ?? 0;
    if (indices[i] >= from && indices[i] <= to) {
      t.push(indices[i] - from);
      q.push(rates[i]);
    }
  }
  const fit = fitArps({ t, q, model: query.model });
  const windowEnd = Math.min(to, last);
  const fitted = { periods: [] as string[], rates: [] as (number | null)[] };
  const forecast = { periods: [] as string[], rates: [] as (number | null)[] };
  let eur: WellAnalyticsDecline["eur"] = null;
  if (fit.converged) {
    for (let i = Math.max(from, first); i <= windowEnd; i++) {
      fitted.periods.push(periodOfIndex(i));
      fitted.rates.push(round(arpsRate(fit, i - from)));
    }
    const economicLimit = query.economicLimit ?? DECLINE_ECONOMIC_LIMIT_DEFAULT[stream];
    const fromT = windowEnd - from;
    const result = arpsEur(fit, {
      cumulativeToDate,
      fromT,
      economicLimit,
      horizonMonths: query.horizonYears * 12,
    });
    eur = {
      eurSm3: round(result.eur),
      cumulativeToDateSm3: round(cumulativeToDate),
      remainingSm3: round(result.remaining),
      forecastMonths: Math.round(result.forecastMonths * 100) / 100,
      stoppedBy: result.stoppedBy,
      economicLimitSm3PerDay: economicLimit,
      horizonYears: query.horizonYears,
    };
    const stop = Math.min(fromT + result.forecastMonths, arpsTimeToRate(fit, economicLimit));
    for (let k = 1; k <= FORECAST_POINTS_MAX && fromT + k <= stop + 1e-9; k++) {
      forecast.periods.push(periodOfIndex(windowEnd + k));
      forecast.rates.push(round(arpsRate(fit, fromT + k)));
    }
  }
  return {
    subject: { kind: subject.kind, name: subject.name, field },
    stream,
    requestedModel: query.model,
    window: { from: periodOfIndex(from), to: periodOfIndex(to) },
    units: { rate: "Sm³/d", qi: "Sm³/d", di: "1/year", volume: "Sm³", time: "months" },
    fit: {
      model: fit.model,
      qi: round(fit.qi),
      diPerYear: Number(fit.diPerYear.toPrecision(6)),
      b: Number(fit.b.toPrecision(6)),
      r2: Number(fit.r2.toPrecision(6)),
      rmse: round(fit.rmse),
      n: fit.n,
      converged: fit.converged,
      reason: fit.reason,
      message: fit.message,
    },
    actual: {
      periods: months.map((m) => periodOf(m.year, m.month)),
      rates: rates.map((r) => (r === null ? null : round(r))),
    },
    fitted,
    forecast,
    eur,
  };
}

/** 6 significant digits: what a table or a chart shows. */
const round = (v: number) => (Number.isFinite(v) ? Number(v.toPrecision(6)) : 0);

const CUM_COLUMN = {
  oil: sql.raw("cum_oil_sm3"),
  gas: sql.raw("cum_gas_sm3"),
  water: sql.raw("cum_water_sm3"),
  condensate: sql.raw("cum_condensate_sm3"),
} as const;
const PEAK_COLUMN = {
  oil: sql.raw("peak_oil_rate_sm3_per_day"),
  gas: sql.raw("peak_gas_rate_sm3_per_day"),
} as const;
const FIELD_MONTHLY_COLUMN = { oil: sql.raw("oil_sm3"), gas: sql.raw("gas_sm3") } as const;

function filtersOf(query: WellAnalyticsRankingQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  if (query.block?.length) parts.push(sql`block = any(${list(query.block)})`);
  if (query.operator?.length) parts.push(sql`operator = any(${list(query.operator)})`);
  if (query.region?.length) parts.push(sql`region = any(${list(query.region)})`);
  return sql.join(parts, sql` and `);
}

interface RankingRow {
  name: string;
  field: string;
  block: string | null;
  operator: string | null;
  region: string | null;
  wells: number;
  value: number;
  cum_oil: number;
  cum_gas: number;
  cum_water: number;
  first_index: number;
  last_index: number;
  total: number;
}

/**
 * Wells or fields ranked by cumulative volume or peak rate, read from the summaries
 * (`production_wells`; a field's peak rate from `production_field_monthly`), never the monthly rows.
 */
export async function ranking(db: Database, query: WellAnalyticsRankingQuery): Promise<WellAnalyticsRanking> {
  const where = filtersOf(query);
  const peakStream = query.stream === "gas" ? "gas" : "oil";
  let result: RankingRow[];
  if (query.of === "wells") {
    const value = query.by === "cumulative" ? CUM_COLUMN[query.stream] : PEAK_COLUMN[peakStream];
    result = await rows<RankingRow>(
      db,
      sql`select wellbore_name as name, field, block, operator, region, 1 as wells, ${value} as value,
            cum_oil_sm3 as cum_oil, cum_gas_sm3 as cum_gas, cum_water_sm3 as cum_water,
            first_year * 12 + first_month - 1 as first_index, last_year * 12 + last_month - 1 as last_index,
            count(*) over () as total
          from production_wells where ${where}
          order by ${value} desc, wellbore_name
          limit ${query.limit} offset ${query.offset}`,
    );
  } else {
    const grouped = sql`select field, count(*) as wells,
          case when count(distinct block) = 1 then min(block) end as block,
          case when count(distinct operator) = 1 then min(operator) end as operator,
          case when count(distinct region) = 1 then min(region) end as region,
          sum(cum_oil_sm3) as cum_oil, sum(cum_gas_sm3) as cum_gas, sum(cum_water_sm3) as cum_water,
          sum(${CUM_COLUMN[query.stream]}) as cum_value,
          min(first_year * 12 + first_month - 1) as first_index, max(last_year * 12 + last_month - 1) as last_index
        from production_wells where ${where} group by field`;
    const value =
      query.by === "cumulative"
        ? sql`f.cum_value`
        : sql`coalesce((select max(m.${FIELD_MONTHLY_COLUMN[peakStream]}
              / extract(day from (make_date(m.year, m.month, 1) + interval '1 month' - interval '1 day')))
            from production_field_monthly m where m.field = f.field), 0)`;
    result = await rows<RankingRow>(
      db,
      sql`select * from (
            select f.field as name, f.field, f.block, f.operator, f.region, f.wells, ${value} as value,
              f.cum_oil, f.cum_gas, f.cum_water, f.first_index, f.last_index, count(*) over () as total
            from (${grouped}) f
          ) r order by value desc, name limit ${query.limit} offset ${query.offset}`,
    );
  }
  return {
    of: query.of,
    by: query.by,
    stream: query.by === "peak-rate" ? peakStream : query.stream,
    unit: query.by === "cumulative" ? "Sm³" : "Sm³/d",
    total: result.length > 0 ? Number(result[0].total) : await countOf(db, query, where),
    limit: query.limit,
    offset: query.offset,
    items: result.map((r, i) => ({
      rank: query.offset + i + 1,
      name: r.name,
      field: r.field,
      block: r.block,
      operator: r.operator,
      region: r.region,
      wells: Number(r.wells),
      value: round(Number(r.value)),
      cumOilSm3: round(Number(r.cum_oil)),
      cumGasSm3: round(Number(r.cum_gas)),
      cumWaterSm3: round(Number(r.cum_water)),
      firstPeriod: periodOfIndex(Number(r.first_index)),
      lastPeriod: periodOfIndex(Number(r.last_index)),
    })),
  };
}

/** The total when the page is past the end (the window count has no row to ride on). */
async function countOf(db: Database, query: WellAnalyticsRankingQuery, where: SQL): Promise<number> {
  if (query.offset === 0) return 0;
  const what = query.of === "wells" ? sql`count(*)` : sql`count(distinct field)`;
  const [row] = await rows<{ n: number }>(db, sql`select ${what} as n from production_wells where ${where}`);
  return Number(row?.n ?? 0);
}

/** Filter choices of a ranking: every block, operator and region with production (first 500 of each). */
export async function rankingFilters(db: Database): Promise<WellAnalyticsRankingFilters> {
  const distinct = async (column: string) =>
    (
      await rows<{ v: string }>(
        db,
        sql`select distinct ${sql.raw(column)} as v from production_wells
            where ${sql.raw(column)} is not null order by 1 limit 500`,
      )
    ).map((r) => r.v);
  const [blocks, operators, regions] = await Promise.all([
    distinct("block"),
    distinct("operator"),
    distinct("region"),
  ]);
  return { blocks, operators, regions };
}
