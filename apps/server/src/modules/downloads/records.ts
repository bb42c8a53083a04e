import {
  CATALOG_REGISTRY,
  type CatalogType,
  DOWNLOAD_FLAGS,
  type DownloadFlags,
  type DownloadReason,
  downloadDecision,
  downloadRefusal,
  type PackageRecord,
  type SkippedRecord,
} from "@strata/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import { type AppError, conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";

type Reader = Pick<Database, "select">;

export interface DownloadableRecord {
  type: CatalogType;
  id: string;
  title: string;
  files: { path: string; sizeBytes: number }[];
}

/** A record left out, with the error its refusal alone would be (strict callers throw the first). */
export interface SkippedDownload extends SkippedRecord {
  code: "FORBIDDEN" | "CONFLICT" | "NOT_FOUND";
  error: string;
  reason?: DownloadReason;
}

type DownloadUser = Pick<Viewer["user"], "role" | "addOnsType" | "isExpired">;

/**
 * The records sorted into those the viewer may download and those left out, each with why: not
 * found, refused by the record's flags (downloadRefusal's sentence and the step that would open it),
 * or without files. Found records come back in the order asked.
 */
export async function sortDownloadable(
  db: Reader,
  records: readonly PackageRecord[],
  user: DownloadUser,
): Promise<{ found: DownloadableRecord[]; skipped: SkippedDownload[] }> {
  const byType = new Map<CatalogType, string[]>();
  for (const r of records) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const found = new Map<string, DownloadableRecord>();
  const skipped: SkippedDownload[] = [];
  const seen = new Set<string>();
  for (const [type, ids] of byType) {
    const { id } = commonColumns(type);
    const flagColumns = Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, columnOf(type, f)]));
    const rows = await db
      .select({ id, title: columnOf(type, CATALOG_REGISTRY[type].titleKey), ...flagColumns })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(inArray(id, ids));
    const files = await db
      .select({ recordId: catalogFiles.recordId, path: catalogFiles.path, sizeBytes: catalogFiles.sizeBytes })
      .from(catalogFiles)
      .where(and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, ids)))
      .orderBy(asc(catalogFiles.path));
    for (const row of rows as Record<string, unknown>[]) {
      const recordId = String(row.id);
      const title = String(row.title ?? recordId);
      seen.add(`${type}\u0000${recordId}`);
      const flags = Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, row[f] === true])) as DownloadFlags;
      const decision = downloadDecision(flags, user);
      if (!decision.allowed) {
        const refusal = downloadRefusal(flags, user);
        const message = refusal?.message ?? decision.message;
        skipped.push({
          type,
          id: recordId,
          title,
          message,
          action: refusal?.action ?? null,
          code: "FORBIDDEN",
          error: `${title}: ${message}`,
          reason: decision.reason,
        });
        continue;
      }
      const own = files
        .filter((f) => f.recordId === recordId)
        .map(({ path, sizeBytes }) => ({ path, sizeBytes }));
      if (own.length === 0) {
        skipped.push({
          type,
          id: recordId,
          title,
          message: "It has no files to download.",
          action: null,
          code: "CONFLICT",
          error: `${title} has no files to download.`,
        });
        continue;
      }
      found.set(`${type}\u0000${recordId}`, { type, id: recordId, title, files: own });
    }
  }
  for (const r of records) {
    if (seen.has(`${r.type}\u0000${r.id}`)) continue;
    const error = `${CATALOG_REGISTRY[r.type].displayName} record ${r.id} not found`;
    skipped.push({
      ...r,
      title: null,
      message: "It is not in the catalogue.",
      action: null,
      code: "NOT_FOUND",
      error,
    });
  }
  return {
    found: records.flatMap((r) => found.get(`${r.type}\u0000${r.id}`) ?? []),
    skipped,
  };
}

/** The error a left-out record alone is: 403 with the refusal, 409 without files, 404 not found. */
export function skippedError(
  skip: SkippedDownload,
  details: Record<string, unknown> = {},
  message = skip.error,
): AppError {
  const record = { type: skip.type, id: skip.id };
  if (skip.code === "FORBIDDEN") {
    return forbidden(message, {
      record,
      reason: skip.reason,
      action: skip.action,
      ...details,
    });
  }
  if (skip.code === "CONFLICT") return conflict(message, { record, ...details });
  return notFound("Record", message, { record, ...details });
}

/**
 * The records as the viewer may download them: each must exist (404 naming it), be released to
 * the viewer's tier or add-ons (403 with the refusal's sentence) and have files (409 naming it).
 * Rights are the record page's decision, from core.
 */
export async function downloadableRecords(
  db: Reader,
  records: readonly PackageRecord[],
  user: DownloadUser,
): Promise<DownloadableRecord[]> {
  const { found, skipped } = await sortDownloadable(db, records, user);
  if (skipped.length > 0) throw skippedError(skipped[0]);
  return found;
}
