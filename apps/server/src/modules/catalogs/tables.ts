import { CATALOG_REGISTRY, type CatalogColumn, type CatalogType } from "@strata/core";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  nonSeismic,
  seismic2d,
  seismic3d,
  technicalReports,
  textKey,
  wellLogs,
} from "../../db/schema/index.ts";

/** The table of each category; its property names are the registry's column keys. */
export const CATALOG_TABLES = {
  Seismic_2D: seismic2d,
  Seismic_3D: seismic3d,
  Well_Log: wellLogs,
  Technical_Report: technicalReports,
  Non_Seismic: nonSeismic,
} as const;
export type CatalogTable = (typeof CATALOG_TABLES)[CatalogType];

/** The columns every catalogue table shares (geometry, map and search), typed once. */
export interface CommonColumns {
  id: AnyPgColumn;
  region: AnyPgColumn;
  year: AnyPgColumn;
  dateAdded: AnyPgColumn;
  dateUpdated: AnyPgColumn;
  geometry: AnyPgColumn;
  bbox: AnyPgColumn;
  mapRank: AnyPgColumn;
  search: AnyPgColumn;
}

export function tableOf(type: CatalogType): CatalogTable {
  return CATALOG_TABLES[type];
}

/** A registry column's database column. */
export function columnOf(type: CatalogType, key: string): AnyPgColumn {
  const column = (CATALOG_TABLES[type] as unknown as Record<string, AnyPgColumn>)[key];
  if (!column) throw new Error(`The ${type} table has no column for "${key}"`);
  return column;
}

export function commonColumns(type: CatalogType): CommonColumns {
  const t = CATALOG_TABLES[type] as unknown as Record<string, AnyPgColumn>;
  return {
    id: t[CATALOG_REGISTRY[type].idField],
    region: t.region,
    year: t.year,
    dateAdded: t.dateAdded,
    dateUpdated: t.dateUpdated,
    geometry: t.geometry,
    bbox: t.bbox,
    mapRank: t.mapRank,
    search: t.search,
  };
}

/** The expression a column is compared and sorted by: text case-insensitively in byte order (it is indexed so). */
export function keyExpression(type: CatalogType, column: Pick<CatalogColumn, "key" | "kind">): SQL {
  const dbColumn = columnOf(type, column.key);
  return column.kind === "text" ? textKey(dbColumn) : sql`${dbColumn}`;
}

/** Every registry column as `"db_name" as "key"`, for a select that returns API rows. */
export function rowSelection(type: CatalogType): SQL {
  const parts = CATALOG_REGISTRY[type].columns.map(
    (c) => sql`${columnOf(type, c.key)} as ${sql.identifier(c.key)}`,
  );
  return sql.join(parts, sql`, `);
}

/**
 * Inserts many rows in one statement per batch: the rows travel as one JSON parameter and
 * `json_populate_recordset` turns them into the table's row type. Much faster than bound parameters
 * per value on both engines; rows are keyed by property name; a column no row names takes its default.
 */
export async function insertJsonRows(
  db: Database,
  table: Parameters<typeof getTableColumns>[0],
  rows: Record<string, unknown>[],
  batchSize = 1000,
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => present.has(key) && !(column as { generated?: unknown }).generated,
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = row[key] ?? null;
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
