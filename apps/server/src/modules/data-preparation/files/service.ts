import type { StorageObjectStatus } from "@strata/core";
import {
  CATALOG_REGISTRY,
  type CatalogType,
  type IngestPageBody,
  type InvalidFilesResponse,
  LINK_MESSAGES,
  type LinkResult,
  type MetadataFileEntry,
  retrieveFileFailed,
  type SetLinkFileBody,
  type UnlinkedFilesResponse,
} from "@strata/core";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { catalogFiles, storageObjects } from "../../../db/schema/index.ts";
import { notFound } from "../../../lib/errors.ts";
import { columnOf, tableOf } from "../../catalogs/index.ts";
import { type Author, writeLinkHistories } from "./history.ts";

/** The reason of a file unlinked by hand: the sync leaves it unlinked rather than match it again. */
export const UNLINKED_BY_HAND = "Unlinked by hand; the sync does not link it again";

const INVALID_HEADERS_MAX = 1000;

const fileOf = (row: typeof storageObjects.$inferSelect) => ({
  fileid: row.id,
  path: row.path,
  name: row.name,
  folder: row.folder,
  size: row.sizeBytes,
  format: row.format,
});

async function pageOf(db: Database, query: IngestPageBody, status: StorageObjectStatus) {
  const where = and(eq(storageObjects.sdcType, query.ingestType), eq(storageObjects.status, status));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(storageObjects).where(where),
    db
      .select()
      .from(storageObjects)
      .where(where)
      .orderBy(asc(storageObjects.path))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
  ]);
  return { rows, total };
}

