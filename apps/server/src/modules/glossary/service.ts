import { randomUUID } from "node:crypto";
import type { GlossaryTerm, glossaryTermInputSchema } from "@strata/core";
import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { glossaryTerms } from "../../db/schema/index.ts";
import { type AuditExecutor, recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";

type Row = typeof glossaryTerms.$inferSelect;
type TermValues = z.output<typeof glossaryTermInputSchema>;

const toTerm = (r: Row): GlossaryTerm => ({
  id: r.id,
  term: r.term,
  definition: r.definition,
  category: r.category,
});
const snapshot = (r: Row | TermValues) => ({ term: r.term, definition: r.definition, category: r.category });

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
  return { result: rows.map(toTerm) };
}

/**
 * 409 naming the term when another reads the same in any letter case. The lock serialises glossary
 * writes, so two staff adding one term at once cannot both pass the check (the unique index alone
 * would answer a 409 that names nothing).
 */
async function assertTermFree(tx: AuditExecutor, term: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('glossary_terms'))`);
  const sameTerm = sql`lower(${glossaryTerms.term}) = lower(${term})`;
  const [clash] = await tx
    .select({ term: glossaryTerms.term })
    .from(glossaryTerms)
    .where(exceptId ? and(sameTerm, ne(glossaryTerms.id, exceptId)) : sameTerm);
  if (clash) throw conflict(`The glossary already has the term "${clash.term}".`);
}

export async function createGlossaryTerm(db: Database, input: { values: TermValues; actor: Actor }) {
  const { values, actor } = input;
  return db.transaction(async (tx) => {
    await assertTermFree(tx, values.term);
    const [row] = await tx
      .insert(glossaryTerms)
      .values({ id: randomUUID(), ...values })
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "glossary_term",
      subjectId: row.id,
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return toTerm(row);
  });
}

export async function updateGlossaryTerm(
  db: Database,
  input: { id: string; values: TermValues; actor: Actor },
) {
  const { id, values, actor } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).for("update");
    if (!before) throw notFound("Glossary term");
    await assertTermFree(tx, values.term, id);
    const [after] = await tx.update(glossaryTerms).set(values).where(eq(glossaryTerms.id, id)).returning();
    await recordAuditEvent(tx, {
      actor,
      action: "update",
      subjectType: "glossary_term",
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after),
      requestId: actor.requestId,
    });
    return toTerm(after);
  });
}

export async function deleteGlossaryTerm(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, input.id)).returning();
    if (!before) throw notFound("Glossary term");
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "delete",
      subjectType: "glossary_term",
      subjectId: input.id,
      before: snapshot(before),
      requestId: input.actor.requestId,
    });
  });
}
