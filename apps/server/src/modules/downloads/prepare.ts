import {
  DOWNLOAD_EVENTS,
  DOWNLOAD_ITEM_WORKFLOW,
  DOWNLOAD_ROOM_PREFIX,
  type DownloadDoneEvent,
  type DownloadProgress,
  downloadRoom,
} from "@strata/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages, type PackageFile } from "../../db/schema/index.ts";
import { applyCascade, applyTransitionIn, systemActor } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { Realtime } from "../../plugins/realtime.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { OWNER } from "./access.ts";
import { archiveEtag, packageArchive } from "./archive.ts";
import { checksumOf } from "./checksums.ts";
import { filesOfItem } from "./item-files.ts";
import { PREPARE_PACKAGE_JOB, type PreparePayload, refundPackageCredits } from "./lifecycle.ts";
import { downloadPackageStore } from "./package-workflow.ts";
import type { PackageRow } from "./present.ts";

export interface PrepareDeps {
  db: Database;
  storage: ObjectStorage;
  jobs: JobRunner;
  realtime: Realtime;
  ttlDays: number;
}

const DAY_MS = 86_400_000;
/** Who the audit trail names for what preparation decides. */
const PREPARATION = "Download preparation";
const PROGRESS_EVERY_MS = 250;

/** What the customer reads when storage fails: no error code or path (those go to the log). */
export const STORAGE_UNAVAILABLE_TEXT = "the file store could not be reached";
const failedText = (why: string) =>
  `Preparation failed: ${why}. Your credits were refunded; please try again later.`;
/** A package that failed on storage, as its owner reads it. */
export const STORAGE_FAILURE_TEXT = failedText(STORAGE_UNAVAILABLE_TEXT);

/**
 * A storage fault (not a missing file): preparation fails, refunded, after its retries. Its message
 * (logged by the job runner) carries the technical cause; the package shows `STORAGE_UNAVAILABLE_TEXT`.
 */
class StorageUnavailable extends Error {}

async function statOrOutage(storage: ObjectStorage, path: string) {
  try {
    return await storage.stat(path);
  } catch (err) {
    throw new StorageUnavailable(`Storage is unavailable (${(err as Error).message})`, { cause: err });
  }
}

/**
 * Prepares a confirmed package: checks that every file of every item is in storage (an item whose
 * file is gone fails, naming the file, and its credits come back), takes each file's checksums
 * (cached), and lays out the archive for its exact size and validator. Idempotent: a run after a
 * crash or a retry starts over, and only a package still `preparing` is finished, once, under its
 * row lock, so a cancellation meanwhile wins.
 */
export async function preparePackage(
  deps: PrepareDeps,
  packageId: string,
  opts: { signal?: AbortSignal; onProgress?: (p: DownloadProgress) => Promise<void> } = {},
): Promise<{ status: string }> {
  const { db, storage } = deps;
  const [pkg] = await db.select().from(downloadPackages).where(eq(downloadPackages.id, packageId));
  if (pkg?.status !== "preparing") return { status: pkg?.status ?? "missing" };
  const items = await db
    .select()
    .from(downloadItems)
    .where(and(eq(downloadItems.packageId, packageId), inArray(downloadItems.status, ["pending", "ready"])))
    .orderBy(asc(downloadItems.createdAt), asc(downloadItems.id));
  const filesOf = new Map<string, { path: string; sizeBytes: number }[]>();
  for (const item of items) {
    filesOf.set(item.id, await filesOfItem(db, item));
  }
  const all = [...filesOf.values()].flat();
  const progress: DownloadProgress = {
    packageId,
    filesDone: 0,
    filesTotal: all.length,
    bytesDone: 0,
    bytesTotal: all.reduce((s, f) => s + f.sizeBytes, 0),
    currentFile: null,
  };
  let lastReport = 0;
  const report = async (force = false) => {
    if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    await opts.onProgress?.({ ...progress });
  };
  await report(true);

  for (const item of items) {
    const done: PackageFile[] = [];
    let missing: string | null = null;
    for (const file of filesOf.get(item.id) ?? []) {
      if (opts.signal?.aborted) throw new Error("Preparation stopped (the instance is shutting down)");
      progress.currentFile = file.path;
      const stored = await statOrOutage(storage, file.path);
      if (!stored) {
        missing ??= file.path;
        progress.filesDone++;
        progress.bytesDone += file.sizeBytes;
        continue;
      }
      try {
        done.push(
          await checksumOf(
            { db, storage },
            file.path,
            stored.size,
            async (n) => {
              progress.bytesDone += n;
              await report();
            },
            opts.signal,
          ),
        );
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        throw new StorageUnavailable(
          `Storage is unavailable while reading ${file.path} (${(err as Error).message})`,
          { cause: err },
        );
      }
      progress.filesDone++;
      await report();
    }
    const failed = missing ?? (done.length === 0 ? "(no files)" : null);
    await db.transaction((tx) =>
      applyCascade(tx, {
        workflow: DOWNLOAD_ITEM_WORKFLOW,
        table: downloadItems,
        action: failed ? "fail" : "prepared",
        actor: systemActor(PREPARATION),
        where: eq(downloadItems.id, item.id),
        set: failed
          ? { error: `${item.title}: its file ${failed} is missing from storage.` }
          : {
              error: null,
              files: done,
              fileCount: done.length,
              sizeBytes: done.reduce((s, f) => s + f.sizeBytes, 0),
            },
      }),
    );
  }
  progress.currentFile = null;
  await report(true);
  return { status: await finishPackage(deps, packageId) };
}

