import {
  CATALOG_REGISTRY,
  type CatalogType,
  DOWNLOAD_FLAGS,
  type DownloadFlags,
  downloadDecision,
  type PackageRecord,
} from "@strata/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/catalog-tables.ts";

type Reader = Pick<Database, "select">;

export interface DownloadableRecord {
  type: CatalogType;
  id: string;
  title: string;
  files: { path: string; sizeBytes: number }[];
}

/**
 * The records as the viewer may download them: each must exist (404 naming it), be released to
 * the viewer's tier or add-ons (403 with the download decision's own message) and have files
 * (409 naming it). Rights are the record page's decision, from core.
 */
export async function downloadableRecords(
  db: Reader,
  records: readonly PackageRecord[],
  user: Pick<Viewer["user"], "role" | "addOnsType" | "isExpired">,
): Promise<DownloadableRecord[]> {
  const byType = new Map<CatalogType, string[]>();
  for (const r of records) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const found = new Map<string, DownloadableRecord>();
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
      const flags = Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, row[f] === true])) as DownloadFlags;
      const decision = downloadDecision(flags, user);
      if (!decision.allowed) {
        throw new AppError("FORBIDDEN", `${title}: ${decision.message}`, {
          record: { type, id: recordId },
          reason: decision.reason,
        });
      }
      const own = files
        .filter((f) => f.recordId === recordId)
        .map(({ path, sizeBytes }) => ({ path, sizeBytes }));
      if (own.length === 0) {
        throw new AppError("CONFLICT", `${title} has no files to download.`, {
          record: { type, id: recordId },
        });
      }
      found.set(`${type}\u0000${recordId}`, { type, id: recordId, title, files: own });
    }
  }
  return records.map((r) => {
    const hit = found.get(`${r.type}\u0000${r.id}`);
    if (!hit) {
      throw new AppError("NOT_FOUND", `${CATALOG_REGISTRY[r.type].displayName} record ${r.id} not found`, {
        record: r,
      });
    }
    return hit;
  });
}
