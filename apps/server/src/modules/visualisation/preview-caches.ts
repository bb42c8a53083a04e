import { CATALOG_TYPES_WITH_PREVIEWS, type CatalogType, PREVIEW_CACHE_SKIPPED_LISTED } from "@strata/core";
import { and, asc, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import {
  type BuildOutcome,
  CACHE_FOLDERS,
  type CachedFile,
  type CachedFormat,
  cacheFolderOf,
  cacheKeyOf,
} from "./cache-keys.ts";
import { buildSeismicCache } from "./seismic-cache.ts";
import { buildWellLogCache } from "./well-log-cache.ts";

/**
 * Preview caches of the linked SEG-Y and LAS files (decision 0236), made by a job after each storage
 * sync of seismic data or well logs: the job goes through every linked file of those formats and
 * builds the cache each one lacks, so a sync that failed half-way, a file replaced in storage or a
 * cache deleted by hand are all caught up by the next run. Previews read the cache when it exists and
 * the file itself until then.
 */
export const PREVIEW_CACHE_JOB = "preview-caches";

/** How each format's cache is made: "built", or why not (the file is then previewed from itself). */
const BUILDERS: Record<CachedFormat, (storage: ObjectStorage, file: CachedFile) => Promise<BuildOutcome>> = {
  "SEG-Y": buildSeismicCache,
  LAS: buildWellLogCache,
};
/** Files looked at per query while going through them. */
const FILES_PER_PAGE = 200;

export interface PreviewCacheResult {
  built: number;
  upToDate: number;
  /** Files previewed from themselves: too large for a cache, missing from storage, or unreadable. */
  skippedCount: number;
  /** The first PREVIEW_CACHE_SKIPPED_LISTED of them, with the reason (a storage outage would skip them all). */
  skipped: { fileId: string; reason: string }[];
}

/** Queues a run after a sync of seismic data or well logs (other categories hold no SEG-Y or LAS). */
export async function queuePreviewCaches(jobs: JobRunner, type: CatalogType): Promise<void> {
  if (CATALOG_TYPES_WITH_PREVIEWS.includes(type)) await jobs.enqueue(PREVIEW_CACHE_JOB, {});
}

export function registerPreviewCacheJob(deps: { db: Database; storage: ObjectStorage; jobs: JobRunner }) {
  deps.jobs.register<Record<string, never>, PreviewCacheResult>(PREVIEW_CACHE_JOB, {
    timeoutSeconds: 6 * 3600,
    // Two runs never go through the files side by side (a second waits, then finds little to do).
    oneAtATimePer: () => "all",
    run: ({ signal, setProgress }) => buildMissingCaches(deps, { signal, setProgress }),
  });
}

/** Builds the cache of every linked SEG-Y and LAS file that lacks one; answers what it did. */
export async function buildMissingCaches(
  { db, storage }: { db: Database; storage: ObjectStorage },
  opts: { signal?: AbortSignal; setProgress?: (progress: unknown) => Promise<void> } = {},
): Promise<PreviewCacheResult> {
  const result: PreviewCacheResult = { built: 0, upToDate: 0, skippedCount: 0, skipped: [] };
  let after = "";
  for (;;) {
    const files = await db
      .select({ id: catalogFiles.id, path: catalogFiles.path, format: catalogFiles.format })
      .from(catalogFiles)
      .where(and(inArray(catalogFiles.format, Object.keys(CACHE_FOLDERS)), gt(catalogFiles.id, after)))
      .orderBy(asc(catalogFiles.id))
      .limit(FILES_PER_PAGE);
    for (const file of files) {
      opts.signal?.throwIfAborted();
      const outcome = await buildCache(storage, file as typeof file & { format: CachedFormat }).catch(
        (err: unknown) => ({
          skipped: err instanceof Error ? err.message : String(err),
        }),
      );
      if (outcome === "built") result.built++;
      else if (outcome === "up to date") result.upToDate++;
      else {
        result.skippedCount++;
        if (result.skipped.length < PREVIEW_CACHE_SKIPPED_LISTED)
          result.skipped.push({ fileId: file.id, reason: outcome.skipped });
      }
    }
    await opts.setProgress?.({
      built: result.built,
      upToDate: result.upToDate,
      skipped: result.skippedCount,
    });
    if (files.length < FILES_PER_PAGE) return result;
    after = files[files.length - 1].id;
  }
}

/** One file's cache: built and written unless it exists; older caches of the file removed. */
async function buildCache(
  storage: ObjectStorage,
  file: { id: string; path: string; format: CachedFormat },
): Promise<"built" | "up to date" | { skipped: string }> {
  const stored = await storage.stat(file.path);
  if (!stored) return { skipped: "not in storage" };
  const key = cacheKeyOf(file.format, file.id, stored);
  if (await storage.stat(key)) return "up to date";
  const outcome = await BUILDERS[file.format](storage, { ...file, stored, key });
  if (outcome !== "built") return outcome;
  for await (const old of storage.list(cacheFolderOf(file.format, file.id))) {
    if (old.path !== key) await storage.delete(old.path);
  }
  return "built";
}
