import { z } from "zod";
import { downloadRefusalSchema } from "../catalog/download-refusal.ts";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { text } from "../text.ts";
import { downloadItemTypeSchema } from "./item-types.ts";
import { DOWNLOAD_ITEM_STATUSES, DOWNLOAD_PACKAGE_STATUSES } from "./statuses.ts";

/** Request and response shapes of the download packagers and items API, shared by server and web. */

export const downloadPackageStatusSchema = z.enum(DOWNLOAD_PACKAGE_STATUSES);
export const downloadItemStatusSchema = z.enum(DOWNLOAD_ITEM_STATUSES);

/** Most records one call adds, and one package holds. */
export const MAX_PACKAGE_RECORDS = 500;

export const packageRecordSchema = z.object({
  type: catalogTypeSchema,
  id: text().trim().min(1).max(200),
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

/** Adds records to a package: the given draft, or the user's open draft (created when none). */
export const addPackageItemsBodySchema = z.object({
  records: z.array(packageRecordSchema).min(1, "Choose at least one record").max(MAX_PACKAGE_RECORDS),
});
export type AddPackageItemsBody = z.infer<typeof addPackageItemsBodySchema>;

export const createPackageBodySchema = z.object({
  name: text().trim().min(1).max(120).optional(),
  records: z.array(packageRecordSchema).max(MAX_PACKAGE_RECORDS).default([]),
});
export type CreatePackageBody = z.infer<typeof createPackageBodySchema>;

export const renamePackageBodySchema = z.object({ name: text().trim().min(1).max(120) });

export const downloadItemSchema = z.object({
  id: z.string(),
  /** A catalogue record's category, or `delivery` for the files of a delivered data request. */
  sdcType: downloadItemTypeSchema,
  recordId: z.string(),
  title: z.string(),
  status: downloadItemStatusSchema,
  fileCount: z.number().int(),
  sizeBytes: z.number().int(),
  credits: z.number().int(),
  /** Why preparation failed it (a file missing from storage, named). */
  error: z.string().nullable(),
});
export type DownloadItem = z.infer<typeof downloadItemSchema>;

export const downloadProgressSchema = z.object({
  packageId: z.string(),
  /** Files checked so far, of all files. */
  filesDone: z.number().int(),
  filesTotal: z.number().int(),
  bytesDone: z.number().int(),
  bytesTotal: z.number().int(),
  currentFile: z.string().nullable(),
});
export type DownloadProgress = z.infer<typeof downloadProgressSchema>;

export const downloadPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: downloadPackageStatusSchema,
  ownerName: z.string(),
  itemCount: z.number().int(),
  /** The files' bytes of the items still in the package (not cancelled). */
  sizeBytes: z.number().int(),
  /** The exact size of the ZIP (files, headers, manifest): known once it is ready. */
  zipSizeBytes: z.number().int().nullable(),
  /** What the package costs (a draft: what confirming will spend), net of refunds. */
  credits: z.number().int(),
  creditsSpent: z.number().int(),
  creditsRefunded: z.number().int(),
  progress: downloadProgressSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  /** What the current user may do with it now. */
  allowedActions: z.array(z.enum(["confirm", "cancel", "download", "delete", "edit"])),
});
export type DownloadPackage = z.infer<typeof downloadPackageSchema>;

export const downloadPackageDetailSchema = downloadPackageSchema.extend({
  items: z.array(downloadItemSchema),
  /** The room to join for live preparation progress. */
  room: z.string(),
});
export type DownloadPackageDetail = z.infer<typeof downloadPackageDetailSchema>;

/** A record "add several" left out, and why in words (with the step that would let it in, if any). */
export const skippedRecordSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  /** Null when the record was not found. */
  title: z.string().nullable(),
  message: z.string(),
  action: downloadRefusalSchema.shape.action,
});
export type SkippedRecord = z.infer<typeof skippedRecordSchema>;

/** The package after adding records: those that could be added are in it, the rest are `skipped`. */
export const addPackageItemsResponseSchema = downloadPackageDetailSchema.extend({
  skipped: z.array(skippedRecordSchema),
});
export type AddPackageItemsResponse = z.infer<typeof addPackageItemsResponseSchema>;

export const downloadPackagesQuerySchema = pageQuerySchema.extend({
  status: downloadPackageStatusSchema.optional(),
});
export const downloadPackageListSchema = pagedSchema(downloadPackageSchema);
export type DownloadPackageList = z.infer<typeof downloadPackageListSchema>;

export const downloadDoneEventSchema = z.object({
  packageId: z.string(),
  status: downloadPackageStatusSchema,
  error: z.string().nullable(),
});
export type DownloadDoneEvent = z.infer<typeof downloadDoneEventSchema>;
