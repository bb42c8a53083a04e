import { CATALOG_REGISTRY, type CatalogType, type MetadataProperties } from "@strata/core";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.ts";
import { columnOf, tableOf } from "../../catalogs/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: the catalogue tables differ in columns; queries address them by registry key
export type AnyTable = PgTable<any>;
export const table = (type: CatalogType) => tableOf(type) as unknown as AnyTable;

/** A transaction or the database: the service functions take either. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;
/** The catalogue's helpers take a Database; a transaction answers the same calls. */
export const asDatabase = (executor: Executor) => executor as unknown as Database;

/** Kept by the server: set when a record is added, and on every change. */
export const SERVER_KEPT_KEYS = new Set(["dateAdded", "dateUpdated"]);

const cache = new Map<CatalogType, MetadataProperties>();

/**
 * A type's columns for the insert form and the bulk file: the registry's columns, required where the
 * table says NOT NULL without a default (and the id field), whole numbers where it holds integers.
 */
export function metadataProperties(type: CatalogType): MetadataProperties {
  const known = cache.get(type);
  if (known) return known;
  const def = CATALOG_REGISTRY[type];
  const properties: MetadataProperties = {
    ingestType: type,
    displayName: def.displayName,
    idField: def.idField,
    columns: def.columns.map((c) => {
      const dbColumn = columnOf(type, c.key) as unknown as {
        notNull: boolean;
        hasDefault: boolean;
        columnType: string;
      };
      const editable = !SERVER_KEPT_KEYS.has(c.key);
      return {
        key: c.key,
        label: c.label,
        kind: c.kind,
        required: editable && (c.key === def.idField || (dbColumn.notNull && !dbColumn.hasDefault)),
        editable,
        integer: c.kind === "number" && dbColumn.columnType === "PgInteger",
        ...(c.lookup ? { lookup: c.lookup } : {}),
        ...(c.unit ? { unit: c.unit } : {}),
      };
    }),
  };
  cache.set(type, properties);
  return properties;
}
