import type { CatalogType } from "@strata/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogCounts } from "../../db/schema/index.ts";
import { columnOf } from "./tables.ts";

/**
 * Reads of the precomputed counts (`catalog_counts`, kept by the catalogue tables' triggers): a
 * whole category's facets, its total and the data explorer's cells cost a few index probes instead of
 * grouping every record. Anything narrowed by search text or another column's filter is counted live.
 */

/** The dimension of the data explorer: (region, year) pairs stored as `[region, year]`. */
const REGION_YEAR = "region,year";

/** Counts per value of one column over the whole category, most frequent first, nulls last among equals. */
export async function storedFacet(db: Database, type: CatalogType, key: string, limit: number) {
  const result = await db.execute<{ value: unknown; n: number }>(sql`
    select ${catalogCounts.value} as value, ${catalogCounts.n} as n from ${catalogCounts}
    where ${catalogCounts.sdcType} = ${type} and ${catalogCounts.dimension} = ${columnOf(type, key).name}
    order by ${catalogCounts.n} desc, ${catalogCounts.value} = 'null'::jsonb, ${catalogCounts.value}
    limit ${limit}`);
  // Both drivers hand jsonb over parsed: a text value arrives as a string, a year as a number.
  return result.rows.map((r) => ({ value: r.value as string | number | null, count: Number(r.n) }));
}

/** Records per category, all of them. */
export async function storedTotals(db: Database): Promise<Map<CatalogType, number>> {
  const result = await db.execute<{ type: CatalogType; n: number }>(sql`
    select ${catalogCounts.sdcType} as type, sum(${catalogCounts.n})::int as n from ${catalogCounts}
    where ${catalogCounts.dimension} = ${REGION_YEAR} group by 1`);
  return new Map(result.rows.map((r) => [r.type, Number(r.n)]));
}

export async function storedTotal(db: Database, type: CatalogType): Promise<number> {
  const result = await db.execute<{ n: number | null }>(sql`
    select sum(${catalogCounts.n})::int as n from ${catalogCounts}
    where ${catalogCounts.sdcType} = ${type} and ${catalogCounts.dimension} = ${REGION_YEAR}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Record counts by region × year of a category, optionally of one region, ordered by region then year. */
export async function storedRegionYears(db: Database, type: CatalogType, region?: string) {
  const result = await db.execute<{ region: string | null; year: number | null; n: number }>(sql`
    select ${catalogCounts.value}->>0 as region, (${catalogCounts.value}->>1)::int as year, ${catalogCounts.n} as n
    from ${catalogCounts}
    where ${catalogCounts.sdcType} = ${type} and ${catalogCounts.dimension} = ${REGION_YEAR}
      ${region === undefined ? sql`` : sql`and ${catalogCounts.value}->>0 = ${region}`}
    order by 1, 2`);
  return result.rows.map((r) => ({
    region: r.region,
    year: r.year === null ? null : Number(r.year),
    count: Number(r.n),
  }));
}

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A filter that the stored counts answer: regions (a list) and years (a list or a range), nothing else. */
export interface RegionYearFilter {
  regions?: string[];
  years?: { values?: number[]; min?: number; max?: number };
}

/**
 * Counts per value of one facet column under a filter of regions and years, from the stored
 * `region,year,<column>` cells (and `region,year` for the region and year facets themselves): a
 * whole region or a span of years sums a few thousand stored cells instead of grouping every
 * matching record. Same order as the live count: most frequent first, nulls last among equals.
 */
export async function storedFacetUnder(
  db: Database,
  type: CatalogType,
  key: string,
  filter: RegionYearFilter,
  limit: number,
) {
  const [dimension, element] =
    key === "region"
      ? [REGION_YEAR, 0]
      : key === "year"
        ? [REGION_YEAR, 1]
        : [`${REGION_YEAR},${columnOf(type, key).name}`, 2];
  const region = sql`${catalogCounts.value}->>0`;
  const year = sql`(${catalogCounts.value}->>1)::int`;
  const conditions = [
    sql`${catalogCounts.sdcType} = ${type}`,
    sql`${catalogCounts.dimension} = ${dimension}`,
  ];
  // The region facet is not narrowed by a region filter, nor the year facet by a year filter.
  if (filter.regions && key !== "region") {
    const lowered = filter.regions.map((r) => r.toLowerCase());
    conditions.push(sql`(lower(${region}) collate "C") in (${list(lowered)})`);
  }
  if (filter.years && key !== "year") {
    const { values, min, max } = filter.years;
    if (values) conditions.push(sql`${year} in (${list(values)})`);
    if (min !== undefined) conditions.push(sql`${year} >= ${min}`);
    if (max !== undefined) conditions.push(sql`${year} <= ${max}`);
  }
  const value = sql`${catalogCounts.value}->${sql.raw(String(element))}`;
  const result = await db.execute<{ value: unknown; n: number }>(sql`
    select ${value} as value, sum(${catalogCounts.n})::int as n from ${catalogCounts}
    where ${sql.join(conditions, sql` and `)}
    group by 1 having sum(${catalogCounts.n}) > 0
    order by 2 desc, ${value} = 'null'::jsonb, ${value}
    limit ${limit}`);
  return result.rows.map((r) => ({ value: r.value as string | number | null, count: Number(r.n) }));
}
