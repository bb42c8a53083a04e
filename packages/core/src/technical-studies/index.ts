import { z } from "zod";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { isoDateSchema } from "../subscriptions/reference-data.ts";
import { text } from "../text.ts";
import { STUDY_REPORT_ACTIONS, STUDY_REPORT_STATUSES } from "../workflows/study-report.ts";

/** Request and response shapes of technical studies (issue 27, section 2 "TechnicalStudy"). */

/** Most blocks one study area covers. */
export const MAX_STUDY_BLOCKS = 20;
/** Most milestones one study keeps. */
export const MAX_STUDY_MILESTONES = 50;
/** Most records the workspace lists from the study blocks (the package's contents). */
export const MAX_STUDY_RECORDS = 200;

export const studyReportStatusSchema = z.enum(STUDY_REPORT_STATUSES);
export const studyReportActionSchema = z.enum(STUDY_REPORT_ACTIONS);

const uniqueBlocks = z
  .array(text().trim().min(1, "Name the block").max(100))
  .min(1, "Choose at least one block for the study area")
  .max(MAX_STUDY_BLOCKS)
  .transform((blocks) => [...new Set(blocks)]);

export const studyMilestoneInputSchema = z.object({
  title: text().trim().min(1, "Give the milestone a title").max(200),
  dueDate: isoDateSchema,
  done: z.boolean().default(false),
});
export type StudyMilestoneInput = z.input<typeof studyMilestoneInputSchema>;

export const studyMilestonePatchSchema = z
  .object({
    title: text().trim().min(1, "Give the milestone a title").max(200),
    dueDate: isoDateSchema,
    done: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Change at least one field" });
export type StudyMilestonePatch = z.input<typeof studyMilestonePatchSchema>;

export const createTechnicalStudyBodySchema = z.object({
  /** The MPM-study organisation the workspace is for. */
  organisationId: text().trim().min(1, "Choose the organisation").max(100),
  name: text().trim().min(1, "Give the study a name").max(200),
  description: text().trim().max(4000).default(""),
  blocks: uniqueBlocks,
  milestones: z.array(studyMilestoneInputSchema).max(MAX_STUDY_MILESTONES).default([]),
});
export type CreateTechnicalStudyBody = z.input<typeof createTechnicalStudyBodySchema>;

export const patchTechnicalStudyBodySchema = z
  .object({
    name: text().trim().min(1, "Give the study a name").max(200),
    description: text().trim().max(4000),
    blocks: uniqueBlocks,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Change at least one field" });
export type PatchTechnicalStudyBody = z.input<typeof patchTechnicalStudyBodySchema>;

export const technicalStudiesQuerySchema = pageQuerySchema;

export const studyReportTransitionBodySchema = z.object({
  /** The status the user saw; if the report moved since, the answer is 409. */
  from: studyReportStatusSchema.optional(),
  /** What staff ask to change, or a note with the acceptance. */
  note: text().trim().max(4000).optional(),
});
export type StudyReportTransitionBody = z.input<typeof studyReportTransitionBodySchema>;

export const studyIdParamsSchema = z.object({ id: text().min(1).max(100) });
export const studyFileParamsSchema = studyIdParamsSchema.extend({ fileId: text().min(1).max(100) });
export const studyMilestoneParamsSchema = studyIdParamsSchema.extend({
  milestoneId: text().min(1).max(100),
});
export const studyReportActionParamsSchema = studyIdParamsSchema.extend({ action: studyReportActionSchema });

export const studyFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  /** Who added it: the organisation doing the study, or data staff. */
  side: z.enum(["organisation", "staff"]),
  createdAt: z.string(),
});
export type StudyFile = z.infer<typeof studyFileSchema>;

/** A workspace document: a file the viewer may also delete (decision 0216). */
export const studyWorkspaceDocumentSchema = studyFileSchema.extend({
  /** Data staff: any; the organisation: its own uploads, by their uploader or its primary user. */
  canDelete: z.boolean(),
});
export type StudyWorkspaceDocument = z.infer<typeof studyWorkspaceDocumentSchema>;

export const studyMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  done: z.boolean(),
});
export type StudyMilestone = z.infer<typeof studyMilestoneSchema>;

export const studyReportVersionSchema = z.object({
  version: z.number().int(),
  file: studyFileSchema,
});
export type StudyReportVersion = z.infer<typeof studyReportVersionSchema>;

export const studyReportSchema = z.object({
  status: studyReportStatusSchema,
  allowedActions: z.array(studyReportActionSchema),
  /** The version handed in last (null until the first submission). */
  submittedVersion: z.number().int().nullable(),
  /** Staff's last note (the changes asked for, or the acceptance). */
  reviewNote: z.string().nullable(),
  /** Newest first; every upload is kept. */
  versions: z.array(studyReportVersionSchema),
  /** Whether the viewer may upload a new version now. */
  canUpload: z.boolean(),
});
export type StudyReport = z.infer<typeof studyReportSchema>;

export const studyBlockSchema = z.object({
  name: z.string(),
  region: z.string().nullable(),
  basin: z.string().nullable(),
  status: z.string().nullable(),
  operator: z.string().nullable(),
  areaKm2: z.number().nullable(),
  /** [west, south, east, north] in degrees, or null for a block missing from the catalogue. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type StudyBlock = z.infer<typeof studyBlockSchema>;

export const studyRecordSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  title: z.string(),
  block: z.string(),
});
export type StudyRecord = z.infer<typeof studyRecordSchema>;

export const technicalStudySummarySchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  name: z.string(),
  blocks: z.array(z.string()),
  reportStatus: studyReportStatusSchema,
  milestonesDone: z.number().int(),
  milestonesTotal: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TechnicalStudySummary = z.infer<typeof technicalStudySummarySchema>;

export const technicalStudiesPageSchema = pagedSchema(technicalStudySummarySchema).extend({
  /** Whether the viewer is data staff, who open workspaces for organisations. */
  canCreate: z.boolean(),
});
export type TechnicalStudiesPage = z.infer<typeof technicalStudiesPageSchema>;

export const technicalStudyDetailSchema = technicalStudySummarySchema.extend({
  description: z.string(),
  /** Whether the viewer is data staff (may edit the workspace and review the report). */
  canManage: z.boolean(),
  blockDetails: z.array(studyBlockSchema),
  /** The curated package of the study area: catalogue records in its blocks (at most MAX_STUDY_RECORDS). */
  records: z.array(studyRecordSchema),
  recordsTotal: z.number().int(),
  milestones: z.array(studyMilestoneSchema),
  documents: z.array(studyWorkspaceDocumentSchema),
  report: studyReportSchema,
});
export type TechnicalStudyDetail = z.infer<typeof technicalStudyDetailSchema>;

/** An organisation data staff may open a study for: the MPM-study tier, or a subscription with the add-on. */
export const studyOrganisationSchema = z.object({ id: z.string(), name: z.string(), tier: z.string() });
export const studyOrganisationsSchema = z.object({ result: z.array(studyOrganisationSchema) });
export type StudyOrganisation = z.infer<typeof studyOrganisationSchema>;
/** Most organisations the staff picker lists. */
export const MAX_STUDY_ORGANISATIONS = 500;
