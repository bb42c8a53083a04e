import { randomUUID } from "node:crypto";
import {
  type Faq,
  type FaqCategory,
  type FaqListQuery,
  type faqCategoryInputSchema,
  type faqInputSchema,
  richTextToPlain,
} from "@strata/core";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { faqCategories, faqs } from "../../db/schema/index.ts";
import { type AuditSubjectType, recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";

type CategoryValues = z.output<typeof faqCategoryInputSchema>;
type FaqValues = z.output<typeof faqInputSchema>;
type FaqRow = typeof faqs.$inferSelect;

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    categoryId: row.categoryId,
    question: row.question,
    answer: row.answer,
    position: row.position,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function audit(
  tx: Parameters<typeof recordAuditEvent>[0],
  actor: Actor,
  action: string,
  subjectType: AuditSubjectType,
  subjectId: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) {
  await recordAuditEvent(tx, {
    actor,
    action,
    subjectType,
    subjectId,
    ...change,
    requestId: actor.requestId,
  });
}

/** Categories in their order; the count is of the FAQs the caller may read. */
export async function listCategories(
  db: Database,
  includeUnpublished: boolean,
): Promise<{ result: FaqCategory[] }> {
  const counted = includeUnpublished
    ? sql<number>`(select count(*)::int from faqs f where f.category_id = "faq_categories"."id")`
    : sql<number>`(select count(*)::int from faqs f where f.category_id = "faq_categories"."id" and f.published)`;
  const rows = await db
    .select({
      id: faqCategories.id,
      name: faqCategories.name,
      position: faqCategories.position,
      faqCount: counted,
    })
    .from(faqCategories)
    .orderBy(asc(faqCategories.position), asc(faqCategories.name), asc(faqCategories.id))
    .limit(FAQ_CATEGORIES_MAX);
  return { result: rows };
}

async function getCategory(db: Database, id: string): Promise<FaqCategory> {
  const [row] = (await listCategories(db, true)).result.filter((c) => c.id === id);
  if (!row) throw notFound("FAQ category");
  return row;
}

/**
 * The most FAQs and categories the portal keeps: the lists are answered whole (no paging: the public
 * page shows every question), so their size is bounded here (decision 0230).
 */
export const FAQS_MAX = 500;
export const FAQ_CATEGORIES_MAX = 100;

/** A 409 once a table holds its most; counted under a lock so two creations cannot pass it together. */
async function refuseBeyond(tx: Tx, table: typeof faqs | typeof faqCategories, max: number, what: string) {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(table);
  if (n >= max)
    throw conflict(`The portal keeps at most ${max} ${what}: delete one before adding another.`, { max });
}

export async function createCategory(db: Database, input: { values: CategoryValues; actor: Actor }) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await refuseBeyond(tx, faqCategories, FAQ_CATEGORIES_MAX, "FAQ categories");
    await tx.insert(faqCategories).values({ id, ...input.values });
    await audit(tx, input.actor, "create", "faq_category", id, { after: input.values });
  });
  return getCategory(db, id);
}

export async function updateCategory(
  db: Database,
  input: { id: string; values: CategoryValues; actor: Actor },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.id, input.id))
      .for("update");
    if (!before) throw notFound("FAQ category");
    await tx.update(faqCategories).set(input.values).where(eq(faqCategories.id, input.id));
    await audit(tx, input.actor, "update", "faq_category", input.id, {
      before: { name: before.name, position: before.position },
      after: input.values,
    });
  });
  return getCategory(db, input.id);
}

/** A category that still holds FAQs is a 409: staff move or delete them first. */
export async function deleteCategory(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.id, input.id))
      .for("update");
    if (!before) throw notFound("FAQ category");
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(faqs)
      .where(eq(faqs.categoryId, input.id));
    if (n > 0) {
      throw conflict("This category still has FAQs; move or delete them first.", {
        faqCount: n,
      });
    }
    await tx.delete(faqCategories).where(eq(faqCategories.id, input.id));
    await audit(tx, input.actor, "delete", "faq_category", input.id, { before: { name: before.name } });
  });
}

/**
 * FAQs in category order, then their own order. The public sees published ones only; `q` matches the
 * question or the answer's text (not its markup).
 */
export async function listFaqs(db: Database, query: FaqListQuery, includeUnpublished: boolean) {
  const conditions: SQL[] = [];
  if (!includeUnpublished) conditions.push(eq(faqs.published, true));
  if (query.categoryId) conditions.push(eq(faqs.categoryId, query.categoryId));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    // Tags are replaced by spaces so a word is not found inside an attribute or split by markup.
    const answerText = sql`regexp_replace(${faqs.answer}, '<[^>]*>', ' ', 'g')`;
    conditions.push(or(ilike(faqs.question, like), sql`${answerText} ilike ${like}`)!);
  }
  const rows = await db
    .select({ faq: faqs })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(and(...conditions))
    .orderBy(asc(faqCategories.position), asc(faqCategories.name), asc(faqs.position), asc(faqs.question))
    .limit(FAQS_MAX);
  return { result: rows.map((r) => toFaq(r.faq)) };
}

export async function getFaq(db: Database, id: string, includeUnpublished: boolean): Promise<Faq> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), includeUnpublished ? undefined : eq(faqs.published, true)));
  if (!row) throw notFound("FAQ");
  return toFaq(row);
}

async function cleaned(db: Database, values: FaqValues) {
  const [category] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, values.categoryId));
  if (!category) throw invalidField("body.categoryId", "Choose a category");
  const answer = sanitizeRichText(values.answer);
  if (richTextToPlain(answer) === "") throw invalidField("body.answer", "Write the answer");
  return { ...values, answer };
}

const snapshot = (row: { question: string; categoryId: string; position: number; published: boolean }) => ({
  question: row.question,
  categoryId: row.categoryId,
  position: row.position,
  published: row.published,
});

export async function createFaq(db: Database, input: { values: FaqValues; actor: Actor }) {
  const values = await cleaned(db, input.values);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await refuseBeyond(tx, faqs, FAQS_MAX, "FAQs");
    await tx.insert(faqs).values({ id, ...values });
    await audit(tx, input.actor, "create", "faq", id, { after: snapshot(values) });
  });
  return getFaq(db, id, true);
}

export async function updateFaq(db: Database, input: { id: string; values: FaqValues; actor: Actor }) {
  const values = await cleaned(db, input.values);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, input.id)).for("update");
    if (!before) throw notFound("FAQ");
    await tx
      .update(faqs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(faqs.id, input.id));
    await audit(tx, input.actor, "update", "faq", input.id, {
      before: snapshot(before),
      after: snapshot(values),
    });
  });
  return getFaq(db, input.id, true);
}

export async function deleteFaq(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(faqs).where(eq(faqs.id, input.id)).returning();
    if (!before) throw notFound("FAQ");
    await audit(tx, input.actor, "delete", "faq", input.id, { before: snapshot(before) });
  });
}

/** Counts for the static-content overview. */
export async function faqCounts(db: Database) {
  const [row] = await db
    .select({
      categories: sql<number>`(select count(*)::int from faq_categories)`,
      published: sql<number>`count(*) filter (where ${faqs.published})::int`,
      hidden: sql<number>`count(*) filter (where not ${faqs.published})::int`,
      last: sql<string | null>`max(${faqs.updatedAt})`,
    })
    .from(faqs);
  return row;
}
