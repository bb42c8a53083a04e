import { and, type Column, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { organisations } from "../../db/schema/index.ts";

const DAY_MS = 86_400_000;

/** A period filter on a timestamp column: from the first day's start to the end of the last (UTC). */
export function inPeriod(column: Column, q: { from?: string; to?: string }): SQL | undefined {
  return and(
    q.from ? gte(column, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(column, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The organisation filter: organisations whose name or registration number holds the text. The
 * few matching ids are found first (organisations are thousands, not millions), so the report's
 * own index on its organisation column does the rest.
 */
export function ofOrganisation(column: Column, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${literal(text)}%`;
  return inArray(
    column,
    sql`(select ${organisations.id} from ${organisations} where ${or(
      sql`${organisations.name} ilike ${pattern}`,
      sql`${organisations.registrationNumber} ilike ${pattern}`,
    )})`,
  );
}

/**
 * The keyset condition of a list ordered newest first by (time, id): rows after the last one
 * exported. A time as the API writes it (ISO, milliseconds) is not enough: rows written in one
 * statement share a `now()` with microseconds, and comparing against the time cut to milliseconds
 * drops those after the batch's last row. So the last row's own stored time is read by its id (one
 * primary-key lookup); should that row be gone since, `at` serves (give it to the microsecond with
 * `exactTime` where it matters).
 */
export function olderThan(
  time: Column,
  id: Column,
  last: { at: string; id: string } | null,
): SQL | undefined {
  if (!last) return undefined;
  const stored = sql`(select keyset_row.${sql.identifier(time.name)} from ${time.table} as keyset_row where keyset_row.${sql.identifier(id.name)} = ${last.id})`;
  return sql`(${time}, ${id}) < (coalesce(${stored}, ${last.at}::timestamptz), ${last.id})`;
}

/**
 * A timestamp column as ISO text to the microsecond, in UTC: a keyset cursor. A JS Date keeps
 * milliseconds only, so the row's own ISO time cannot continue a list where the column has more.
 */
export const exactTime = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.mapWith(String);

/** A timestamp as the API writes it; null stays null. */
export const iso = (value: Date | null) => (value ? value.toISOString() : null);
