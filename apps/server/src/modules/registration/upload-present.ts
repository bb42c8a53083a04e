import type { Upload } from "@strata/core";
import type { uploads } from "../../db/schema/index.ts";

/** An upload as responses carry it (never its storage key). */
export function toUpload(row: typeof uploads.$inferSelect): Upload {
  return {
    id: row.id,
    attachableType: row.attachableType,
    attachableId: row.attachableId,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}