/** Files the last sync found valid but could not match to a record. */
export async function listUnlinkedFiles(db: Database, query: IngestPageBody): Promise<UnlinkedFilesResponse> {
  const { rows, total } = await pageOf(db, query, "unlinked");
  return {
    result: rows.map((r) => ({ ...fileOf(r), reason: r.reason })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

/** Unreadable files and files breaking the naming conventions; with the metadata sheets whose header is wrong. */
export async function listInvalidFiles(db: Database, query: IngestPageBody): Promise<InvalidFilesResponse> {
  const [{ rows, total }, headers] = await Promise.all([
    pageOf(db, query, "invalid"),
    db
      .select({ path: storageObjects.path, reason: storageObjects.reason })
      .from(storageObjects)
      .where(and(eq(storageObjects.sdcType, query.ingestType), eq(storageObjects.status, "invalid_header")))
      .orderBy(asc(storageObjects.path))
      .limit(INVALID_HEADERS_MAX),
  ]);
  return {
    result: rows.map((r) => ({ ...fileOf(r), reason: r.reason ?? "" })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    pageTotal: total,
    invalidHeaders: headers.map((h) => ({ path: h.path, reason: h.reason ?? "" })),
  };
}

/** Whether a record exists; with `lock`, holds its row until the transaction ends. */
export async function recordExists(db: Database, type: CatalogType, id: string, lock = false) {
  const idColumn = columnOf(type, CATALOG_REGISTRY[type].idField);
  const query = db.select({ id: idColumn }).from(tableOf(type)).where(eq(idColumn, id));
  const rows = lock ? await query.for("update") : await query;
  return rows.length > 0;
}

async function filesOfRecord(db: Database, type: CatalogType, id: string) {
  return db
    .select()
    .from(catalogFiles)
    .where(and(eq(catalogFiles.sdcType, type), eq(catalogFiles.recordId, id)))
    .orderBy(asc(catalogFiles.name), asc(catalogFiles.path));
}

/** A record's files, each with `bak_id` = `fileid` so the screen's Discard can put a slot back. */
export async function recordFiles(
  db: Database,
  type: CatalogType,
  id: string,
): Promise<{ files: MetadataFileEntry[] }> {
  if (!(await recordExists(db, type, id))) {
    throw notFound("File", retrieveFileFailed(CATALOG_REGISTRY[type].displayName));
  }
  const files = await filesOfRecord(db, type, id);
  return {
    files: files.map((f) => ({
      fileid: f.id,
      id: f.recordId,
      bak_id: f.id,
      name: f.name,
      path: f.path,
      size: f.sizeBytes,
      format: f.format,
    })),
  };
}

/** Refuses the whole change with a message the screen shows as an error (code 201). */
class LinkRefused extends Error {}

/**
 * Applies a record's file slots in one transaction: each slot whose `fileid` differs from its
 * `bak_id` unlinks the old file and links the new one. A file that is unknown, invalid, of another
 * category or linked to another record refuses the whole change (code 201), and nothing changes.
 */
export async function setLinkFiles(
  db: Database,
  body: SetLinkFileBody & { author: Author },
): Promise<LinkResult> {
  const type = body.ingestType;
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      if (!(await recordExists(tx, type, body.id, true))) {
        throw notFound("File", retrieveFileFailed(CATALOG_REGISTRY[type].displayName));
      }
      const before = await filesOfRecord(tx, type, body.id);
      const held = new Map(before.map((f) => [f.id, f]));
      let linked = 0;
      let unlinked = 0;
      for (const slot of body.files) {
        const fileid = slot.fileid ?? "";
        const bakId = slot.bak_id ?? "";
        if (fileid === bakId) continue;
        if (bakId && held.has(bakId)) {
          await unlinkFile(tx, held.get(bakId)!);
          held.delete(bakId);
          unlinked++;
        }
        if (fileid && !held.has(fileid)) {
          const { file, created } = await linkFile(tx, type, body.id, fileid);
          held.set(fileid, file);
          if (created) linked++;
        }
      }
      if (linked + unlinked === 0) return { code: 200, message: LINK_MESSAGES.nothingChanged };
      const after = await filesOfRecord(tx, type, body.id);
      const names = (files: typeof before) =>
        files.map((f) => ({ fileid: f.id, name: f.name, path: f.path }));
      await writeLinkHistories(tx, body.author, [
        { type, recordId: body.id, before: { files: names(before) }, after: { files: names(after) } },
      ]);
      return {
        code: 200,
        message: linked > 0 ? LINK_MESSAGES.filesLinked(linked) : LINK_MESSAGES.filesUnlinked(unlinked),
      };
    });
  } catch (err) {
    if (err instanceof LinkRefused) return { code: 201, message: err.message };
    throw err;
  }
}

async function unlinkFile(tx: Database, file: typeof catalogFiles.$inferSelect) {
  await tx.delete(catalogFiles).where(eq(catalogFiles.id, file.id));
  await tx
    .update(storageObjects)
    .set({
      recordId: null,
      status: sql`case when ${storageObjects.status} = 'linked' then 'unlinked' else ${storageObjects.status} end`,
      reason: sql`case when ${storageObjects.status} = 'linked' then ${UNLINKED_BY_HAND} else ${storageObjects.reason} end`,
      scannedAt: new Date(),
    })
    .where(eq(storageObjects.path, file.path));
}

/** Links one file, found by its storage object id (or, before any sync, its catalog_files id). */
async function linkFile(tx: Database, type: CatalogType, recordId: string, fileid: string) {
  const [object] = await tx.select().from(storageObjects).where(eq(storageObjects.id, fileid)).for("update");
  const [known] = await tx
    .select()
    .from(catalogFiles)
    .where(object ? eq(catalogFiles.path, object.path) : eq(catalogFiles.id, fileid));
  if (!object && !known) throw new LinkRefused(LINK_MESSAGES.fileNotFound(fileid));
  const name = object?.name ?? known!.name;
  if ((object?.sdcType ?? known!.sdcType) !== type) throw new LinkRefused(LINK_MESSAGES.wrongType(name));
  if (known && known.recordId !== recordId) {
    throw new LinkRefused(LINK_MESSAGES.linkedElsewhere(name, known.recordId));
  }
  if (object && object.status !== "linked" && object.status !== "unlinked") {
    throw new LinkRefused(LINK_MESSAGES.fileInvalid(name, object.reason ?? object.status));
  }
  if (known) return { file: known, created: false };
  const [file] = await tx
    .insert(catalogFiles)
    .values({
      id: object!.id,
      sdcType: type,
      recordId,
      name: object!.name,
      path: object!.path,
      sizeBytes: object!.sizeBytes,
      format: object!.format,
    })
    .returning();
  await tx
    .update(storageObjects)
    .set({ status: "linked", recordId, reason: null, scannedAt: new Date() })
    .where(eq(storageObjects.id, object!.id));
  return { file, created: true };
}
