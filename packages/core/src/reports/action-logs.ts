import { z } from "zod";
import { STAFF_ROLES, TIERS } from "../enums.ts";
import { text } from "../text.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/**
 * What the audit trail's rows are about (the server's `AuditSubjectType`), every metadata record
 * (`metadata:<SDCType>`) as `metadata`. The server's type is checked against this list, so a new
 * subject cannot be written without being filterable here.
 */
export const ACTION_LOG_SUBJECT_TYPES = [
  "application",
  "subscription",
  "user",
  "organisation",
  "administrator",
  "loa-chain",
  "service_account",
  "access_token",
  "gis_user",
  "invoice",
  "payment",
  "credit_purchase",
  "credit_plan",
  "credit_account",
  "e_invoice",
  "download_package",
  "data_request",
  "curated_package",
  "data_pack",
  "data_pre_pack",
  "metadata",
  "glossary_term",
  "tag",
  "production",
  "technical_study",
  "study_report",
  "configuration",
  "known_company",
  "institute",
  "bid_round",
  "email_reminder_settings",
  "news",
  "faq",
  "faq_category",
  "contact_message",
  "eula_version",
  "study_document",
] as const;
export type ActionLogSubjectType = (typeof ACTION_LOG_SUBJECT_TYPES)[number];

/** The chart's series: a few readable groups of subjects instead of two dozen. */
export const ACTION_LOG_SUBJECT_GROUPS = {
  "Applications and subscriptions": ["application", "subscription"],
  Accounts: [
    "user",
    "organisation",
    "administrator",
    "loa-chain",
    "service_account",
    "access_token",
    "gis_user",
  ],
  Billing: ["invoice", "payment", "credit_purchase", "credit_plan", "credit_account", "e_invoice"],
  Downloads: ["download_package", "data_request", "curated_package", "data_pack", "data_pre_pack"],
  Metadata: ["metadata", "glossary_term", "tag", "production"],
  "Reference data and settings": [
    "configuration",
    "known_company",
    "institute",
    "bid_round",
    "email_reminder_settings",
  ],
  Content: ["news", "faq", "faq_category", "contact_message", "eula_version", "study_document"],
  "Technical studies": ["technical_study", "study_report"],
} as const satisfies Record<string, readonly ActionLogSubjectType[]>;

/** The role of the server acting on its own (jobs, a gateway's answer): its rows have no role. */
export const AUTOMATIC_ACTOR_ROLE = "automatic";

/** Who acted: a staff role, a customer's tier, a service account (its calls), or the server itself. */
export const ACTION_LOG_ACTOR_ROLES = [
  ...STAFF_ROLES,
  ...TIERS,
  "service-account",
  AUTOMATIC_ACTOR_ROLE,
] as const;

/** Action logs: the audit trail of every state change, newest first. */
export const actionLogsReport = reportShape({
  key: "action-logs",
  title: "Action logs",
  description:
    "Every change made in the portal (applications, invoices, subscriptions, users, metadata records, settings): who made it, when, and to what.",
  rights: [["view", "Reports"]],
  filters: {
    from: reportFilterShapes.from,
    to: reportFilterShapes.to,
    organisation: reportFilterShapes.organisation,
    actorRole: z.enum(ACTION_LOG_ACTOR_ROLES).optional(),
    /** The action's name as the trail keeps it (`approve`, `create`, `pay`…), whole. */
    action: text().trim().toLowerCase().min(1).max(64).optional(),
    subjectType: z.enum(ACTION_LOG_SUBJECT_TYPES).optional(),
  },
  filterLabels: { actorRole: "Actor role", action: "Action", subjectType: "Subject type" },
  row: {
    id: z.string(),
    createdAt: z.string(),
    actorName: z.string(),
    /** `automatic` for the server acting on its own. */
    actorRole: z.string(),
    action: z.string(),
    subjectType: z.string(),
    subjectId: z.string(),
    organisationName: z.string().nullable(),
    /** The request that made the change, to find it in the server's log. */
    requestId: z.string().nullable(),
  },
  columns: [
    { key: "createdAt", label: "Time", kind: "datetime" },
    { key: "actorName", label: "Actor", kind: "text" },
    { key: "actorRole", label: "Actor role", kind: "text" },
    { key: "action", label: "Action", kind: "text" },
    { key: "subjectType", label: "Subject type", kind: "text" },
    { key: "subjectId", label: "Subject", kind: "text" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "requestId", label: "Request", kind: "text" },
  ],
  emptyText: "No action matches these filters.",
});
