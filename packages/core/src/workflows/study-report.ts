import type { Workflow, WorkflowRight } from "./workflow.ts";

export const STUDY_REPORT_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "changes_requested",
  "accepted",
] as const;
export type StudyReportStatus = (typeof STUDY_REPORT_STATUSES)[number];

export const STUDY_REPORT_ACTIONS = [
  "submit",
  "start-review",
  "request-changes",
  "resubmit",
  "accept",
] as const;
export type StudyReportAction = (typeof STUDY_REPORT_ACTIONS)[number];

export const STUDY_REPORT_GUARDS = ["isStudyOrganisation", "isDataStaff"] as const;
export type StudyReportGuard = (typeof STUDY_REPORT_GUARDS)[number];

/**
 * Section 6: the MPM study tier (and add-on) and the data role both "manage technical study"; the
 * guard tells the organisation doing the study from the staff who review its report.
 */
const STUDY: WorkflowRight = ["manage", "TechnicalStudy"];

/**
 * The study report an MPM-study organisation hands in at the end of a technical study: it uploads
 * versions while drafting, submits one, data staff review it and accept it or ask for changes; a
 * resubmission needs a version uploaded since the changes were asked for.
 */
export const STUDY_REPORT_WORKFLOW: Workflow<StudyReportStatus, StudyReportAction, StudyReportGuard, never> =
  {
    name: "study_report",
    statuses: STUDY_REPORT_STATUSES,
    initial: "draft",
    terminal: ["accepted"],
    stable: [],
    actions: STUDY_REPORT_ACTIONS,
    guards: {
      isStudyOrganisation:
        "a member of the organisation doing the study (not staff), with a report version uploaded since the last review",
      isDataStaff: "a data staff member",
    },
    facts: {},
    describe: {
      draft: "The organisation uploads report versions; nothing is handed in yet.",
      submitted: "The organisation handed in its latest version; waiting for data staff.",
      under_review: "A data staff member reviews the submitted version.",
      changes_requested: "Staff asked for changes: the organisation uploads a new version and resubmits it.",
      accepted: "Terminal: staff accepted the report; the study is complete.",
    },
    transitions: [
      { action: "submit", from: ["draft"], to: "submitted", can: STUDY, guard: "isStudyOrganisation" },
      { action: "start-review", from: ["submitted"], to: "under_review", can: STUDY, guard: "isDataStaff" },
      {
        action: "request-changes",
        from: ["under_review"],
        to: "changes_requested",
        can: STUDY,
        guard: "isDataStaff",
      },
      {
        action: "resubmit",
        from: ["changes_requested"],
        to: "submitted",
        can: STUDY,
        guard: "isStudyOrganisation",
      },
      { action: "accept", from: ["under_review"], to: "accepted", can: STUDY, guard: "isDataStaff" },
    ],
  };
