import type { SubscriptionStatus } from "@strata/core";
import { ADD_ONS, SUBSCRIPTION_STATUSES, TIERS } from "@strata/core";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organisations, users } from "./identity.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * An organisation's subscription (section 4 statuses): one row per organisation, renewed, upgraded
 * and suspended in place; its history is the audit trail. Whether its users are expired is read
 * from here (`status` and `ends_at`).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** A name staff give it in lists (section 7 "alias"). */
    alias: text("alias"),
    planType: text("plan_type").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("inactive"),
    addOnsType: text("add_ons_type").array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Null: no end (basic). */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** A downgrade approved mid-period takes effect at `ends_at`. */
    pendingPlanType: text("pending_plan_type"),
    /** Where reactivation returns a suspended subscription (the workflow's last stable status). */
    lastStableStatus: text("last_stable_status").$type<SubscriptionStatus>(),
    /** The last expiry reminder sent (days before the end), so the job never sends one twice. */
    lastReminderDays: integer("last_reminder_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_organisation_idx").on(t.organisationId),
    index("subscriptions_status_ends_at_idx").on(t.status, t.endsAt),
    check("subscriptions_status_check", sql`${t.status} in (${oneOf(SUBSCRIPTION_STATUSES)})`),
    check("subscriptions_plan_type_check", sql`${t.planType} in (${oneOf(TIERS)})`),
    check("subscriptions_pending_plan_type_check", sql`${t.pendingPlanType} in (${oneOf(TIERS)})`),
    check("subscriptions_add_ons_type_check", sql`${t.addOnsType} <@ array[${oneOf(ADD_ONS)}]::text[]`),
  ],
);

/**
 * The LOA chain: administrators with the LOA role, by level, each with an approval limit in sen.
 * An application needs approvals from level 1 up to the first approver whose limit covers it.
 */
export const loaApprovers = pgTable(
  "loa_approvers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "restrict" }),
    level: integer("level").notNull(),
    limitSen: bigint("limit_sen", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("loa_approvers_level_idx").on(t.level),
    check("loa_approvers_level_check", sql`${t.level} >= 1`),
    check("loa_approvers_limit_check", sql`${t.limitSen} >= 0`),
  ],
);

/**
 * A file a user uploaded (section 7 "Uploads": a multipart file plus what it attaches to), e.g. an
 * application's supporting documents. The bytes live in storage under `storage_key`.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    /** What it belongs to: `application`, `organisation`, … and that row's id. */
    attachableType: text("attachable_type").notNull(),
    attachableId: text("attachable_id").notNull(),
    organisationId: text("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_attachable_idx").on(t.attachableType, t.attachableId)],
);
