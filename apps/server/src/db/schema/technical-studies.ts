import type { StudyReportStatus } from "@strata/core";
import { STUDY_REPORT_STATUSES } from "@strata/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";
import { uploads } from "./subscriptions.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A technical study workspace (issue 27): data staff open one for an MPM-study organisation over a
 * study area of catalogue blocks. Its documents are `uploads` rows attached as `technical_study`.
 */
export const technicalStudies = pgTable(
  "technical_studies",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The study area: names of `catalog_blocks` rows. */
    blocks: jsonb("blocks").$type<string[]>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("technical_studies_owner_idx").on(t.organisationId, t.createdAt, t.id)],
);

export const technicalStudyMilestones = pgTable(
  "technical_study_milestones",
  {
    id: text("id").primaryKey(),
    studyId: text("study_id")
      .notNull()
      .references(() => technicalStudies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: text("due_date").notNull(),
    done: boolean("done").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("technical_study_milestones_study_idx").on(t.studyId, t.dueDate)],
);

/**
 * The study report (one per study, same id): the row the study-report workflow moves. The version
 * numbers say whether a resubmission carries a version uploaded since staff asked for changes.
 */
export const technicalStudyReports = pgTable(
  "technical_study_reports",
  {
    id: text("id")
      .primaryKey()
      .references(() => technicalStudies.id, { onDelete: "cascade" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    status: text("status").$type<StudyReportStatus>().notNull().default("draft"),
    latestVersion: integer("latest_version").notNull().default(0),
    /** The version handed in by the last submit or resubmit. */
    submittedVersion: integer("submitted_version"),
    reviewNote: text("review_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("technical_study_reports_status_check", sql`${t.status} in (${oneOf(STUDY_REPORT_STATUSES)})`),
  ],
);

/** Every uploaded version of a study report; none is replaced or deleted. */
export const technicalStudyReportVersions = pgTable(
  "technical_study_report_versions",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => technicalStudyReports.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.version] })],
);
