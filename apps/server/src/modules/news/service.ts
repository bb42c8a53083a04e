import { randomUUID } from "node:crypto";
import {
  allowedActions,
  NEWS_WORKFLOW,
  type News,
  type NewsListQuery,
  type NewsStatus,
  type newsInputSchema,
  type PublicNews,
} from "@strata/core";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { news, uploads } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { invalidField, notFound } from "../../lib/errors.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";
import { type Actor, applyTransition, type WorkflowStore } from "../../lib/workflow.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";

type Row = typeof news.$inferSelect;
type Image = { id: string; fileName: string; contentType: string; storageKey: string };
type NewsValues = z.output<typeof newsInputSchema>;

export const newsStore: WorkflowStore<typeof NEWS_WORKFLOW, typeof news> = {
  workflow: NEWS_WORKFLOW,
  table: news,
  subjectType: "news",
  guards: () => ({}),
  guardSql: {},
};

/** The newest image uploaded for each item (a new upload replaces the old one). */
async function imagesOf(db: Database, ids: string[]): Promise<Map<string, Image>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([uploads.attachableId], {
      newsId: uploads.attachableId,
      id: uploads.id,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(and(eq(uploads.attachableType, "news"), inArray(uploads.attachableId, ids)))
    .orderBy(uploads.attachableId, desc(uploads.createdAt));
  return new Map(rows.map((r) => [r.newsId, r]));
}

const imageView = (row: Row, image: Image | undefined) =>
  image
    ? { url: `/api/news/${row.id}/image`, fileName: image.fileName, contentType: image.contentType }
    : null;

function toNews(row: Row, image: Image | undefined, actor: Actor): News {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: imageView(row, image),
    status: row.status as NewsStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allowedActions: allowedActions(NEWS_WORKFLOW, row.status as NewsStatus, {
      ability: actor.ability,
      guards: {},
    }),
  };
}

function toPublicNews(row: Row, image: Image | undefined): PublicNews {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: imageView(row, image),
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** The text as stored: rich text sanitised, and still something to read once it is. */
function cleaned(values: NewsValues) {
  const body = sanitizeRichText(values.body);
  if (body.replace(/<[^>]*>/g, "").trim() === "") throw invalidField("body.body", "Write the news");
  return { title: values.title, summary: values.summary, body };
}

/** Staff's page of news, newest change first, optionally of one status. */
export async function listNews(db: Database, query: NewsListQuery, actor: Actor) {
  const where = query.status ? eq(news.status, query.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.updatedAt), desc(news.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toNews(r, images.get(r.id), actor)),
    total,
    query,
  );
}

async function loadNews(db: Database, id: string): Promise<Row> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound("News item");
  return row;
}

export async function getNews(db: Database, id: string, actor: Actor): Promise<News> {
  const row = await loadNews(db, id);
  return toNews(row, (await imagesOf(db, [id])).get(id), actor);
}

const snapshot = (row: Row) => ({ title: row.title, summary: row.summary, status: row.status });

/** A new item, always a draft: publishing is its own, confirmed action. */
export async function createNews(db: Database, input: { values: NewsValues; actor: Actor }) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({
        id,
        ...cleaned(input.values),
        status: "draft",
        lastStableStatus: "draft",
        createdBy: input.actor.userId,
      })
      .returning();
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "create",
      subjectType: "news",
      subjectId: id,
      after: snapshot(row),
      requestId: input.actor.requestId,
    });
  });
  return getNews(db, id, input.actor);
}

export async function updateNews(db: Database, input: { id: string; values: NewsValues; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, input.id)).for("update");
    if (!before) throw notFound("News item");
    const [after] = await tx
      .update(news)
      .set({ ...cleaned(input.values), updatedAt: new Date() })
      .where(eq(news.id, input.id))
      .returning();
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "update",
      subjectType: "news",
      subjectId: input.id,
      before: snapshot(before),
      after: snapshot(after),
      requestId: input.actor.requestId,
    });
  });
  return getNews(db, input.id, input.actor);
}

/** Removes the item and its image. */
export async function deleteNews(
  deps: { db: Database; storage: ObjectStorage },
  input: { id: string; actor: Actor },
) {
  const { db, storage } = deps;
  const keys = await db.transaction(async (tx) => {
    const [before] = await tx.delete(news).where(eq(news.id, input.id)).returning();
    if (!before) throw notFound("News item");
    const removed = await tx
      .delete(uploads)
      .where(and(eq(uploads.attachableType, "news"), eq(uploads.attachableId, input.id)))
      .returning({ storageKey: uploads.storageKey });
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "delete",
      subjectType: "news",
      subjectId: input.id,
      before: snapshot(before),
      requestId: input.actor.requestId,
    });
    return removed.map((r) => r.storageKey);
  });
  for (const key of keys) await storage.delete(key);
}

/** Publish or unpublish through the news workflow (409 with the status when it does not apply). */
export async function transitionNews(
  db: Database,
  input: { id: string; action: "publish" | "unpublish"; actor: Actor },
) {
  await applyTransition(db, {
    store: newsStore,
    id: input.id,
    action: input.action,
    actor: input.actor,
    // The first publication dates the item; republishing keeps its place in the list.
    set: (next, row) => (next === "published" && !row.publishedAt ? { publishedAt: new Date() } : {}),
  });
  return getNews(db, input.id, input.actor);
}

/** The public's page of published news, newest first. */
export async function listPublishedNews(db: Database, query: { page: number; pageSize: number }) {
  const where = eq(news.status, "published");
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toPublicNews(r, images.get(r.id))),
    total,
    query,
  );
}

/** A published item; a draft or unpublished one is simply not found. */
export async function getPublishedNews(db: Database, id: string): Promise<PublicNews> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.status, "published")));
  if (!row) throw notFound("News item");
  return toPublicNews(row, (await imagesOf(db, [id])).get(id));
}

/** The item's image: anyone for a published item, staff who view News for any. */
export async function newsImage(db: Database, id: string, staff: boolean) {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(staff ? eq(news.id, id) : and(eq(news.id, id), eq(news.status, "published")));
  if (!row) throw notFound("News item");
  const image = (await imagesOf(db, [id])).get(id);
  if (!image) throw notFound("Image");
  return image;
}

/** Counts by status, for the static-content overview. */
export async function newsCounts(db: Database) {
  const rows = await db
    .select({
      status: news.status,
      n: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${news.updatedAt})`,
    })
    .from(news)
    .groupBy(news.status);
  return rows;
}
