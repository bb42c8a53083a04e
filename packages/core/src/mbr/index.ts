import { z } from "zod";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { packageRecordSchema } from "../downloads/schemas.ts";
import { isoDateSchema } from "../subscriptions/reference-data.ts";
import { text } from "../text.ts";

/**
 * The MBR and MBR-Plus areas (issue 27, docs/decisions/0173-mbr-areas.md): a bid round's blocks,
 * key dates, documents and data packages for the MBR tier; the MBR+ records for standard and up.
 */

export const MBR_DOCUMENT_KINDS = ["guidelines", "brochure", "other"] as const;
export const MBR_EVENT_KINDS = ["view-round", "open-document", "take-package"] as const;
export const MAX_MBR_KEY_DATES = 20;
export const MAX_MBR_PACKAGE_RECORDS = 500;
export const MBR_PLUS_ADD_ON_MESSAGE = "Add MBR-Plus to your subscription to download the MBR+ datasets.";
export const MBR_PLUS_ADD_ON_PATH = "/subscription";

const id = () => text().trim().min(1).max(100);

export const mbrRoundParamsSchema = z.object({ id: id() });
export const mbrDocumentParamsSchema = z.object({ id: id(), docId: id() });
export const mbrPackageParamsSchema = z.object({ id: id(), packageId: id() });
export const mbrTakenParamsSchema = z.object({ packageId: id() });
export const mbrBlockParamsSchema = z.object({ id: id(), block: id() });

/** A block's bid-flagged records, for staff choosing a package's contents. */
export const mbrBlockRecordsSchema = z.object({
  records: z.array(
    z.object({ type: catalogTypeSchema, id: z.string(), title: z.string(), hasFiles: z.boolean() }),
  ),
  /** More records than a package may hold (MAX_MBR_PACKAGE_RECORDS): the first ones by title are listed. */
  truncated: z.boolean(),
});
export type MbrBlockRecords = z.infer<typeof mbrBlockRecordsSchema>;

export const mbrKeyDateSchema = z.object({
  label: text().trim().min(1).max(80),
  date: isoDateSchema,
});
export type MbrKeyDate = z.infer<typeof mbrKeyDateSchema>;

export const mbrRoundSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  description: z.string().nullable(),
  /** Open today (Malaysia time): opens on or before today and closes on or after it. */
  isOpen: z.boolean(),
  published: z.boolean(),
  /** The catalogue's label of the blocks on offer (`catalog_blocks.bid_round`). */
  catalogRound: z.string(),
  blockCount: z.number().int(),
});
export type MbrRoundSummary = z.infer<typeof mbrRoundSummarySchema>;
export const mbrRoundListSchema = z.object({ rounds: z.array(mbrRoundSummarySchema) });
export type MbrRoundList = z.infer<typeof mbrRoundListSchema>;

export const mbrBlockSchema = z.object({
  name: z.string(),
  region: z.string(),
  basin: z.string().nullable(),
  status: z.string().nullable(),
  areaKm2: z.number().nullable(),
  /** Bid-flagged catalogue records in the block, by category. */
  bidRecords: z.partialRecord(catalogTypeSchema, z.number().int()),
  totals: z.object({
    seismic2dKm: z.number(),
    seismic3dKm2: z.number(),
    wells: z.number().int(),
    nonSeismic: z.number().int(),
    reports: z.number().int(),
  }),
});
export type MbrBlock = z.infer<typeof mbrBlockSchema>;

export const mbrDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(MBR_DOCUMENT_KINDS),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  published: z.boolean(),
  uploadedAt: z.string(),
});
export type MbrDocument = z.infer<typeof mbrDocumentSchema>;

export const mbrPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  block: z.string(),
  recordCount: z.number().int(),
  published: z.boolean(),
  /** The download package this user took from it, when they did. */
  takenPackageId: z.string().nullable(),
});
export type MbrPackage = z.infer<typeof mbrPackageSchema>;

