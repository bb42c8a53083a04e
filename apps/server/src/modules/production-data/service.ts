import {
  daysInMonth,
  PRODUCTION_COMPARE_MAX,
  PRODUCTION_RATE_UNIT,
  PRODUCTION_STREAM_INFO,
  PRODUCTION_STREAMS,
  PRODUCTION_VOLUME_UNIT,
  type ProductionCompareResponse,
  type ProductionEntity,
  type ProductionFieldsResponse,
  type ProductionMonth,
  type ProductionPeriod,
  type ProductionSeriesResponse,
  type ProductionStream,
  type ProductionTeaser,
  type ProductionWell,
  type ProductionWellsQuery,
  type ProductionWellsResponse,
  periodIndex,
} from "@strata/core";
import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { productionWells } from "../../db/schema/index.ts";
import { invalidField, notFound } from "../../lib/errors.ts";

export interface PeriodWindow {
  from?: ProductionPeriod;
  to?: ProductionPeriod;
}

/** An inverted window is a 400 naming `query.to`. */
export function checkWindow(window: PeriodWindow) {
  if (window.from && window.to && periodIndex(window.from) > periodIndex(window.to)) {
    throw invalidField("querystring.to", "The end of the period must not be before its start (from)");
  }
}

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type WellRow = typeof productionWells.$inferSelect;
function toWell(r: WellRow): ProductionWell {
  return {
    wellboreName: r.wellboreName,
    field: r.field,
    block: r.block,
    operator: r.operator,
    region: r.region,
    first: { year: r.firstYear, month: r.firstMonth },
    last: { year: r.lastYear, month: r.lastMonth },
    months: r.months,
    cumulative: {
      oilSm3: r.cumOilSm3,
      gasSm3: r.cumGasSm3,
      condensateSm3: r.cumCondensateSm3,
      waterSm3: r.cumWaterSm3,
      waterInjectedSm3: r.cumWaterInjectedSm3,
      gasInjectedSm3: r.cumGasInjectedSm3,
    },
    peakOilRateSm3PerDay: r.peakOilRateSm3PerDay,
    peakGasRateSm3PerDay: r.peakGasRateSm3PerDay,
  };
}

/** Producing wells, filtered and paged (the summaries, never the monthly rows). */
export async function listWells(db: Database, query: ProductionWellsQuery): Promise<ProductionWellsResponse> {
  const where = and(
    query.q ? ilike(productionWells.wellboreName, likePrefix(query.q)) : undefined,
    query.field ? eq(productionWells.field, query.field) : undefined,
    query.block ? eq(productionWells.block, query.block) : undefined,
    query.operator ? eq(productionWells.operator, query.operator) : undefined,
    query.region ? eq(productionWells.region, query.region) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(productionWells)
      .where(where)
      .orderBy(asc(productionWells.wellboreName))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(productionWells).where(where),
  ]);
  return { items: rows.map(toWell), total: n, page: query.page, pageSize: query.pageSize };
}

