import { and, asc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { glossaryTerms } from "../../db/schema/index.ts";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Glossary terms A–Z, optionally those starting with a letter or containing a text. */
export async function listGlossary(db: Database, query: { q?: string; letter?: string }) {
  const conditions: SQL[] = [];
  if (query.letter) conditions.push(ilike(glossaryTerms.term, `${query.letter}%`));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(glossaryTerms.term, like), ilike(glossaryTerms.definition, like))!);
  }
  const rows = await db
    .select()
    .from(glossaryTerms)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${glossaryTerms.term})`));
  return {
    result: rows.map((r) => ({ id: r.id, term: r.term, definition: r.definition, category: r.category })),
  };
}