/** Ready (with what could be prepared, the rest refunded) or failed (all refunded), once. */
async function finishPackage(deps: PrepareDeps, packageId: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, packageId))
      .for("update");
    if (row?.status !== "preparing") return row?.status ?? "missing";
    const items = await tx.select().from(downloadItems).where(eq(downloadItems.packageId, packageId));
    const failed = items.filter((i) => i.status === "failed");
    const ready = items.filter((i) => i.status === "ready");
    const now = new Date();
    const actor = systemActor(PREPARATION);
    if (ready.length === 0) {
      const error = failed.length > 0 ? failed.map((i) => i.error).join(" ") : "Nothing was left to prepare.";
      const refund = row.creditsSpent - row.creditsRefunded;
      await applyTransitionIn(tx, {
        store: downloadPackageStore,
        id: packageId,
        action: "fail",
        actor,
        from: "preparing",
        set: { error },
        audit: { refunded: refund },
        sideEffects: (tx) => refundPackageCredits(tx, row, refund, "Download package failed", null),
      });
      return "failed";
    }
    const refund = failed.reduce((s, i) => s + i.credits, 0);
    const files = ready.flatMap((i) => i.files ?? []);
    const archive = row.prebuiltPath
      ? await prebuiltArchive(deps.storage, row.prebuiltPath, files, failed.length)
      : { size: packageArchive(files, now).size, etag: archiveEtag(packageId, files, now) };
    await applyTransitionIn(tx, {
      store: downloadPackageStore,
      id: packageId,
      action: "prepared",
      actor,
      from: "preparing",
      set: {
        readyAt: now,
        expiresAt: new Date(now.getTime() + deps.ttlDays * DAY_MS),
        zipSizeBytes: archive.size,
        etag: archive.etag,
        error:
          failed.length > 0
            ? `${failed.length} of ${items.length - items.filter((i) => i.status === "cancelled").length} records could not be prepared and were refunded. ${failed.map((i) => i.error).join(" ")}`
            : null,
      },
      audit: { refunded: refund },
      sideEffects: (tx) =>
        refundPackageCredits(tx, row, refund, "Download items could not be prepared", null),
    });
    return "ready";
  });
}

/**
 * A ZIP built ahead (a pre-pack) is served as stored: its size is the object's, its validator the
 * archive's own. It holds every file, so it is only good while every item could be prepared.
 */
async function prebuiltArchive(
  storage: ObjectStorage,
  path: string,
  files: readonly PackageFile[],
  failedItems: number,
): Promise<{ size: number; etag: string }> {
  const stored = await statOrOutage(storage, path);
  if (!stored) throw new StorageUnavailable(`The archive built ahead, ${path}, is missing from storage`);
  if (failedItems > 0) {
    throw new StorageUnavailable(`The archive built ahead, ${path}, no longer matches its records`);
  }
  return { size: stored.size, etag: archiveEtag(path, files, new Date(0)) };
}

