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
