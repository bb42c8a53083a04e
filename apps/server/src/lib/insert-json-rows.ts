import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

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
