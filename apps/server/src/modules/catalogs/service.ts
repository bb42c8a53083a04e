import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogAccess,
  type CatalogDataQuery,
  type CatalogRow,
  type CatalogType,
  type LookupList,
} from "@strata/core";
import { asc, count, desc, eq, max, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, catalogLookups } from "../../db/schema/index.ts";
import { renewHintFor } from "./access.ts";
import { storedRegionYears, storedTotal, storedTotals } from "./counts.ts";
import {
  type MatchMode,
  orderOf,
  type ParsedFilter,
  parseFilter,
  parseSort,
  type SortSpec,
  type TextSearch,
  textRank,
  typedSearch,
  whereOf,
} from "./query.ts";
import type { CatalogueResults } from "./result-cache.ts";
import { correctedTsQuery } from "./search-words.ts";
import { columnOf, commonColumns, tableOf } from "./tables.ts";

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
  const totals = await storedTotals(db);
  const categories = await Promise.all(
    CATALOG_TYPES.map(async (type) => {
      const { dateUpdated } = commonColumns(type);
      const [row] = await db.select({ last: max(dateUpdated) }).from(table(type));
      const def = CATALOG_REGISTRY[type];
      return {
        type,
        displayName: def.displayName,
        idField: def.idField,
        count: totals.get(type) ?? 0,
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
    text: TextSearch | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { text } = opts;
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
  results?: CatalogueResults,
) {
  const filters = parseFilter(type, query.filter);
  const sort = parseSort(type, query.sort, query.order);
  const { page, pageSize } = query;
  const run = async (text: TextSearch | undefined) => {
    const queries = recordQueries(db, type, { filters, sort, text, page, pageSize });
    const count = async () => (await queries.count)[0].n;
    const read = async () => (await queries.page) as Record<string, unknown>[];
    let total: Promise<number>;
    let rows: Promise<Record<string, unknown>[]>;
    if (filters.length === 0 && !text) {
      // A whole category's total is stored; counting a million rows would cost more than the page.
      [total, rows] = [storedTotal(db, type), read()];
    } else if (results && text) {
      // The same search again (another user, the next page) is answered from what was kept.
      const where = JSON.stringify([query.filter ?? null, text.mode, text.tsquery]);
      const order = sort ? [sort.column.key, sort.order] : null;
      [total, rows] = [
        results.total(type, where, count),
        results.page(type, JSON.stringify([where, order, page, pageSize]), read),
      ];
    } else {
      [total, rows] = [count(), read()];
    }
    const [n, found] = await Promise.all([total, rows]);
    return { total: n, rows: found, mode: (text?.mode ?? "all") as MatchMode };
  };
  const typed = typedSearch(query.q);
  let result = await run(typed);
  if (result.total === 0 && typed) {
    const corrected = await correctedTsQuery(db, query.q);
    if (corrected) result = await run({ mode: "fuzzy", tsquery: corrected });
  }
  return {
    result: result.rows.map((r) => toRow(type, r)),
    pageNumber: page,
    pageSize,
    pageTotal: result.total,
    match: result.mode,
    access,
  };
}

/** The words as typed when any record matches them, else their typo corrections (if any). */
export async function resolveSearch(
  db: Database,
  type: CatalogType,
  q: string | undefined,
  filters: ParsedFilter[],
  corrections: () => Promise<string | null> = () => correctedTsQuery(db, q),
): Promise<TextSearch | undefined> {
  const typed = typedSearch(q);
  if (!typed) return undefined;
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(table(type))
    .where(whereOf(type, filters, typed))
    .limit(1);
  if (hit) return typed;
  const corrected = await corrections();
  return corrected ? { mode: "fuzzy", tsquery: corrected } : typed;
}

export function sortableProps(type: CatalogType) {
  const { idField, displayName, defaultSort, columns } = CATALOG_REGISTRY[type];
  return { type, idField, displayName, defaultSort, columns };
}

/** Search across categories: the best matches and the total of each. */
export async function searchCatalog(db: Database, query: { q: string; types: CatalogType[]; limit: number }) {
  // The words' typo corrections do not depend on the category: looked up once, by the first
  // category that finds nothing as typed.
  let corrections: Promise<string | null> | undefined;
  const corrected = () => {
    corrections ??= correctedTsQuery(db, query.q);
    return corrections;
  };
  const groups = await Promise.all(
    query.types.map(async (type) => {
      const def = CATALOG_REGISTRY[type];
      const text = await resolveSearch(db, type, query.q, [], corrected);
      const where = whereOf(type, [], text);
      const { id, region } = commonColumns(type);
      const subtitleColumns = Object.fromEntries(def.subtitleKeys.map((k) => [k, columnOf(type, k)]));
      const [total, rows] = await Promise.all([
        countRows(db, type, where),
        db
          .select({ id, region, title: columnOf(type, def.titleKey), ...subtitleColumns })
          .from(table(type))
          .where(where)
          .orderBy(...(text ? [desc(textRank(type, text))] : []), asc(id))
          .limit(query.limit),
      ]);
      return {
        type,
        displayName: def.displayName,
        match: (text?.mode ?? "all") as MatchMode,
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
    query.types.map(async (type) =>
      (await storedRegionYears(db, type, query.region || undefined)).map((c) => ({ type, ...c })),
    ),
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
