import type { CatalogType } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { mapDataVersion } from "../../lib/map-data-version.ts";

/** Counts kept per database, at most this many (the oldest go first). */
const ENTRIES_MAX = 500;

const perDatabase = new WeakMap<Database, Map<string, { version: number; n: number }>>();

/**
 * A collection's `numberMatched` by SQL, kept while its category's data version stands (issue 29:
 * counting 300,000 lines, or the distinct wellbores of 350,000 log files, on every page made paging
 * to the end cost 100–250 ms a page). The version is raised by the database in the same commit as
 * any write to the category's table, so a kept count is never older than the data; `key` is the
 * count's own SQL text and parameters, so two filters never share one.
 */
export async function keptCount(
  db: Database,
  category: CatalogType,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  // Read before counting: a write during the count leaves a count kept under the older version.
  const version = await mapDataVersion(db, category);
  let kept = perDatabase.get(db);
  if (!kept) {
    kept = new Map();
    perDatabase.set(db, kept);
  }
  const entry = kept.get(key);
  if (entry && entry.version === version) return entry.n;
  const n = await count();
  kept.delete(key);
  kept.set(key, { version, n });
  if (kept.size > ENTRIES_MAX) kept.delete(kept.keys().next().value as string);
  return n;
}
