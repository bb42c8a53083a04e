import { randomUUID } from "node:crypto";
import type { Tag, tagInputSchema } from "@strata/core";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { recordTags, tags } from "../../db/schema/index.ts";
import { type AuditExecutor, recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";

type TagValues = z.output<typeof tagInputSchema>;

const withCounts = (db: AuditExecutor) =>
  db
    .select({
      id: tags.id,
      name: tags.name,
      description: tags.description,
      recordCount: count(recordTags.recordId),
    })
    .from(tags)
    .leftJoin(recordTags, eq(recordTags.tagId, tags.id))
    .groupBy(tags.id)
    .$dynamic();

/** Tags A–Z with the number of records carrying each. */
export async function listTags(db: Database): Promise<{ result: Tag[] }> {
  return { result: await withCounts(db).orderBy(asc(sql`lower(${tags.name})`)) };
}

async function getTag(db: AuditExecutor, id: string): Promise<Tag> {
  const [tag] = await withCounts(db).where(eq(tags.id, id));
  if (!tag) throw notFound("Tag");
  return tag;
}

/** 409 naming the tag when another has the name in any letter case; the lock serialises tag writes. */
async function assertNameFree(tx: AuditExecutor, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tags'))`);
  const sameName = sql`lower(${tags.name}) = lower(${name})`;
  const [clash] = await tx
    .select({ name: tags.name })
    .from(tags)
    .where(exceptId ? and(sameName, ne(tags.id, exceptId)) : sameName);
  if (clash) throw conflict(`A tag named "${clash.name}" already exists.`);
}

const snapshot = (t: { name: string; description: string | null }) => ({
  name: t.name,
  description: t.description,
});

export async function createTag(db: Database, input: { values: TagValues; actor: Actor }) {
  const { values, actor } = input;
  return db.transaction(async (tx) => {
    await assertNameFree(tx, values.name);
    const id = randomUUID();
    await tx.insert(tags).values({ id, ...values });
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "tag",
      subjectId: id,
      after: snapshot(values),
      requestId: actor.requestId,
    });
    return getTag(tx, id);
  });
}

/** Renames or redescribes a tag; the records carrying it keep it. */
export async function updateTag(db: Database, input: { id: string; values: TagValues; actor: Actor }) {
  const { id, values, actor } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(eq(tags.id, id)).for("update");
    if (!before) throw notFound("Tag");
    await assertNameFree(tx, values.name, id);
    await tx.update(tags).set(values).where(eq(tags.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: "update",
      subjectType: "tag",
      subjectId: id,
      before: snapshot(before),
      after: snapshot(values),
      requestId: actor.requestId,
    });
    return getTag(tx, id);
  });
}

/** Deletes a tag; the records carrying it lose it (the links cascade), as the audit row counts. */
export async function deleteTag(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(eq(tags.id, input.id)).for("update");
    if (!before) throw notFound("Tag");
    const [{ recordCount }] = await tx
      .select({ recordCount: count() })
      .from(recordTags)
      .where(eq(recordTags.tagId, input.id));
    await tx.delete(tags).where(eq(tags.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "delete",
      subjectType: "tag",
      subjectId: input.id,
      before: { ...snapshot(before), recordCount },
      requestId: input.actor.requestId,
    });
  });
}
