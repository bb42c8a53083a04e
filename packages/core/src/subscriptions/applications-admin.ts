import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { APPLICATION_STATUSES, type ApplicationStatus, TIERS } from "../enums.ts";
import { text } from "../text.ts";
import { dashboardOverviewSchema } from "./dashboard-overview.ts";
import {
  applicationKindSchema,
  applicationSchema,
  applicationStatusSchema,
  auditEventSchema,
  organisationSchema,
} from "./schemas.ts";

/**
 * The staff side of applications (section 7 "Admin subscriptions: applications list, activation and
 * {id} with approve, reject, request-clarification, resend-email, reset"), shared by server and web.
 */

/** A comma-separated list in the address (`status=pending_loa,pending_loa_clarification`). */
const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  text()
    .max(1000)
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(50));

const isoDate = text()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Not a calendar date");

export const adminApplicationListQuerySchema = pageQuerySchema.extend({
  status: listOf(applicationStatusSchema).optional(),
  kind: applicationKindSchema.optional(),
  planType: listOf(z.enum(TIERS)).optional(),
  organisationId: text().trim().min(1).max(100).optional(),
  /** Part of the organisation's name, any case. */
  organisation: text().trim().min(1).max(200).optional(),
  /** Submitted on or after this day (UTC). */
  submittedFrom: isoDate.optional(),
  /** Submitted on or before this day (UTC). */
  submittedTo: isoDate.optional(),
  /** `me`: only those whose next approver is the signed-in user ("awaiting my approval"). */
  nextApprover: z.enum(["me"]).optional(),
  /** `true`: only those the applicant answered a clarification on and that wait again. */
  clarificationAnswered: z.enum(["true"]).optional(),
});
export type AdminApplicationListQuery = z.input<typeof adminApplicationListQuerySchema>;

export const applicationListResponseSchema = pagedSchema(applicationSchema);
export type ApplicationList = z.infer<typeof applicationListResponseSchema>;

/** A supporting document of an application (an upload attached to it). */
export const applicationDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** What staff see of one application: it, its organisation, applicant, documents and timeline. */
export const adminApplicationDetailSchema = z.object({
  application: applicationSchema,
  organisation: organisationSchema,
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  documents: z.array(applicationDocumentSchema),
  timeline: z.array(auditEventSchema),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

/** `from`: the status the user saw; if the application moved since, the answer is 409, not an action. */
export const applicationActionBodySchema = z.object({ from: applicationStatusSchema.optional() });
export const rejectApplicationBodySchema = applicationActionBodySchema.extend({
  reason: text().trim().min(1, "Give the reason for the rejection").max(2000),
});
export const requestClarificationBodySchema = applicationActionBodySchema.extend({
  message: text().trim().min(1, "Write what the applicant should clarify").max(2000),
});
export type RejectApplicationBody = z.infer<typeof rejectApplicationBodySchema>;
export type RequestClarificationBody = z.infer<typeof requestClarificationBodySchema>;

/** Staff queues as filters of the one list (docs/decisions.md "Staff queues are filters"). */
export const LOA_QUEUE_STATUSES: readonly ApplicationStatus[] = ["pending_loa", "pending_loa_clarification"];
export const FINANCE_QUEUE_STATUSES: readonly ApplicationStatus[] = [
  "pending_finance",
  "pending_finance_clarification",
];
export const VERIFICATION_QUEUE_STATUSES: readonly ApplicationStatus[] = ["pending_verification"];
/**
 * Activation applications: those whose activation failed (reset retries it) and the paid ones whose
 * finance approval activates the subscription next.
 */
export const ACTIVATION_QUEUE_STATUSES: readonly ApplicationStatus[] = [
  "failed",
  "pending_finance",
  "pending_finance_clarification",
];
/** Still in someone's hands: neither a draft nor decided. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (s) => !["new", "approved", "rejected", "cancelled", "resubmission"].includes(s),
);

/** One dashboard card: "3 awaiting your approval", linking to the filtered list. */
export const dashboardCountSchema = z.object({
  key: z.enum([
    "pending-verification",
    "clarifications-answered",
    "cancel-requests",
    "failed-activations",
    "awaiting-my-approval",
    "pending-finance",
    "mbr-pending",
    "payments-waiting",
    "invoice-cancel-requests",
    "credit-purchases-waiting",
    "e-invoices-invalid",
  ]),
  count: z.number().int().min(0),
  /** Follows the count: "awaiting your approval". */
  label: z.string(),
  /** The filtered list's address in the web app. */
  link: z.string(),
});
export type DashboardCount = z.infer<typeof dashboardCountSchema>;
/** What needs this staff member (counts) and the business at a glance (overview tiles). */
export const adminDashboardResponseSchema = z.object({
  counts: z.array(dashboardCountSchema),
  overview: dashboardOverviewSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;
/** Only what needs this staff member: the navigation's queue counts, read on every page. */
export const adminQueueCountsResponseSchema = z.object({ counts: z.array(dashboardCountSchema) });
export type AdminQueueCounts = z.infer<typeof adminQueueCountsResponseSchema>;
