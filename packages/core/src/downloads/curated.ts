import { z } from "zod";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { text } from "../text.ts";
import { MAX_PACKAGE_RECORDS, packageRecordSchema } from "./schemas.ts";

/**
 * Curated packages (section 7 "curated packages with assignments"): admin names catalogue records
 * for an organisation, or one of its users, who take them from the download manager.
 */

export const curatedPackageBodySchema = z.object({
  name: text()
    .trim()
    .min(1, "Give the curated package a name")
    .max(120, "Keep the name under 120 characters"),
  description: text().trim().max(2000, "Keep the description under 2000 characters").default(""),
  records: z
    .array(packageRecordSchema)
    .min(1, "Choose at least one record")
    .max(MAX_PACKAGE_RECORDS, `A curated package holds at most ${MAX_PACKAGE_RECORDS} records`),
});
export type CuratedPackageBody = z.infer<typeof curatedPackageBodySchema>;

export const curatedPackagesQuerySchema = pageQuerySchema.extend({
  /** Part of the name. */
  q: text().trim().max(200).optional(),
});

export const curatedRecordSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  title: z.string(),
});
export type CuratedRecord = z.infer<typeof curatedRecordSchema>;

export const curatedPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  recordCount: z.number().int(),
  /** The records' files' bytes as the catalogue has them now. */
  sizeBytes: z.number().int(),
  assignmentCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CuratedPackage = z.infer<typeof curatedPackageSchema>;

export const curatedPackageDetailSchema = curatedPackageSchema.extend({
  records: z.array(curatedRecordSchema),
});
export type CuratedPackageDetail = z.infer<typeof curatedPackageDetailSchema>;

export const curatedPackageListSchema = pagedSchema(curatedPackageSchema);
export type CuratedPackageList = z.infer<typeof curatedPackageListSchema>;

/** Assign to a whole organisation (no user), or to one of its users. */
export const curatedAssignmentBodySchema = z.object({
  organisationId: text().trim().min(1, "Choose an organisation").max(100),
  userId: text().trim().min(1).max(100).nullable().optional(),
});
export type CuratedAssignmentBody = z.infer<typeof curatedAssignmentBodySchema>;

export const curatedAssignmentSchema = z.object({
  id: z.string(),
  curatedPackageId: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  /** Null: every user of the organisation. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  assignedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CuratedAssignment = z.infer<typeof curatedAssignmentSchema>;
export const curatedAssignmentListSchema = pagedSchema(curatedAssignmentSchema);
export type CuratedAssignmentList = z.infer<typeof curatedAssignmentListSchema>;

/** A curated package as the user it is for sees it in the download manager ("Curated for you"). */
export const myCuratedPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  recordCount: z.number().int(),
  sizeBytes: z.number().int(),
  assignedAt: z.string(),
  /** The package taken from it that is still preparing or downloadable, if any. */
  packageId: z.string().nullable(),
});
export type MyCuratedPackage = z.infer<typeof myCuratedPackageSchema>;
export const myCuratedPackageListSchema = pagedSchema(myCuratedPackageSchema);
export type MyCuratedPackageList = z.infer<typeof myCuratedPackageListSchema>;

export const takeCuratedPackageResponseSchema = z.object({
  packageId: z.string(),
  /** False when a package taken before is still preparing or downloadable and was answered instead. */
  created: z.boolean(),
});
export type TakeCuratedPackageResponse = z.infer<typeof takeCuratedPackageResponseSchema>;
