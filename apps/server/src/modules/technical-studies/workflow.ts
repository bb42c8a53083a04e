import { STUDY_REPORT_WORKFLOW } from "@strata/core";
import { sql } from "drizzle-orm";
import { technicalStudyReports } from "../../db/schema/index.ts";
import type { Actor, WorkflowStore } from "../../lib/workflow.ts";

/** A member of the study's own organisation (not staff), whose report has a version not yet handed in. */
const organisationWithNewVersion = (
  row: { organisationId: string; latestVersion: number; submittedVersion: number | null },
  actor: Actor,
) =>
  !actor.isStaff &&
  actor.organisationId === row.organisationId &&
  row.latestVersion > (row.submittedVersion ?? 0);

/**
 * The study-report workflow of `@strata/core`, bound to `technical_study_reports`. Both sides hold
 * "manage TechnicalStudy": the guards tell the organisation (submit, resubmit a new version) from
 * data staff (review, request changes, accept), and the update repeats them.
 */
export const studyReportStore: WorkflowStore<typeof STUDY_REPORT_WORKFLOW, typeof technicalStudyReports> = {
  workflow: STUDY_REPORT_WORKFLOW,
  table: technicalStudyReports,
  subjectType: "study_report",
  guards: (row, actor) => ({
    isStudyOrganisation: organisationWithNewVersion(row, actor),
    isDataStaff: actor.isStaff,
  }),
  guardSql: {
    isStudyOrganisation: (actor) =>
      actor.isStaff
        ? sql`false`
        : sql`technical_study_reports.organisation_id = ${actor.organisationId ?? ""} and technical_study_reports.latest_version > coalesce(technical_study_reports.submitted_version, 0)`,
    isDataStaff: (actor) => (actor.isStaff ? sql`true` : sql`false`),
  },
};
