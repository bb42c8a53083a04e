import { CATALOG_REGISTRY, type CatalogType, type TaggedRecord, type TaggedRecordInput } from "@strata/core";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { recordTags, tags } from "../../db/schema/index.ts";
import { type AuditExecutor, recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

/** The titles of records of one category, by id; ids with no record are left out. */
async function titlesOf(db: AuditExecutor, type: CatalogType, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { id } = commonColumns(type);
  const rows = await db
    .select({ id, title: columnOf(type, CATALOG_REGISTRY[type].titleKey) })
    .from(table(type))
    .where(inArray(id, ids));
  return new Map(rows.map((r) => [String(r.id), String(r.title ?? r.id)]));
}

async function lockTag(tx: AuditExecutor, tagId: string) {
  const [tag] = await tx.select({ name: tags.name }).from(tags).where(eq(tags.id, tagId)).for("share");
  if (!tag) throw notFound("Tag");
  return tag;
}

/** The records carrying a tag, by category then id (404 for an unknown tag). */
export async function listTaggedRecords(
  db: Database,
  tagId: string,
  query: { page: number; pageSize: number },
) {
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, tagId));
  if (!tag) throw notFound("Tag");
  const where = eq(recordTags.tagId, tagId);
  const [{ total }] = await db.select({ total: count() }).from(recordTags).where(where);
  const links = await db
    .select({ sdcType: recordTags.sdcType, recordId: recordTags.recordId })
    .from(recordTags)
    .where(where)
    .orderBy(asc(recordTags.sdcType), asc(recordTags.recordId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const titles = new Map<string, Map<string, string>>();
  for (const type of new Set(links.map((l) => l.sdcType as CatalogType))) {
    const ids = links.filter((l) => l.sdcType === type).map((l) => l.recordId);
    titles.set(type, await titlesOf(db, type, ids));
  }
  const result: TaggedRecord[] = links.map((l) => ({
    sdcType: l.sdcType as CatalogType,
    recordId: l.recordId,
    title: titles.get(l.sdcType)?.get(l.recordId) ?? l.recordId,
  }));
  return toPage(result, total, query);
}

/**
 * Puts a tag on a record (404 for an unknown tag or record). Tagging a record that has the tag
 * changes nothing and writes no audit row.
 */
export async function tagRecord(
  db: Database,
  input: { tagId: string; record: TaggedRecordInput; actor: Actor },
): Promise<TaggedRecord> {
  const { tagId, record, actor } = input;
  return db.transaction(async (tx) => {
    await lockTag(tx, tagId);
    const title = (await titlesOf(tx, record.sdcType, [record.recordId])).get(record.recordId);
    if (title === undefined) throw notFound(`${CATALOG_REGISTRY[record.sdcType].displayName} record`);
    const added = await tx
      .insert(recordTags)
      .values({ tagId, sdcType: record.sdcType, recordId: record.recordId })
      .onConflictDoNothing()
      .returning();
    if (added.length > 0) {
      await recordAuditEvent(tx, {
        actor,
        action: "tag_record",
        subjectType: "tag",
        subjectId: tagId,
        after: { sdcType: record.sdcType, recordId: record.recordId },
        requestId: actor.requestId,
      });
    }
    return { sdcType: record.sdcType, recordId: record.recordId, title };
  });
}

/** Takes a tag off a record (404 when the record does not carry it). */
export async function untagRecord(
  db: Database,
  input: { tagId: string; record: TaggedRecordInput; actor: Actor },
) {
  const { tagId, record, actor } = input;
  await db.transaction(async (tx) => {
    await lockTag(tx, tagId);
    const removed = await tx
      .delete(recordTags)
      .where(
        and(
          eq(recordTags.tagId, tagId),
          eq(recordTags.sdcType, record.sdcType),
          eq(recordTags.recordId, record.recordId),
        ),
      )
      .returning();
    if (removed.length === 0) throw notFound("Tagged record");
    await recordAuditEvent(tx, {
      actor,
      action: "untag_record",
      subjectType: "tag",
      subjectId: tagId,
      before: { sdcType: record.sdcType, recordId: record.recordId },
      requestId: actor.requestId,
    });
  });
}
