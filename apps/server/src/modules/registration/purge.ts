import { and, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { registrations, uploads } from "../../db/schema/index.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";

/** Drafts forgotten per purge, so one request never does much of it. */
const PURGE_BATCH = 50;

/**
 * Deletes drafts nobody submitted before they expired, with their documents (rows and bytes).
 * Run now and then by whichever `new` request comes by, so no instance has to run a cleaner.
 */
export async function purgeExpiredDrafts(db: Database, storage: ObjectStorage): Promise<number> {
  const expired = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(lte(registrations.expiresAt, new Date()), isNull(registrations.submittedAt)))
    .limit(PURGE_BATCH);
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  const removed = await db.transaction(async (tx) => {
    const files = await tx
      .delete(uploads)
      .where(and(inArray(uploads.attachableId, ids), inArray(uploads.attachableType, ["registration"])))
      .returning({ storageKey: uploads.storageKey });
    await tx.delete(registrations).where(inArray(registrations.id, ids));
    return files;
  });
  // After the commit: a file whose row is gone is unreachable anyway, so a failed delete only wastes space.
  for (const file of removed) await storage.delete(file.storageKey);
  return ids.length;
}

/** One `new` in a hundred tidies up. */
export const shouldPurge = () => Math.random() < 0.01;
