import { CATALOG_TYPES } from "@strata/core";
import { count, getTableName, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogWords } from "../../db/schema/index.ts";
import { searchWords, wordPattern } from "./query.ts";
import { tableOf } from "./tables.ts";

/** Alternatives offered per misspelt word: the nearest dictionary words by trigram similarity. */
const ALTERNATIVES = 3;

/**
 * Rebuilds the dictionary of search words from every category's search vectors (pg_trgm's advice
 * for spelling suggestions): words of letters only, three or more, with the number of records
 * holding them. Run after loading data; until then new words are found by full text but not
 * offered as corrections.
 */
export async function refreshSearchWords(db: Database): Promise<number> {
  const stats = sql.join(
    CATALOG_TYPES.map(
      (type) => sql`select word, ndoc from ts_stat(${`select search from ${getTableName(tableOf(type))}`})`,
    ),
    sql` union all `,
  );
  return db.transaction(async (tx) => {
    await tx.delete(catalogWords);
    await tx.execute(sql`
      insert into ${catalogWords} (word, documents)
      select word, sum(ndoc)::int from (${stats}) s where word ~ '^[[:alpha:]]{3,}$' group by word`);
    const [{ n }] = await tx.select({ n: count() }).from(catalogWords);
    return n;
  });
}

/** Trigram similarity from which a dictionary word counts as a correction ("zerba" → "zebra" is 0.2). */
export const CORRECTION_THRESHOLD = 0.2;

/**
 * The search with each misspelt word widened to its nearest dictionary words, e.g. "tapsi" →
 * `('tapsi':* | 'tapis' | …)`; null when no word has a correction. One query for all words, in a
 * transaction that lowers pg_trgm's similarity threshold for the `%` operator (its index needs it).
 */
export async function correctedTsQuery(db: Database, q: string | undefined): Promise<string | null> {
  const words = searchWords(q);
  const correctable = words.filter((w) => w.length >= 3 && !/\d/.test(w));
  if (correctable.length === 0) return null;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_THRESHOLD)}, true)`,
    );
    const result = await tx.execute<{ typed: string; alternative: string }>(sql`
      select typed.value as typed, nearest.word as alternative
      from json_array_elements_text(${JSON.stringify(correctable)}::json) as typed
      cross join lateral (
        select ${catalogWords.word} as word from ${catalogWords}
        where ${catalogWords.word} % typed.value and ${catalogWords.word} <> typed.value
        order by similarity(${catalogWords.word}, typed.value) desc, ${catalogWords.documents} desc
        limit ${ALTERNATIVES}
      ) as nearest`);
    return result.rows;
  });
  if (rows.length === 0) return null;
  return words
    .map((word) => {
      const alternatives = rows.filter((r) => r.typed === word).map((r) => `'${r.alternative}'`);
      return alternatives.length ? `('${word}':* | ${alternatives.join(" | ")})` : wordPattern(word);
    })
    .join(" & ");
}
