import { type Column, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The keyset condition of a list ordered newest first by (time, id), exact to the microsecond:
 * rows after the last one exported. A row's time as the API writes it (ISO, milliseconds) is not
 * enough: rows added in one statement share a `now()` with microseconds, and comparing against the
 * time cut to milliseconds drops those after the batch's last row. So the last row's own stored
 * time is read by its id (one primary-key lookup); should that row be gone, its ISO time serves.
 */
export function afterRow(
  table: PgTable,
  time: Column,
  id: Column,
  last: { at: string; id: string } | null,
): SQL | undefined {
  if (!last) return undefined;
  const stored = sql`(select keyset_row.${sql.identifier(time.name)} from ${table} as keyset_row where keyset_row.${sql.identifier(id.name)} = ${last.id})`;
  return sql`(${time}, ${id}) < (coalesce(${stored}, ${new Date(last.at)}), ${last.id})`;
}