/** Fields with production, with their well counts and period. */
export async function listFields(
  db: Database,
  query: { q?: string; region?: string },
): Promise<ProductionFieldsResponse> {
  const where = and(
    query.q ? ilike(productionWells.field, likePrefix(query.q)) : undefined,
    query.region ? eq(productionWells.region, query.region) : undefined,
  );
  const rows = await db
    .select({
      field: productionWells.field,
      wells: count(),
      first: sql<number>`min(${productionWells.firstYear} * 12 + ${productionWells.firstMonth} - 1)::int`,
      last: sql<number>`max(${productionWells.lastYear} * 12 + ${productionWells.lastMonth} - 1)::int`,
    })
    .from(productionWells)
    .where(where)
    .groupBy(productionWells.field)
    .orderBy(asc(productionWells.field));
  const period = (i: number) => ({ year: Math.floor(Number(i) / 12), month: (Number(i) % 12) + 1 });
  return {
    fields: rows.map((r) => ({
      field: r.field,
      wells: r.wells,
      first: period(r.first),
      last: period(r.last),
    })),
  };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function windowSql(window: PeriodWindow): SQL {
  const parts: SQL[] = [];
  if (window.from) parts.push(sql`(year * 12 + month - 1) >= ${periodIndex(window.from)}`);
  if (window.to) parts.push(sql`(year * 12 + month - 1) <= ${periodIndex(window.to)}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

type MonthRow = Record<string, unknown>;
function toMonth(r: MonthRow, kind: "well" | "field"): ProductionMonth {
  const period = { year: Number(r.year), month: Number(r.month) };
  return {
    ...period,
    days: daysInMonth(period),
    onStreamDays: kind === "well" ? num(r.on_stream_days) : null,
    producingWells: kind === "field" ? Number(r.producing_wells) : null,
    oilSm3: num(r.oil_sm3),
    gasSm3: num(r.gas_sm3),
    condensateSm3: num(r.condensate_sm3),
    waterSm3: num(r.water_sm3),
    waterInjectedSm3: num(r.water_injected_sm3),
    gasInjectedSm3: num(r.gas_injected_sm3),
  };
}

/** Whether the well or field has production; 404 when not. */
async function assertEntity(db: Database, entity: ProductionEntity) {
  const column = entity.kind === "well" ? productionWells.wellboreName : productionWells.field;
  const [found] = await db
    .select({ one: sql`1` })
    .from(productionWells)
    .where(eq(column, entity.name))
    .limit(1);
  if (!found)
    throw notFound(
      entity.kind === "well" ? `Production of well "${entity.name}"` : `Production of field "${entity.name}"`,
    );
}

/** A well's or a field's months in the window, oldest first; 404 for a name without production. */
export async function monthlySeries(
  db: Database,
  entity: ProductionEntity,
  window: PeriodWindow,
): Promise<ProductionSeriesResponse> {
  checkWindow(window);
  await assertEntity(db, entity);
  const result =
    entity.kind === "well"
      ? await db.execute(sql`
          select year, month, on_stream_days, oil_sm3, gas_sm3, condensate_sm3, water_sm3, water_injected_sm3, gas_injected_sm3
          from production_monthly where wellbore_name = ${entity.name} and ${windowSql(window)}
          order by year, month`)
      : await db.execute(sql`
          select year, month, producing_wells, oil_sm3, gas_sm3, condensate_sm3, water_sm3, water_injected_sm3, gas_injected_sm3
          from production_field_monthly where field = ${entity.name} and ${windowSql(window)}
          order by year, month`);
  const rows = (result as unknown as { rows: MonthRow[] }).rows;
  return {
    entity,
    volumeUnit: PRODUCTION_VOLUME_UNIT,
    rateUnit: PRODUCTION_RATE_UNIT,
    months: rows.map((r) => toMonth(r, entity.kind)),
  };
}

/** Up to 10 wells and fields, one stream each, as volumes (Sm³) or rates (Sm³/d). */
export async function compare(
  db: Database,
  query: PeriodWindow & {
    wells?: string[];
    fields?: string[];
    stream: ProductionStream;
    measure: "volume" | "rate";
  },
): Promise<ProductionCompareResponse> {
  checkWindow(query);
  const entities: ProductionEntity[] = [
    ...(query.wells ?? []).map((name) => ({ kind: "well" as const, name })),
    ...(query.fields ?? []).map((name) => ({ kind: "field" as const, name })),
  ];
  if (entities.length === 0)
    throw invalidField("querystring.wells", "Name at least one well (wells) or field (fields)");
  if (entities.length > PRODUCTION_COMPARE_MAX) {
    throw invalidField(
      query.wells?.length ? "querystring.wells" : "querystring.fields",
      `Compare at most ${PRODUCTION_COMPARE_MAX} wells and fields together (${entities.length} given)`,
    );
  }
  const key = PRODUCTION_STREAM_INFO[query.stream].volumeKey;
  const series = [];
  for (const entity of entities) {
    const { months } = await monthlySeries(db, entity, query);
    series.push({
      entity,
      points: months.map((m) => {
        const volume = m[key as keyof ProductionMonth] as number | null;
        return {
          year: m.year,
          month: m.month,
          value: volume === null ? null : query.measure === "rate" ? volume / m.days : volume,
        };
      }),
    });
  }
  return {
    stream: query.stream,
    measure: query.measure,
    unit: query.measure === "rate" ? PRODUCTION_RATE_UNIT : PRODUCTION_VOLUME_UNIT,
    series,
  };
}

/** Counts and the period covered, for the teaser: never a volume. */
export async function teaser(db: Database, canViewValues: boolean): Promise<ProductionTeaser> {
  const [row] = await db
    .select({
      wells: count(),
      fields: sql<number>`count(distinct ${productionWells.field})::int`,
      first: sql<
        number | null
      >`min(${productionWells.firstYear} * 12 + ${productionWells.firstMonth} - 1)::int`,
      last: sql<number | null>`max(${productionWells.lastYear} * 12 + ${productionWells.lastMonth} - 1)::int`,
    })
    .from(productionWells);
  const period = (i: number | null) =>
    i === null ? null : { year: Math.floor(Number(i) / 12), month: (Number(i) % 12) + 1 };
  return {
    wells: row.wells,
    fields: Number(row.fields),
    first: period(row.first),
    last: period(row.last),
    streams: [...PRODUCTION_STREAMS],
    canViewValues,
  };
}
