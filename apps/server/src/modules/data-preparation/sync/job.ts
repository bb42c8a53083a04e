import {
  type CatalogType,
  SOCKET_EVENTS,
  SYNC_ROOM_PREFIX,
  type SyncDoneEvent,
  type SyncProgress,
  type SyncResult,
  type SyncStatus,
  syncRoom,
} from "@strata/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/index.ts";
import { notFound } from "../../../lib/errors.ts";
import type { JobRow, JobRunner } from "../../../plugins/jobs.ts";
import type { Realtime } from "../../../plugins/realtime.ts";
import type { ObjectStorage } from "../../../plugins/storage.ts";
import { authorOf } from "../files/history.ts";
import { viewDataPreparation } from "../metadata/access.ts";
import { runStorageSync } from "./service.ts";

export const STORAGE_SYNC_JOB = "storage-sync";
const PROGRESS_SAVE_MS = 1000;

interface SyncPayload {
  ingestType: CatalogType;
}

export interface SyncDeps {
  db: Database;
  storage: ObjectStorage;
  jobs: JobRunner;
  realtime: Realtime;
  afterSync?: (type: CatalogType) => Promise<void>;
}

const doneEvent = (job: JobRow): SyncDoneEvent => ({
  jobId: job.id,
  status: job.status === "succeeded" ? "succeeded" : "failed",
  result: (job.result as SyncResult | null) ?? null,
  error: job.error,
});

/** The storage-sync job: progress and the outcome go to the room `sync:<jobId>`. */
export function registerStorageSyncJob({ db, storage, jobs: runner, realtime, afterSync }: SyncDeps) {
  runner.register<SyncPayload, SyncResult>(STORAGE_SYNC_JOB, {
    // A whole data type's folders can take hours to read; a dead instance is caught by heartbeats.
    timeoutSeconds: 12 * 3600,
    async run({ job, signal, setProgress }) {
      const room = syncRoom(job.id);
      let savedAt = 0;
      return runStorageSync({
        db,
        storage,
        type: job.payload.ingestType,
        author: await authorOf(db, job.createdBy),
        signal,
        onProgress: async (progress) => {
          realtime.publish(room, SOCKET_EVENTS.syncProgress, { jobId: job.id, ...progress });
          // Watchers get every step on the socket; the stored progress (for getsyncstatus and a late
          // join) is written at most once a second, as each write waits its turn on the database.
          const now = Date.now();
          if (now - savedAt < PROGRESS_SAVE_MS && progress.current < progress.total) return;
          savedAt = now;
          await setProgress(progress);
        },
      });
    },
    async onSucceeded(job, result) {
      const event: SyncDoneEvent = { jobId: job.id, status: "succeeded", result, error: null };
      realtime.publish(syncRoom(job.id), SOCKET_EVENTS.syncDone, event);
      await afterSync?.((job.payload as SyncPayload).ingestType);
    },
    onFailed(job, error) {
      const event: SyncDoneEvent = { jobId: job.id, status: "failed", result: null, error };
      realtime.publish(syncRoom(job.id), SOCKET_EVENTS.syncDone, event);
    },
  });

  // Watching a sync needs what reading its status needs (getsyncstatus: view DataPreparation, and the
  // job must exist); on joining the socket gets where it stands, so a sync that moved on (or ended)
  // before the join is not missed.
  realtime.addRoomPolicy(SYNC_ROOM_PREFIX, {
    access: viewDataPreparation.access,
    find: (room) => findSyncJob(db, room.slice(SYNC_ROOM_PREFIX.length)),
    onJoin(job, emit) {
      if (job.status === "succeeded" || job.status === "failed") emit(SOCKET_EVENTS.syncDone, doneEvent(job));
      else if (job.progress)
        emit(SOCKET_EVENTS.syncProgress, { jobId: job.id, ...(job.progress as SyncProgress) });
    },
  });
}

async function findSyncJob(db: Database, jobId: string): Promise<JobRow | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, STORAGE_SYNC_JOB)));
  return job ?? null;
}

/**
 * Queues a sync of a category, or answers the one already queued or running for it: two syncs of
 * one category never run side by side. An advisory lock makes the check and the insert one step.
 */
export async function startStorageSync(
  deps: Pick<SyncDeps, "db" | "jobs">,
  opts: { type: CatalogType; userId: string },
): Promise<{ jobId: string; room: string }> {
  const jobId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${STORAGE_SYNC_JOB}:${opts.type}`}))`);
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, STORAGE_SYNC_JOB),
          inArray(jobs.status, ["queued", "running"]),
          sql`${jobs.payload}->>'ingestType' = ${opts.type}`,
        ),
      )
      .limit(1);
    if (running) return running.id;
    return deps.jobs.enqueue(STORAGE_SYNC_JOB, { ingestType: opts.type } satisfies SyncPayload, {
      createdBy: opts.userId,
      db: tx as unknown as Database,
    });
  });
  return { jobId, room: syncRoom(jobId) };
}

export async function syncStatus(db: Database, jobId: string): Promise<SyncStatus> {
  const job = await findSyncJob(db, jobId);
  if (!job) throw notFound("Sync job");
  const progress = (job.progress as SyncProgress | null) ?? { total: 0, current: 0, currentFolder: "" };
  return {
    jobId: job.id,
    status: job.status as SyncStatus["status"],
    total: progress.total,
    current: progress.current,
    currentFolder: progress.currentFolder,
    result: (job.result as SyncResult | null) ?? null,
    error: job.error,
  };
}
