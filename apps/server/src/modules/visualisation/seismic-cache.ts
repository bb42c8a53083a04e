import type { CatalogType } from "@strata/core";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import { readGeometry } from "../../lib/segy/geometry.ts";
import {
  buildPreviewCache,
  type CacheHeader,
  cacheRefusal,
  type OpenPreviewCache,
  openPreviewCache,
  readCacheHeader,
} from "../../lib/segy/preview-cache.ts";
import { type RangeReader, SegyReader } from "../../lib/segy/reader.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage, StoredObject } from "../../plugins/storage.ts";
import { openRanged } from "./storage-ranges.ts";

/**
 * Preview caches of the linked SEG-Y files (decision 0236), made by a job after each storage sync of
 * seismic data: the job goes through every linked SEG-Y file and builds the cache each one lacks, so
 * a sync that failed half-way, a file replaced in storage or a cache deleted by hand are all caught
 * up by the next run. Sections read the cache when it exists and the file itself until then.
 */
export const SEISMIC_CACHE_JOB = "seismic-preview-caches";

/** Where a file's cache lives: beside the data paths, named after the file's id, size and time. */
export const CACHE_FOLDER = "Previews/seismic";
export const cacheKeyOf = (fileId: string, stored: StoredObject) =>
  `${CACHE_FOLDER}/${fileId}/${stored.size}-${stored.modifiedAt.getTime()}.cache`;

const SEISMIC_TYPES: readonly CatalogType[] = ["Seismic_2D", "Seismic_3D"];
/** Files looked at per query while going through them. */
const FILES_PER_PAGE = 200;

export interface SeismicCacheResult {
  built: number;
  upToDate: number;
  /** Files previewed from themselves: too large for a cache, missing from storage, or unreadable. */
  skipped: { fileId: string; reason: string }[];
}

/** Queues a run after a sync of seismic data (other categories hold no SEG-Y). */
export async function queueSeismicPreviewCaches(jobs: JobRunner, type: CatalogType): Promise<void> {
  if (SEISMIC_TYPES.includes(type)) await jobs.enqueue(SEISMIC_CACHE_JOB, {});
}

export function registerSeismicCacheJob(deps: { db: Database; storage: ObjectStorage; jobs: JobRunner }) {
  deps.jobs.register<Record<string, never>, SeismicCacheResult>(SEISMIC_CACHE_JOB, {
    timeoutSeconds: 6 * 3600,
    // Two runs never go through the files side by side (a second waits, then finds little to do).
    oneAtATimePer: () => "all",
    run: ({ signal, setProgress }) => buildMissingCaches(deps, { signal, setProgress }),
  });
}

/** Builds the cache of every linked SEG-Y file that lacks one; answers what it did. */
export async function buildMissingCaches(
  { db, storage }: { db: Database; storage: ObjectStorage },
  opts: { signal?: AbortSignal; setProgress?: (progress: unknown) => Promise<void> } = {},
): Promise<SeismicCacheResult> {
  const result: SeismicCacheResult = { built: 0, upToDate: 0, skipped: [] };
  let after = "";
  for (;;) {
    const files = await db
      .select({ id: catalogFiles.id, path: catalogFiles.path })
      .from(catalogFiles)
      .where(and(eq(catalogFiles.format, "SEG-Y"), gt(catalogFiles.id, after)))
      .orderBy(asc(catalogFiles.id))
      .limit(FILES_PER_PAGE);
    for (const file of files) {
      opts.signal?.throwIfAborted();
      const outcome = await buildCache(storage, file).catch((err: unknown) => ({
        skipped: err instanceof Error ? err.message : String(err),
      }));
      if (outcome === "built") result.built++;
      else if (outcome === "up to date") result.upToDate++;
      else if (result.skipped.length < 100) result.skipped.push({ fileId: file.id, reason: outcome.skipped });
    }
    await opts.setProgress?.({ ...result, skipped: result.skipped.length });
    if (files.length < FILES_PER_PAGE) return result;
    after = files[files.length - 1].id;
  }
}

/** One file's cache: built and written unless it exists; older caches of the file removed. */
async function buildCache(
  storage: ObjectStorage,
  file: { id: string; path: string },
): Promise<"built" | "up to date" | { skipped: string }> {
  const stored = await storage.stat(file.path);
  if (!stored) return { skipped: "not in storage" };
  const key = cacheKeyOf(file.id, stored);
  if (await storage.stat(key)) return "up to date";
  const read: RangeReader = (start, length) =>
    storage.readRange(file.path, { start, end: start + length - 1 });
  // Every header is read (no sample of a large file): the cache holds the whole grid.
  const reader = await SegyReader.open(read, stored.size, { gapBytes: 1 << 20 });
  const geometry = await readGeometry(reader, Number.POSITIVE_INFINITY);
  const refusal = cacheRefusal(geometry);
  if (refusal) return { skipped: refusal };
  await storage.write(key, await buildPreviewCache(reader, geometry));
  for await (const old of storage.list(`${CACHE_FOLDER}/${file.id}/`)) {
    if (old.path !== key) await storage.delete(old.path);
  }
  return "built";
}

/** Cache headers read lately, by cache key (a key names one version of one file). */
const HEADERS_KEPT = 64;
const headers = new Map<string, CacheHeader>();

/** The file's cache opened for reads, or null while it has none (or one of another version). */
export async function findPreviewCache(
  storage: ObjectStorage,
  fileId: string,
  stored: StoredObject,
): Promise<{ cache: OpenPreviewCache; close: () => Promise<void> } | null> {
  const key = cacheKeyOf(fileId, stored);
  const found = await storage.stat(key);
  if (!found) return null;
  // A cache deleted between the stat and the open is as good as none.
  const ranged = await openRanged(storage, key, (err) => err).catch(() => null);
  if (!ranged) return null;
  try {
    let header = headers.get(key);
    if (!header) {
      const read = await readCacheHeader(ranged.read, found.size);
      if (!read) {
        await ranged.close();
        return null;
      }
      header = read;
      headers.set(key, header);
      if (headers.size > HEADERS_KEPT) headers.delete(headers.keys().next().value as string);
    }
    return { cache: openPreviewCache(header, ranged.read, ranged.gapBytes), close: ranged.close };
  } catch (err) {
    await ranged.close();
    throw err;
  }
}
