import { randomUUID } from "node:crypto";
import type { newDataBodySchema } from "@strata/core";
import { CATALOG_REGISTRY, type CatalogType, type LinkedRecord } from "@strata/core";
import { and, count, desc, eq, inArray, isNotNull, lte, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { newDataAnnouncements } from "../../db/schema/index.ts";
import { invalidField, notFound } from "../../lib/errors.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";

type Row = typeof newDataAnnouncements.$inferSelect;
type NewDataBody = z.infer<typeof newDataBodySchema>;

function toView(row: Row) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    sdcType: row.sdcType as CatalogType,
    recordIds: row.recordIds,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Published announcements only: a draft, or one scheduled for later, is not shown to customers. */
const published = () =>
  and(isNotNull(newDataAnnouncements.publishedAt), lte(newDataAnnouncements.publishedAt, new Date()));

/** Announcements newest first, optionally of one category; `includeDrafts` for the admin list. */
export async function listNewData(
  db: Database,
  query: { sdcType?: CatalogType; page: number; pageSize: number },
  includeDrafts = false,
) {
  const conditions: (SQL | undefined)[] = [includeDrafts ? undefined : published()];
  if (query.sdcType) conditions.push(eq(newDataAnnouncements.sdcType, query.sdcType));
  const where = and(...conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(newDataAnnouncements).where(where),
    db
      .select()
      .from(newDataAnnouncements)
      .where(where)
      // Drafts (no publication date) first in the admin list, then newest first.
      .orderBy(desc(newDataAnnouncements.publishedAt), desc(newDataAnnouncements.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    result: rows.map(toView),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

async function titlesOf(db: Database, type: CatalogType, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { id } = commonColumns(type);
  // biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
  const table = tableOf(type) as unknown as PgTable<any>;
  const rows = await db
    .select({ id, title: columnOf(type, CATALOG_REGISTRY[type].titleKey) })
    .from(table)
    .where(inArray(id, ids));
  return new Map(rows.map((r) => [String(r.id), String(r.title)]));
}

/** One announcement with its records' titles (records since withdrawn are left out). */
export async function getNewData(db: Database, announcementId: string, includeDrafts = false) {
  const [row] = await db
    .select()
    .from(newDataAnnouncements)
    .where(and(eq(newDataAnnouncements.id, announcementId), includeDrafts ? undefined : published()));
  if (!row) throw notFound("Announcement");
  const type = row.sdcType as CatalogType;
  const titles = await titlesOf(db, type, row.recordIds);
  const records: LinkedRecord[] = row.recordIds
    .filter((id) => titles.has(id))
    .map((id) => ({ type, id, title: titles.get(id)! }));
  return { ...toView(row), records };
}

async function assertRecordsExist(db: Database, type: CatalogType, ids: string[]) {
  const titles = await titlesOf(db, type, ids);
  const missing = ids.findIndex((id) => !titles.has(id));
  if (missing >= 0) {
    throw invalidField(
      `body.recordIds.${missing}`,
      `No ${CATALOG_REGISTRY[type].displayName} record "${ids[missing]}"`,
    );
  }
}

export async function createNewData(db: Database, userId: string | null, body: NewDataBody) {
  const recordIds = [...new Set(body.recordIds)];
  await assertRecordsExist(db, body.sdcType, recordIds);
  const now = new Date();
  const [row] = await db
    .insert(newDataAnnouncements)
    .values({
      id: randomUUID(),
      title: body.title,
      body: body.body,
      sdcType: body.sdcType,
      recordIds,
      publishedAt: body.published ? now : null,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toView(row);
}

export async function updateNewData(db: Database, id: string, body: NewDataBody) {
  const recordIds = [...new Set(body.recordIds)];
  await assertRecordsExist(db, body.sdcType, recordIds);
  const [current] = await db.select().from(newDataAnnouncements).where(eq(newDataAnnouncements.id, id));
  if (!current) throw notFound("Announcement");
  // Publishing keeps the first publication date; unpublishing turns it back into a draft.
  const publishedAt = body.published ? (current.publishedAt ?? new Date()) : null;
  const [row] = await db
    .update(newDataAnnouncements)
    .set({
      title: body.title,
      body: body.body,
      sdcType: body.sdcType,
      recordIds,
      publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(newDataAnnouncements.id, id))
    .returning();
  if (!row) throw notFound("Announcement");
  return toView(row);
}

export async function deleteNewData(db: Database, id: string) {
  const rows = await db
    .delete(newDataAnnouncements)
    .where(eq(newDataAnnouncements.id, id))
    .returning({ id: newDataAnnouncements.id });
  if (rows.length === 0) throw notFound("Announcement");
}
