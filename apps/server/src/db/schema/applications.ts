import type { ApplicationStatus } from "@strata/core";
import {
  ADD_ONS,
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  CURRENCY,
  DURATION_UNITS,
  TIERS,
} from "@strata/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";
import { bidRounds } from "./reference-data.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * An organisation's application (spec sections 4 and 9): registration, renewal, upgrade, downgrade,
 * add-on or amendment. Its status moves only through `applyTransition` and the application workflow
 * table in `@strata/core`.
 */
export const applications = pgTable(
  "applications",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("new"),
    /** Where reset returns it: the last of the workflow's stable statuses it entered. */
    lastStableStatus: text("last_stable_status").$type<ApplicationStatus>(),
    planType: text("plan_type").notNull(),
    durationValue: integer("duration_value"),
    durationUnit: text("duration_unit"),
    addOnsType: text("add_ons_type").array().notNull().default(sql`'{}'::text[]`),
    /** Money as integer sen with its currency, never a float (ARCHITECTURE "Money"). */
    amountSen: integer("amount_sen").notNull().default(0),
    currency: text("currency").notNull().default(CURRENCY),
    /**
     * Who in the LOA chain acts now. Restrict: deleting an approver must first move their
     * applications on, so none is left waiting for nobody.
     */
    nextApproverId: text("next_approver_id").references(() => users.id, { onDelete: "restrict" }),
    /** The user who applied (the organisation's primary user, or the registering applicant). */
    applicantUserId: text("applicant_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Bid-round, MBR, MPM study and VDR plans apply for one round. */
    bidRoundId: text("bid_round_id").references(() => bidRounds.id, { onDelete: "restrict" }),
    /** What an amendment asks to change, and other kind-specific details (shape in @strata/core). */
    details: jsonb("details"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    index("applications_status_idx").on(t.status, t.submittedAt),
    index("applications_next_approver_idx").on(t.nextApproverId, t.status),
    check("applications_kind_check", sql`${t.kind} in (${oneOf(APPLICATION_KINDS)})`),
    check("applications_status_check", sql`${t.status} in (${oneOf(APPLICATION_STATUSES)})`),
    check(
      "applications_last_stable_status_check",
      sql`${t.lastStableStatus} in (${oneOf(APPLICATION_STATUSES)})`,
    ),
    check("applications_plan_type_check", sql`${t.planType} in (${oneOf(TIERS)})`),
    check("applications_duration_check", sql`(${t.durationValue} is null) = (${t.durationUnit} is null)`),
    check("applications_duration_value_check", sql`${t.durationValue} > 0`),
    check("applications_duration_unit_check", sql`${t.durationUnit} in (${oneOf(DURATION_UNITS)})`),
    check("applications_add_ons_type_check", sql`${t.addOnsType} <@ array[${oneOf(ADD_ONS)}]::text[]`),
    check("applications_amount_sen_check", sql`${t.amountSen} >= 0`),
    check("applications_currency_check", sql`${t.currency} = ${sql.raw(`'${CURRENCY}'`)}`),
  ],
);

/**
 * Who approved an application at which LOA level (issue 25, "Approvals are data"; decision 0203),
 * written in the approval's own transaction. A round runs from verification to the last level: when
 * verification approves the application again (after a rejection and resubmission), the rows of the
 * round before are marked superseded and the chain starts again at level 1. Clarifications and
 * resets keep the round.
 */
export const applicationApprovals = pgTable(
  "application_approvals",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Null once the approver's account is deleted; their name stays below. */
    approverId: text("approver_id").references(() => users.id, { onDelete: "set null" }),
    approverName: text("approver_name").notNull(),
    /** The approver's level and limit when they approved (null when they were no longer in the chain). */
    level: integer("level"),
    limitSen: bigint("limit_sen", { mode: "number" }),
    /** The application's amount they approved. */
    amountSen: integer("amount_sen").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a new verification restarted the chain; null in the current round. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    // One approval per approver in the current round; it is also the current round's lookup.
    uniqueIndex("application_approvals_current_idx")
      .on(t.applicationId, t.approverId)
      .where(sql`${t.supersededAt} is null`),
    index("application_approvals_application_idx").on(t.applicationId, t.approvedAt),
    index("application_approvals_approver_idx").on(t.approverId, t.approvedAt.desc()),
    check("application_approvals_level_check", sql`${t.level} >= 1`),
    check("application_approvals_amount_sen_check", sql`${t.amountSen} >= 0`),
  ],
);
