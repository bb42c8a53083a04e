import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogAccess,
  type CatalogDataQuery,
  type CatalogRow,
  type CatalogType,
  catalogColumn,
  hasValueList,
  type LookupList,
} from "@strata/core";
import { asc, count, desc, eq, max, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, catalogLookups } from "../../db/schema/index.ts";
import { renewHintFor } from "./access.ts";
import {
  initialMode,
  invalidField,
  type MatchMode,
  orderOf,
  type ParsedFilter,
  parseFilter,
  parseSort,
  type SortSpec,
  textRank,
  whereOf,
  withMatchMode,
} from "./query.ts";
import { columnOf, commonColumns, keyExpression, tableOf } from "./tables.ts";

// biome-ignore lint/suspicious/noExplicitAny: the catalogue tables differ in columns; queries address them by registry key
type AnyTable = PgTable<any>;
const table = (type: CatalogType) => tableOf(type) as unknown as AnyTable;

/** A value as the API sends it: timestamps as ISO strings, everything else as stored. */
export function apiValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/** Every registry column of a type, selected under its API key. */
export function rowColumns(type: CatalogType): Record<string, AnyPgColumn> {
  return Object.fromEntries(CATALOG_REGISTRY[type].columns.map((c) => [c.key, columnOf(type, c.key)]));
}

export function toRow(type: CatalogType, raw: Record<string, unknown>): CatalogRow {
  const row: CatalogRow = { id: String(raw[CATALOG_REGISTRY[type].idField]) };
  for (const column of CATALOG_REGISTRY[type].columns) row[column.key] = apiValue(raw[column.key]);
  return row;
}

export async function listCategories(db: Database, access: CatalogAccess) {
  const categories = await Promise.all(
    CATALOG_TYPES.map(async (type) => {
      const { dateUpdated } = commonColumns(type);
      const [row] = await db.select({ n: count(), last: max(dateUpdated) }).from(table(type));
      const def = CATALOG_REGISTRY[type];
      return {
        type,
        displayName: def.displayName,
        idField: def.idField,
        count: row.n,
        lastUpdated: apiValue(row.last) as string | null,
      };
    }),
  );
  return { access, renew: renewHintFor(access), categories };
}

async function countRows(db: Database, type: CatalogType, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table(type)).where(where);
  return row.n;
}

/** The two statements of a list page: the count of matches and the page itself (the benchmark runs them as SQL too). */
export function recordQueries(
  db: Database,
  type: CatalogType,
  opts: {
    filters: ParsedFilter[];
    sort: SortSpec | null;
    q: string;
    mode: MatchMode;
    page: number;
    pageSize: number;
  },
) {
  const text = opts.mode === "all" ? undefined : { q: opts.q, mode: opts.mode };
  const where = whereOf(type, opts.filters, text);
  return {
    count: db.select({ n: count() }).from(table(type)).where(where),
    page: db
      .select(rowColumns(type))
      .from(table(type))
      .where(where)
      .orderBy(...orderOf(type, opts.sort, text))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
  };
}

/** One page of a type's records: search text, filters, sort; full-text first, typo-tolerant when that finds nothing. */
export async function listRecords(
  db: Database,
  type: CatalogType,
  query: CatalogDataQuery,
  access: CatalogAccess,
) {
  const filters = parseFilter(type, query.filter);
  const sort = parseSort(type, query.sort, query.order);
  const { page, pageSize } = query;
  const q = query.q ?? "";
  const run = (mode: MatchMode) =>
    withMatchMode(db, mode, async (db) => {
      const queries = recordQueries(db, type, { filters, sort, q, mode, page, pageSize });
      const [[{ n: total }], rows] = await Promise.all([queries.count, queries.page]);
      return { total, rows, mode };
    });
  let result = await run(initialMode(q));
  if (result.total === 0 && result.mode === "text") result = await run("fuzzy");
  return {
    result: result.rows.map((r) => toRow(type, r)),
    pageNumber: page,
    pageSize,
    pageTotal: Math.ceil(result.total / pageSize),
    total: result.total,
    match: result.mode,
    access,
  };
}

/** Whether any record matches the words; otherwise searches go typo-tolerant. */
async function matchModeFor(
  db: Database,
  type: CatalogType,
  q: string | undefined,
  filters: ParsedFilter[],
): Promise<MatchMode> {
  const mode = initialMode(q);
  if (mode === "all") return mode;
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(table(type))
    .where(whereOf(type, filters, { q: q!, mode }))
    .limit(1);
  return hit ? "text" : "fuzzy";
}

