import type { PreviewCacheRunStarted, PreviewCacheStatus } from "@strata/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, jobs } from "../../db/schema/index.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { PREVIEW_CACHE_JOB, type PreviewCacheResult } from "./preview-caches.ts";

/** While a run goes, its counts are on its progress (preview-caches.ts sets them per page of files). */
interface RunProgress {
  built?: number;
  upToDate?: number;
  skipped?: number;
}

/** The newest run of the preview caches' job, with the files it skipped named (decision 0237). */
export async function previewCacheStatus(db: Database): Promise<PreviewCacheStatus> {
  const [run] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, PREVIEW_CACHE_JOB))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!run) return { lastRun: null };
  const result = run.result as PreviewCacheResult | null;
  const progress = (run.progress ?? {}) as RunProgress;
  const skipped = result?.skipped ?? [];
  const files = skipped.length
    ? await db
        .select({ id: catalogFiles.id, name: catalogFiles.name, path: catalogFiles.path })
        .from(catalogFiles)
        .where(
          inArray(
            catalogFiles.id,
            skipped.map((s) => s.fileId),
          ),
        )
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    lastRun: {
      jobId: run.id,
      status: run.status,
      queuedAt: run.createdAt.toISOString(),
      updatedAt: run.updatedAt.toISOString(),
      built: result?.built ?? progress.built ?? 0,
      upToDate: result?.upToDate ?? progress.upToDate ?? 0,
      skippedCount: result ? (result.skippedCount ?? skipped.length) : (progress.skipped ?? 0),
      skipped: skipped.map((s) => ({
        fileId: s.fileId,
        name: byId.get(s.fileId)?.name ?? null,
        path: byId.get(s.fileId)?.path ?? null,
        reason: s.reason,
      })),
      error: run.error,
    },
  };
}

/**
 * Queues a run now (a file replaced by hand, a cache deleted): the one already waiting is answered
 * instead of a second. A run under way does not count: it may have passed the file already. An
 * advisory lock makes the check and the insert one step (two clicks at once queue one run).
 */
export async function queuePreviewCacheRun(
  deps: { db: Database; jobs: JobRunner },
  userId: string,
): Promise<PreviewCacheRunStarted> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${PREVIEW_CACHE_JOB}))`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, PREVIEW_CACHE_JOB), eq(jobs.status, "queued")))
      .orderBy(desc(jobs.createdAt))
      .limit(1);
    if (waiting) return { jobId: waiting.id, queued: false };
    const jobId = await deps.jobs.enqueue(
      PREVIEW_CACHE_JOB,
      {},
      { createdBy: userId, db: tx as unknown as Database },
    );
    return { jobId, queued: true };
  });
}
