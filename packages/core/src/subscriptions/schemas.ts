import { z } from "zod";
import { priceBreakdownSchema } from "../billing/money.ts";
import {
  ADD_ONS,
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  CURRENCY,
  DURATION_UNITS,
  SUBSCRIPTION_STATUSES,
  TIERS,
} from "../enums.ts";
import { APPLICATION_ACTIONS } from "../workflows/application.ts";

/**
 * Shapes shared by the server's responses and the web app's screens (never copied on the web side).
 * Dates travel as ISO strings.
 */

export const moneySchema = z.object({
  currency: z.literal(CURRENCY),
  amountSen: z.number().int().min(0),
});

export const durationSchema = z.object({
  value: z.number().int().min(1).max(100),
  unit: z.enum(DURATION_UNITS),
});

export const tierSchema = z.enum(TIERS);
export const addOnSchema = z.enum(ADD_ONS);
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const applicationKindSchema = z.enum(APPLICATION_KINDS);
export const applicationActionSchema = z.enum(APPLICATION_ACTIONS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const ORGANISATION_KINDS = ["company", "institute"] as const;
export const organisationKindSchema = z.enum(ORGANISATION_KINDS);

/** An organisation as its primary user and staff see it. */
export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: organisationKindSchema,
  tier: tierSchema,
  countryCode: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  address: z.string().nullable(),
  knownCompanyId: z.string().nullable(),
  instituteId: z.string().nullable(),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** An organisation's subscription: one per organisation, renewed and changed in place. */
export const subscriptionSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  alias: z.string().nullable(),
  planType: tierSchema,
  status: subscriptionStatusSchema,
  addOnsType: z.array(addOnSchema),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whole days until `endsAt` (0 on its last day, negative once past); null without an end. */
  daysLeft: z.number().int().nullable(),
  /** A downgrade waits for the end of the period (Part 2 of the subscriptions issue). */
  pendingPlanType: tierSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The organisation's own subscription (GET /organizations/me/subscription), with its virtual data
 * room when the plan or an add-on is VDR: the continuous days it lasts and the address to arrange
 * the visit (section 9, from the organisation's VDR settings, else the configuration).
 */
export const mySubscriptionSchema = subscriptionSchema.extend({
  dataRoom: z.object({ accessDays: z.number().int(), contactEmail: z.string().nullable() }).nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** An application as lists and detail pages show it; `allowedActions` are this viewer's buttons. */
export const applicationSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  kind: applicationKindSchema,
  status: applicationStatusSchema,
  planType: tierSchema,
  duration: durationSchema.nullable(),
  addOnsType: z.array(addOnSchema),
  /** Before SST: what the LOA limits are compared with. */
  amount: moneySchema,
  /** The amount with SST broken out: its invoice's figures once issued, else at today's rate. */
  price: priceBreakdownSchema,
  bidRoundId: z.string().nullable(),
  nextApproverId: z.string().nullable(),
  nextApproverName: z.string().nullable(),
  applicantUserId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(applicationActionSchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** One row of the audit trail as a timeline shows it. */
export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string(),
  actorRole: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** A level of the LOA chain: approvals run from level 1 up to the first limit that covers the amount. */
export const loaApproverSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  level: z.number().int().min(1),
  limit: moneySchema,
});
export type LoaApprover = z.infer<typeof loaApproverSchema>;