/** Counts per value of each facet column, under the current search and the other columns' filters. */
export async function facetCounts(
  db: Database,
  type: CatalogType,
  query: { q?: string; filter?: string; limit: number },
) {
  const filters = parseFilter(type, query.filter);
  const mode = await matchModeFor(db, type, query.q, filters);
  const text = mode === "all" ? undefined : { q: query.q!, mode };
  const columns = CATALOG_REGISTRY[type].columns.filter((c) => c.facet);
  const facets = await withMatchMode(db, mode, (db) =>
    Promise.all(
      columns.map(async (column) => {
        const dbColumn = columnOf(type, column.key);
        const rows = await db
          .select({ value: dbColumn, count: count() })
          .from(table(type))
          .where(whereOf(type, filters, text, column.key))
          .groupBy(dbColumn)
          .orderBy(desc(count()), asc(dbColumn))
          .limit(query.limit);
        return {
          key: column.key,
          label: column.label,
          values: rows.map((r) => ({ value: apiValue(r.value), count: r.count })),
        };
      }),
    ),
  );
  return { type, facets };
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

export function sortableProps(type: CatalogType) {
  const { idField, displayName, defaultSort, columns } = CATALOG_REGISTRY[type];
  return { type, idField, displayName, defaultSort, columns };
}

/** Search across categories: the best matches and the total of each. */
export async function searchCatalog(db: Database, query: { q: string; types: CatalogType[]; limit: number }) {
  const groups = await Promise.all(
    query.types.map(async (type) => {
      const def = CATALOG_REGISTRY[type];
      const mode = await matchModeFor(db, type, query.q, []);
      const text = mode === "all" ? undefined : { q: query.q, mode };
      const where = whereOf(type, [], text);
      const rank = textRank(type, query.q, mode);
      const { id, region } = commonColumns(type);
      const subtitleColumns = Object.fromEntries(def.subtitleKeys.map((k) => [k, columnOf(type, k)]));
      const [total, rows] = await withMatchMode(db, mode, (db) =>
        Promise.all([
          countRows(db, type, where),
          db
            .select({ id, region, title: columnOf(type, def.titleKey), ...subtitleColumns })
            .from(table(type))
            .where(where)
            .orderBy(...(rank ? [desc(rank)] : []), asc(id))
            .limit(query.limit),
        ]),
      );
      return {
        type,
        displayName: def.displayName,
        match: mode,
        total,
        results: rows.map((r) => ({
          type,
          id: String(r.id),
          title: String(r.title),
          subtitle: def.subtitleKeys
            .map((k) => apiValue((r as Record<string, unknown>)[k]))
            .filter((v) => v !== null && v !== "")
            .join(" · "),
          region: (r.region as string | null) ?? null,
        })),
      };
    }),
  );
  return { q: query.q, groups };
}

/** Record counts by category × region × year. */
export async function dataExplorer(db: Database, query: { types: CatalogType[]; region?: string }) {
  const perType = await Promise.all(
    query.types.map(async (type) => {
      const { region, year } = commonColumns(type);
      const rows = await db
        .select({ region, year, count: count() })
        .from(table(type))
        .where(query.region ? eq(region, query.region) : undefined)
        .groupBy(region, year)
        .orderBy(asc(region), asc(year));
      return rows.map((r) => ({
        type,
        region: r.region as string | null,
        year: r.year as number | null,
        count: r.count,
      }));
    }),
  );
  const cells = perType.flat();
  const years = cells.map((c) => c.year).filter((y): y is number => y !== null);
  return {
    cells,
    totals: query.types.map((type, i) => ({ type, count: perType[i].reduce((s, c) => s + c.count, 0) })),
    years: { min: years.length ? Math.min(...years) : null, max: years.length ? Math.max(...years) : null },
  };
}

/** A lookup list of section 3; blocks come from the blocks table. */
export async function lookupList(db: Database, list: LookupList) {
  if (list === "block") {
    const rows = await db
      .select({ value: catalogBlocks.name, parent: catalogBlocks.basin })
      .from(catalogBlocks)
      .orderBy(asc(catalogBlocks.name));
    return { list, values: rows.map((r) => ({ value: r.value, label: r.value, parent: r.parent })) };
  }
  const rows = await db
    .select({ value: catalogLookups.value, label: catalogLookups.label, parent: catalogLookups.parent })
    .from(catalogLookups)
    .where(eq(catalogLookups.list, list))
    .orderBy(asc(catalogLookups.sortOrder), asc(catalogLookups.value));
  return { list, values: rows };
}