export const mbrRoundDetailSchema = mbrRoundSummarySchema.extend({
  keyDates: z.array(mbrKeyDateSchema),
  blocks: z.array(mbrBlockSchema),
  documents: z.array(mbrDocumentSchema),
  packages: z.array(mbrPackageSchema),
});
export type MbrRoundDetail = z.infer<typeof mbrRoundDetailSchema>;

/** Staff: a round's settings (any subset). */
export const updateMbrRoundSchema = z
  .object({
    published: z.boolean().optional(),
    catalogRound: text().trim().min(1).max(100).optional(),
    keyDates: z.array(mbrKeyDateSchema).max(MAX_MBR_KEY_DATES).optional(),
  })
  .strict();
export type UpdateMbrRound = z.infer<typeof updateMbrRoundSchema>;

/** Staff: the text fields sent with an uploaded document. */
export const mbrDocumentFieldsSchema = z.object({
  title: text().trim().min(1).max(200),
  kind: z.enum(MBR_DOCUMENT_KINDS),
});
export const updateMbrDocumentSchema = z.object({ published: z.boolean() }).strict();

export const createMbrPackageSchema = z
  .object({
    name: text().trim().min(1).max(200),
    block: text().trim().min(1).max(100),
    records: z
      .array(packageRecordSchema)
      .min(1, "Choose at least one record")
      .max(MAX_MBR_PACKAGE_RECORDS, `A package holds at most ${MAX_MBR_PACKAGE_RECORDS} records`),
    published: z.boolean().optional(),
  })
  .strict();
export type CreateMbrPackage = z.infer<typeof createMbrPackageSchema>;
export const updateMbrPackageSchema = z
  .object({ name: text().trim().min(1).max(200).optional(), published: z.boolean().optional() })
  .strict();

export const takeMbrPackageResponseSchema = z.object({ packageId: z.string(), created: z.boolean() });
export type TakeMbrPackageResponse = z.infer<typeof takeMbrPackageResponseSchema>;

/** A taken package's state, for the MBR screen's progress (the tier has no download manager). */
export const mbrTakenPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  /** 0–100 while preparing. */
  progress: z.number().nullable(),
  expiresAt: z.string().nullable(),
});
export type MbrTakenPackage = z.infer<typeof mbrTakenPackageSchema>;

export const mbrActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(MBR_EVENT_KINDS),
  subjectName: z.string().nullable(),
  userName: z.string(),
  organisationName: z.string().nullable(),
  at: z.string(),
});
export const mbrActivityListSchema = pagedSchema(mbrActivitySchema);
export type MbrActivityList = z.infer<typeof mbrActivityListSchema>;
export const mbrActivityQuerySchema = pageQuerySchema;

/* ---------- MBR-Plus ---------- */

export const mbrPlusQuerySchema = pageQuerySchema.extend({
  type: catalogTypeSchema.optional(),
  region: text().trim().max(50).optional(),
  block: text().trim().max(100).optional(),
  q: text().trim().max(200).optional(),
});
export type MbrPlusQuery = z.infer<typeof mbrPlusQuerySchema>;

export const mbrPlusRecordSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  title: z.string(),
  region: z.string(),
  block: z.string().nullable(),
  year: z.number().int().nullable(),
  /** [minX, minY, maxX, maxY] in WGS 84, when the record has a geometry. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type MbrPlusRecord = z.infer<typeof mbrPlusRecordSchema>;

export const mbrPlusListSchema = pagedSchema(mbrPlusRecordSchema).extend({
  /** Whether this user's downloads of MBR+ records are allowed (the mbr-plus add-on, or staff). */
  canDownload: z.boolean(),
  message: z.string(),
  addOnPath: z.string(),
});
export type MbrPlusList = z.infer<typeof mbrPlusListSchema>;

export const mbrPlusRecordParamsSchema = z.object({
  type: catalogTypeSchema,
  id: text().trim().min(1).max(200),
});
export const mbrPlusFlagSchema = z.object({ mbrPlus: z.boolean() }).strict();
export const mbrPlusFlagResponseSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  mbrPlus: z.boolean(),
});
export type MbrPlusFlagResponse = z.infer<typeof mbrPlusFlagResponseSchema>;
export * from "./vdr-access.ts";
