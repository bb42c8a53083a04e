import {
  type CatalogRow,
  type CatalogType,
  DOWNLOAD_FLAGS,
  type DownloadFlags,
  downloadRefusal,
  type RowDownload,
} from "@strata/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/viewer.ts";

/**
 * What the viewer may download of a page of rows: whether each has files and, when the record's
 * flags refuse the viewer, the refusal in words. Worked out per viewer after the page is read, since
 * pages themselves are shared between viewers (result-cache.ts).
 */
export async function rowDownloads(
  db: Pick<Database, "selectDistinct">,
  type: CatalogType,
  rows: readonly CatalogRow[],
  user: Pick<Viewer["user"], "role" | "addOnsType" | "isExpired">,
): Promise<RowDownload[]> {
  const ids = rows.map((row) => String(row.id));
  const withFiles =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ recordId: catalogFiles.recordId })
          .from(catalogFiles)
          .where(and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, ids)));
  const hasFiles = new Set(withFiles.map((f) => f.recordId));
  return rows.map((row) => {
    const flags = Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, row[f] === true])) as DownloadFlags;
    const id = String(row.id);
    return { id, hasFiles: hasFiles.has(id), refusal: downloadRefusal(flags, user) };
  });
}