/**
 * Fails a package still preparing (its job gave up, or it was left behind) and refunds what is left;
 * `actorName` names who failed it in the audit trail (the job, or the sweep).
 */
export async function failPackage(
  db: Database,
  packageId: string,
  error: string,
  actorName = PREPARATION,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, packageId))
      .for("update");
    if (row?.status !== "preparing") return false;
    const refund = row.creditsSpent - row.creditsRefunded;
    await applyTransitionIn(tx, {
      store: downloadPackageStore,
      id: packageId,
      action: "fail",
      actor: systemActor(actorName),
      from: "preparing",
      set: { error },
      audit: { refunded: refund },
      sideEffects: async (tx) => {
        await refundPackageCredits(tx, row, refund, "Download package failed", null);
        await applyCascade(tx, {
          workflow: DOWNLOAD_ITEM_WORKFLOW,
          table: downloadItems,
          action: "fail",
          actor: systemActor(actorName),
          where: eq(downloadItems.packageId, packageId),
          set: { error },
        });
      },
    });
    return true;
  });
}

const doneEvent = (row: PackageRow): DownloadDoneEvent => ({
  packageId: row.id,
  status: row.status as DownloadDoneEvent["status"],
  error: row.error,
});

async function publishDone(deps: PrepareDeps, packageId: string) {
  const [row] = await deps.db.select().from(downloadPackages).where(eq(downloadPackages.id, packageId));
  if (row && row.status !== "preparing") {
    deps.realtime.publish(downloadRoom(packageId), DOWNLOAD_EVENTS.done, doneEvent(row));
  }
}

/** The preparation job, and the room `download:<packageId>` its owner watches. */
export function registerPreparePackageJob(deps: PrepareDeps) {
  const { db, realtime } = deps;
  deps.jobs.register<PreparePayload, { status: string }>(PREPARE_PACKAGE_JOB, {
    maxAttempts: 3,
    async run({ job, signal, setProgress }) {
      const { packageId } = job.payload;
      try {
        const result = await preparePackage(deps, packageId, {
          signal,
          onProgress: async (progress) => {
            realtime.publish(downloadRoom(packageId), DOWNLOAD_EVENTS.progress, progress);
            await db
              .update(downloadPackages)
              .set({ progress })
              .where(and(eq(downloadPackages.id, packageId), eq(downloadPackages.status, "preparing")));
            await setProgress(progress);
          },
        });
        await publishDone(deps, packageId);
        return result;
      } catch (err) {
        // Shown while the job retries; the final failure replaces it.
        if (!signal.aborted && err instanceof StorageUnavailable) {
          await db
            .update(downloadPackages)
            .set({ error: `Preparing: ${STORAGE_UNAVAILABLE_TEXT}; retrying.` })
            .where(and(eq(downloadPackages.id, packageId), eq(downloadPackages.status, "preparing")));
        }
        throw err;
      }
    },
    async onFailed(job) {
      const { packageId } = job.payload as PreparePayload;
      const [row] = await db
        .select({ error: downloadPackages.error })
        .from(downloadPackages)
        .where(eq(downloadPackages.id, packageId));
      // Said in the customer's words: the job runner's log keeps the technical cause.
      const why = row?.error?.endsWith("; retrying.")
        ? STORAGE_UNAVAILABLE_TEXT
        : "it could not be completed";
      await failPackage(db, packageId, failedText(why));
      await publishDone(deps, packageId);
    },
  });

  // Watching a package needs what reading it needs: a customer with the download manager, the package their own.
  realtime.addRoomPolicy(DOWNLOAD_ROOM_PREFIX, {
    access: OWNER.access,
    async find(room, viewer) {
      const organisationId = viewer.user.organisation?.id;
      if (!organisationId) return null;
      const [row] = await db
        .select()
        .from(downloadPackages)
        .where(
          and(
            eq(downloadPackages.id, room.slice(DOWNLOAD_ROOM_PREFIX.length)),
            eq(downloadPackages.organisationId, organisationId),
            eq(downloadPackages.userId, viewer.user.id),
          ),
        );
      return row ?? null;
    },
    onJoin(row, emit) {
      if (row.status === "preparing") {
        if (row.progress) emit(DOWNLOAD_EVENTS.progress, row.progress);
      } else emit(DOWNLOAD_EVENTS.done, doneEvent(row));
    },
  });
}
