import { CATALOG_REGISTRY, type CatalogType, catalogColumn, hasValueList } from "@strata/core";
import { and, asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { invalidField } from "../../lib/errors.ts";
import { type RegionYearFilter, storedFacet, storedFacetUnder } from "./counts.ts";
import { type ParsedFilter, parseFilter, whereOf } from "./query.ts";
import { columnOf, keyExpression, tableOf } from "./tables.ts";

// biome-ignore lint/suspicious/noExplicitAny: the catalogue tables differ in columns; queries address them by registry key
type AnyTable = PgTable<any>;
const table = (type: CatalogType) => tableOf(type) as unknown as AnyTable;

import { apiValue, resolveSearch } from "./service.ts";

/** Counts per value of each facet column, under the current search and the other columns' filters. */
export async function facetCounts(
  db: Database,
  type: CatalogType,
  query: { q?: string; filter?: string; limit: number },
  /** Only these records (an area drawn on the map): the stored counts do not answer then. */
  within?: SQL,
) {
  const filters = parseFilter(type, query.filter);
  const text = await resolveSearch(db, type, query.q, filters);
  const columns = CATALOG_REGISTRY[type].columns.filter((c) => c.facet);
  const stored = text || within ? null : regionYearFilter(filters);
  const facets = await Promise.all(
    columns.map(async (column) => {
      // Nothing narrows this column's counts (a filter on the column itself does not): the stored ones.
      if (!text && !within && filters.every((f) => f.column.key === column.key)) {
        return {
          key: column.key,
          label: column.label,
          values: await storedFacet(db, type, column.key, query.limit),
        };
      }
      if (stored) {
        return {
          key: column.key,
          label: column.label,
          values: await storedFacetUnder(db, type, column.key, stored, query.limit),
        };
      }
      const dbColumn = columnOf(type, column.key);
      const rows = await db
        .select({ value: dbColumn, count: count() })
        .from(table(type))
        .where(and(whereOf(type, filters, text, column.key), within))
        .groupBy(dbColumn)
        .orderBy(desc(count()), asc(dbColumn))
        .limit(query.limit);
      return {
        key: column.key,
        label: column.label,
        values: rows.map((r) => ({ value: apiValue(r.value), count: r.count })),
      };
    }),
  );
  return { type, facets };
}

/** The filters as a filter of regions and years that the stored counts answer, or null if they hold more. */
function regionYearFilter(filters: ParsedFilter[]): RegionYearFilter | null {
  const stored: RegionYearFilter = {};
  for (const f of filters) {
    if (f.column.key === "region" && f.values) stored.regions = f.values.map(String);
    else if (f.column.key === "year" && f.values) stored.years = { values: f.values.map(Number) };
    else if (f.column.key === "year") stored.years = { min: f.min as number, max: f.max as number };
    else return null;
  }
  return stored;
}

/**
 * Distinct values of a column, optionally starting with a prefix (case-insensitive), in order.
 * A loose index scan: each step is one probe of the column's b-tree, so it costs the same over a
 * thousand rows or a million.
 */
async function distinctValues(db: Database, type: CatalogType, key: string, prefix: string, limit: number) {
  const column = catalogColumn(type, key)!;
  const t = table(type);
  const dbColumn = columnOf(type, key);
  if (column.kind === "text") {
    const k = keyExpression(type, column);
    const lo = prefix.toLowerCase();
    const hi = sql`${lo} || chr(1114111)`;
    const result = await db.execute<{ value: string }>(sql`
      with recursive v(k) as (
        (select ${k} from ${t} where ${k} >= ${lo} and ${k} < ${hi} order by 1 limit 1)
        union all
        select (select ${k} from ${t} where ${k} > v.k and ${k} < ${hi} order by 1 limit 1) from v where v.k is not null
      )
      select (select ${dbColumn} from ${t} where ${k} = v.k limit 1) as value from v where v.k is not null limit ${limit}`);
    return result.rows.map((r) => r.value);
  }
  const result = await db.execute<{ value: number }>(sql`
    with recursive v(k) as (
      (select ${dbColumn} from ${t} where ${dbColumn} is not null order by 1 limit 1)
      union all
      select (select ${dbColumn} from ${t} where ${dbColumn} > v.k order by 1 limit 1) from v where v.k is not null
    )
    select k as value from v where k is not null and (${prefix} = '' or k::text like ${`${prefix}%`}) limit ${limit}`);
  return result.rows.map((r) => Number(r.value));
}

/** The values a column's multi-select offers, with a search prefix. */
export async function uniqueValues(
  db: Database,
  type: CatalogType,
  query: { column: string; prefix?: string; limit: number },
) {
  const column = catalogColumn(type, query.column);
  if (!column)
    throw invalidField(
      "querystring.column",
      `Unknown column "${query.column}" for ${CATALOG_REGISTRY[type].displayName}`,
    );
  if (!column.filterable || !hasValueList(column)) {
    throw invalidField(
      "querystring.column",
      `The column "${query.column}" has no list of values (it filters by range)`,
    );
  }
  const prefix = query.prefix ?? "";
  if (column.kind === "boolean") return { column: column.key, values: [true, false] };
  if (column.linksTo) {
    const { types, key } = column.linksTo;
    const lists = await Promise.all(
      types.map((target) => distinctValues(db, target, key, prefix, query.limit)),
    );
    const merged = [...new Set(lists.flat().map(String))].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : 1,
    );
    return { column: column.key, values: merged.slice(0, query.limit) };
  }
  return { column: column.key, values: await distinctValues(db, type, column.key, prefix, query.limit) };
}
