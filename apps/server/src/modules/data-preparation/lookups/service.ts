import {
  CATALOG_REGISTRY,
  type CatalogType,
  catalogColumn,
  FLAG_FILTER_OPTIONS,
  hasValueList,
  type LookupList,
} from "@strata/core";
import { and, asc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { catalogLookups } from "../../../db/schema/index.ts";
import { conflict, invalidField } from "../../../lib/errors.ts";
import { escapeLike } from "../../../lib/like-pattern.ts";
import { columnOf, lookupList, refreshSearchWords, uniqueValues } from "../../catalogs/index.ts";
import { type Author, writeHistories } from "../histories/service.ts";
import { SERVER_KEPT_KEYS, table } from "../metadata/properties.ts";

/** Values a column's dropdown or filter list offers at most. */
const OPTIONS_LIMIT = 100;

/**
 * The insert form's dropdowns for a type: every lookup list its columns use (blocks from the blocks
 * table), and for a counted column without a list (3D domain type) its distinct values, by column key.
 */
export async function dropdownOptions(db: Database, type: CatalogType) {
  const columns = CATALOG_REGISTRY[type].columns;
  const lists: Record<string, string[]> = {};
  const listNames = [...new Set(columns.flatMap((c) => (c.lookup ? [c.lookup] : [])))];
  for (const list of listNames) {
    lists[list] = (await lookupList(db, list as LookupList)).values.map((v) => v.value);
  }
  for (const column of columns.filter((c) => c.kind === "text" && c.facet && !c.lookup)) {
    const { values } = await uniqueValues(db, type, { column: column.key, limit: 1000 });
    lists[column.key] = values.map(String);
  }
  return { lists };
}

/**
 * What a column's filter list offers, starting with the search text (case-insensitive): flags
 * "True"/"False"; text and counted columns from the catalogue's distinct values; other columns (ids,
 * measures, dates) their first values in order.
 */
export async function filterOptions(
  db: Database,
  body: { ingestType: CatalogType; column: string; searchTerm?: string | null },
) {
  const type = body.ingestType;
  const column = catalogColumn(type, body.column);
  if (!column) {
    throw invalidField(
      "body.column",
      `Unknown column "${body.column}" for ${CATALOG_REGISTRY[type].displayName}`,
    );
  }
  if (SERVER_KEPT_KEYS.has(column.key))
    throw invalidField("body.column", `${column.label} is not filtered by value`);
  const prefix = body.searchTerm?.trim() ?? "";
  if (column.kind === "boolean") {
    return {
      column: column.key,
      options: FLAG_FILTER_OPTIONS.filter((o) => o.toLowerCase().startsWith(prefix.toLowerCase())),
    };
  }
  if (hasValueList(column) && column.key !== CATALOG_REGISTRY[type].idField) {
    const { values } = await uniqueValues(db, type, { column: column.key, prefix, limit: OPTIONS_LIMIT });
    return { column: column.key, options: values.map(String) };
  }
  // In index order, grouped as it streams, so the first values cost the same at any table size.
  const dbColumn = columnOf(type, column.key);
  const rows = await db
    .select({ value: sql<string>`${dbColumn}::text` })
    .from(table(type))
    .where(
      and(isNotNull(dbColumn), prefix ? sql`${dbColumn}::text ilike ${`${escapeLike(prefix)}%`}` : undefined),
    )
    .groupBy(dbColumn)
    .orderBy(asc(dbColumn))
    .limit(OPTIONS_LIMIT);
  return { column: column.key, options: rows.map((r) => r.value) };
}

const LIST_NAMES: Record<string, string> = {
  processingStage: "Processing stage",
  datum: "Datum",
  projection: "Projection",
  category: "Category",
};

/**
 * Adds a value to a lookup list (processing stage, datum, projection, category); 409 when the list
 * holds it in any letter case. A lock per list keeps two concurrent inserts from both passing the check.
 * The history records it under `None` with the id `<list>:<value>`.
 */
export async function addLookupValue(db: Database, opts: { list: LookupList; name: string; by: Author }) {
  const { list, name, by } = opts;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog_lookups:${list}`}))`);
    const [existing] = await tx
      .select({ value: catalogLookups.value })
      .from(catalogLookups)
      .where(and(eq(catalogLookups.list, list), sql`lower(${catalogLookups.value}) = lower(${name})`));
    if (existing) {
      throw conflict(`${LIST_NAMES[list] ?? list} "${existing.value}" already exists`);
    }
    const [{ last }] = await tx
      .select({ last: max(catalogLookups.sortOrder) })
      .from(catalogLookups)
      .where(eq(catalogLookups.list, list));
    await tx.insert(catalogLookups).values({ list, value: name, label: name, sortOrder: (last ?? -1) + 1 });
    await writeHistories(tx, by, [
      {
        type: "None",
        recordId: `${list}:${name}`,
        action: "create",
        before: null,
        after: { list, value: name },
      },
    ]);
    return { value: name };
  });
}

/**
 * Rebuilds what is derived from the metadata: the search-word dictionary (typo correction). Facets,
 * counts and lists are read live from the tables, so nothing else is cached, on any instance.
 */
export async function clearMetadataCache(db: Database) {
  await refreshSearchWords(db);
  return { ok: true as const };
}
