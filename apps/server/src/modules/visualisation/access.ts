import { CATALOG_TYPES, type CatalogType } from "@strata/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { catalogFiles } from "../../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { requiresAny } from "../../plugins/access.ts";
import { columnOf, commonColumns, recordCatalogEvent, tableOf } from "../catalogs/index.ts";

/**
 * Who may open a preview (section 6): "data visualisation" (standard, premium and staff) for any
 * catalogue record, "bid round data visualisation" (the MBR tier and add-on) for the records the data
 * team flags for bid rounds. The route admits both; `previewFile` decides per file.
 */
export const PREVIEW_ACCESS = requiresAny(
  ["read", "DataVisualisation"],
  ["read", "BidRoundDataVisualisation"],
);

export const BID_ONLY_MESSAGE =
  "Your plan previews only the data offered in bid rounds. Upgrade to Standard or Premium to preview every record.";

/** A stored file a preview reads, with what the preview must stamp on it. */
export interface PreviewFile {
  id: string;
  sdcType: CatalogType;
  recordId: string;
  name: string;
  /** The storage key (section 9 data path). */
  path: string;
  sizeBytes: number;
  format: string;
  /**
   * For a VDR organisation (the VDR tier or add-on) every preview image carries the organisation's
   * name; null for everyone else.
   */
  watermark: string | null;
}

/** The file by id, when this viewer may preview it, and as one of the given formats ("SEG-Y", "LAS"). */
export async function previewFile(
  db: Database,
  viewer: Viewer,
  fileId: string,
  formats: readonly string[],
): Promise<PreviewFile> {
  const [file] = await db.select().from(catalogFiles).where(eq(catalogFiles.id, fileId)).limit(1);
  const what = formats.join(" or ");
  if (!file || !(CATALOG_TYPES as readonly string[]).includes(file.sdcType)) throw notFound(`${what} file`);
  if (!formats.includes(file.format)) {
    throw badRequest(`This file is ${file.format}, not ${what}: it has no preview here.`);
  }
  const sdcType = file.sdcType as CatalogType;
  if (!viewer.ability.can("read", "DataVisualisation")) {
    // Only the bid-round right is left (PREVIEW_ACCESS let the request in): the record must be flagged.
    if (!(await isBidRoundRecord(db, sdcType, file.recordId))) throw forbidden(BID_ONLY_MESSAGE);
  }
  const { role, addOnsType, organisation } = viewer.user;
  const isVdr = role === "vdr" || addOnsType.includes("vdr");
  return {
    id: file.id,
    sdcType,
    recordId: file.recordId,
    name: file.name,
    path: file.path,
    sizeBytes: file.sizeBytes,
    format: file.format,
    watermark: isVdr ? (organisation?.name ?? viewer.user.name) : null,
  };
}

async function isBidRoundRecord(db: Database, type: CatalogType, recordId: string): Promise<boolean> {
  const { id } = commonColumns(type);
  const [row] = await db
    .select({ bid: columnOf(type, "bid") })
    .from(tableOf(type))
    .where(eq(id, recordId))
    .limit(1);
  return row?.bid === true;
}

/**
 * Keeps the opening of a preview as a catalogue event (kind "preview"): a customer's interest, and
 * for a virtual data room its access log, which the MBR admin reads in the interests report.
 */
export async function recordPreviewOpened(db: Database, request: FastifyRequest, file: PreviewFile) {
  await recordCatalogEvent(db, request, { kind: "preview", sdcType: file.sdcType, recordId: file.recordId });
}
