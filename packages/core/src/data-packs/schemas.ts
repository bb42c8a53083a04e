import { z } from "zod";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { MAX_PACKAGE_RECORDS, packageRecordSchema } from "../downloads/schemas.ts";
import { DATA_PACK_STATUSES, PRE_PACK_STATUSES } from "../downloads/statuses.ts";
import { text } from "../text.ts";

/** Request and response shapes of data packs and pre-packs (issue 11), shared by server and web. */

export const dataPackStatusSchema = z.enum(DATA_PACK_STATUSES);
export const prePackStatusSchema = z.enum(PRE_PACK_STATUSES);

/** The highest price a pack may carry, in credits. */
export const MAX_DATA_PACK_CREDITS = 1_000_000;

/** What data staff write: the name (unique, case-insensitively), the text, the price and the records. */
export const dataPackInputSchema = z.object({
  name: text().trim().min(1, "Name the pack").max(120),
  description: text().trim().max(2000).default(""),
  credits: z
    .number()
    .int("The price is a whole number of credits")
    .min(0, "The price cannot be negative")
    .max(MAX_DATA_PACK_CREDITS),
  records: z
    .array(packageRecordSchema)
    .min(1, "Choose at least one record")
    .max(MAX_PACKAGE_RECORDS)
    .refine(
      (records) => new Set(records.map((r) => `${r.type}\u0000${r.id}`)).size === records.length,
      "A record is listed twice",
    ),
});
export type DataPackInput = z.infer<typeof dataPackInputSchema>;

export const dataPackRecordSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  title: z.string(),
  fileCount: z.number().int(),
  sizeBytes: z.number().int(),
});
export type DataPackRecord = z.infer<typeof dataPackRecordSchema>;

export const prePackSchema = z.object({
  id: z.string(),
  packId: z.string(),
  status: prePackStatusSchema,
  /** The ZIP's exact size once ready. */
  sizeBytes: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  /** While building: bytes of the files read so far, of all. */
  progress: z.object({ bytesDone: z.number().int(), bytesTotal: z.number().int() }).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  builtAt: z.string().nullable(),
});
export type PrePack = z.infer<typeof prePackSchema>;

export const DATA_PACK_ACTIONS = ["edit", "delete", "publish", "withdraw", "build_pre_pack"] as const;

/** A pack as data staff see it, whatever its status, with its newest pre-pack. */
export const dataPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int(),
  status: dataPackStatusSchema,
  recordCount: z.number().int(),
  /** The records' files' bytes. */
  sizeBytes: z.number().int(),
  prePack: prePackSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(DATA_PACK_ACTIONS)),
});
export type DataPack = z.infer<typeof dataPackSchema>;

export const dataPackDetailSchema = dataPackSchema.extend({ records: z.array(dataPackRecordSchema) });
export type DataPackDetail = z.infer<typeof dataPackDetailSchema>;

export const dataPacksQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(200).optional(),
  status: dataPackStatusSchema.optional(),
});
export const dataPackListSchema = pagedSchema(dataPackSchema);
export type DataPackList = z.infer<typeof dataPackListSchema>;

/** A published pack as a customer sees it. */
export const publishedDataPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int(),
  recordCount: z.number().int(),
  sizeBytes: z.number().int(),
  /** A ZIP is built ahead (a ready pre-pack): the package is ready at once. */
  instant: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type PublishedDataPack = z.infer<typeof publishedDataPackSchema>;

export const publishedDataPackDetailSchema = publishedDataPackSchema.extend({
  records: z.array(dataPackRecordSchema),
});
export type PublishedDataPackDetail = z.infer<typeof publishedDataPackDetailSchema>;

export const publishedDataPacksQuerySchema = pageQuerySchema.extend({ q: text().trim().max(200).optional() });
export const publishedDataPackListSchema = pagedSchema(publishedDataPackSchema);
export type PublishedDataPackList = z.infer<typeof publishedDataPackListSchema>;

/** What taking a pack made: the download package (open it at `/downloads/<packageId>`). */
export const takenDataPackSchema = z.object({
  packageId: z.string(),
  credits: z.number().int(),
  /** The pack's ZIP was built ahead and is served as it is. */
  prebuilt: z.boolean(),
});
export type TakenDataPack = z.infer<typeof takenDataPackSchema>;

export const buildPrePackBodySchema = z.object({ packId: text().trim().min(1).max(100) });
export const prePacksQuerySchema = pageQuerySchema.extend({
  packId: text().trim().min(1).max(100).optional(),
});
export const prePackListSchema = pagedSchema(prePackSchema);
export type PrePackList = z.infer<typeof prePackListSchema>;
