import { randomUUID } from "node:crypto";
import { type Bookmark, CATALOG_REGISTRY, type CatalogType, type CreateBookmarkBody } from "@strata/core";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBookmarks } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { columnOf, commonColumns, tableOf } from "./tables.ts";

/** Bookmarks are private: every query is scoped to the signed-in user, so another user's bookmark is simply not found. */

function toBookmark(row: typeof catalogBookmarks.$inferSelect): Bookmark {
  return {
    id: row.id,
    kind: row.kind as Bookmark["kind"],
    sdcType: (row.sdcType as CatalogType | null) ?? null,
    recordId: row.recordId,
    view: row.view ?? null,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBookmarks(
  db: Database,
  userId: string,
  filter: { kind?: "record" | "mapView"; sdcType?: CatalogType },
) {
  const conditions: SQL[] = [eq(catalogBookmarks.userId, userId)];
  if (filter.kind) conditions.push(eq(catalogBookmarks.kind, filter.kind));
  if (filter.sdcType) conditions.push(eq(catalogBookmarks.sdcType, filter.sdcType));
  const rows = await db
    .select()
    .from(catalogBookmarks)
    .where(and(...conditions))
    .orderBy(desc(catalogBookmarks.createdAt), desc(catalogBookmarks.id));
  return { result: rows.map(toBookmark) };
}

/** Bookmarks a record (it must exist; 409 if already bookmarked) or a map view. */
export async function createBookmark(
  db: Database,
  userId: string,
  body: CreateBookmarkBody,
): Promise<Bookmark> {
  let values: typeof catalogBookmarks.$inferInsert;
  if (body.kind === "record") {
    const def = CATALOG_REGISTRY[body.sdcType];
    // biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
    const table = tableOf(body.sdcType) as unknown as PgTable<any>;
    const [record] = await db
      .select({ title: columnOf(body.sdcType, def.titleKey) })
      .from(table)
      .where(eq(commonColumns(body.sdcType).id, body.recordId));
    if (!record) throw notFound(`${def.displayName} record`);
    values = {
      id: randomUUID(),
      userId,
      kind: "record",
      sdcType: body.sdcType,
      recordId: body.recordId,
      name: body.name ?? String(record.title),
    };
  } else {
    values = { id: randomUUID(), userId, kind: "mapView", view: body.view, name: body.name };
  }
  const [row] = await db.insert(catalogBookmarks).values(values).onConflictDoNothing().returning();
  if (!row) throw conflict("This record is already bookmarked.");
  return toBookmark(row);
}

export async function deleteBookmark(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(catalogBookmarks)
    .where(and(eq(catalogBookmarks.id, id), eq(catalogBookmarks.userId, userId)))
    .returning({ id: catalogBookmarks.id });
  if (deleted.length === 0) throw notFound("Bookmark");
}
