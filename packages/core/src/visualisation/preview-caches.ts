import { z } from "zod";
import type { CatalogType } from "../catalog/registry.ts";
import { JOB_STATUSES } from "../data-preparation/files.ts";

/**
 * The preview caches' job as staff see it (decision 0237): after each sync of seismic data or well
 * logs, a job builds the cache of every linked SEG-Y and LAS file that lacks one (decision 0236);
 * Metadata Administration shows its last run — how many it made, and the files it could not, why.
 */

/** The categories whose files get preview caches: their syncs queue the job. */
export const CATALOG_TYPES_WITH_PREVIEWS: readonly CatalogType[] = ["Seismic_2D", "Seismic_3D", "Well_Log"];

/** The skipped files listed with a run: the rest are counted, not listed. */
export const PREVIEW_CACHE_SKIPPED_LISTED = 100;

export const previewCacheSkippedSchema = z.object({
  fileId: z.string(),
  /** The file's name and path in storage, when the catalogue still holds it. */
  name: z.string().nullable(),
  path: z.string().nullable(),
  reason: z.string(),
});
export type PreviewCacheSkipped = z.infer<typeof previewCacheSkippedSchema>;

export const previewCacheRunSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  queuedAt: z.iso.datetime(),
  /** When the run last changed: its end once it has ended. */
  updatedAt: z.iso.datetime(),
  built: z.number().int(),
  upToDate: z.number().int(),
  skippedCount: z.number().int(),
  skipped: z.array(previewCacheSkippedSchema).max(PREVIEW_CACHE_SKIPPED_LISTED),
  /** Why a failed run failed. */
  error: z.string().nullable(),
});
export type PreviewCacheRun = z.infer<typeof previewCacheRunSchema>;

export const previewCacheStatusSchema = z.object({
  /** The newest run, or null when none has been queued yet. */
  lastRun: previewCacheRunSchema.nullable(),
});
export type PreviewCacheStatus = z.infer<typeof previewCacheStatusSchema>;

/** Asking for a run now takes no options. */
export const previewCacheRunBodySchema = z.object({}).strict();

export const previewCacheRunStartedSchema = z.object({
  jobId: z.string(),
  /** False when a run was already waiting: that one is answered instead of a second. */
  queued: z.boolean(),
});
export type PreviewCacheRunStarted = z.infer<typeof previewCacheRunStartedSchema>;

export const PREVIEW_CACHE_MESSAGES = {
  queued: "Preview caches queued: they are made in the background.",
  alreadyQueued: "Preview caches are already waiting to be made.",
} as const;
