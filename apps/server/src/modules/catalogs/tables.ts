import { CATALOG_REGISTRY, type CatalogColumn, type CatalogType } from "@strata/core";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
