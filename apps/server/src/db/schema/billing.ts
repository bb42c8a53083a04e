import type { CreditPurchaseStatus, EInvoiceStatus, InvoiceStatus, PaymentStatus } from "@strata/core";
import {
  CREDIT_LEDGER_KINDS,
  CREDIT_PURCHASE_STATUSES,
  CURRENCY,
  E_INVOICE_DOCUMENT_TYPES,
  E_INVOICE_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REMINDER_KINDS,
} from "@strata/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { organisations, users } from "./identity.ts";
import { uploads } from "./subscriptions.ts";

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
const myrOnly = (column: unknown) => sql`${column} = ${sql.raw(`'${CURRENCY}'`)}`;
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The last invoice sequence issued per year. Issuing takes the year's row lock in its own
 * transaction (`insert … on conflict do update … returning`), so numbers are gapless and unique
 * under concurrency: a rolled-back issue rolls its number back too.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastSequence: integer("last_sequence").notNull(),
});

/** Download credit plans on offer (`/api/download-credit-plans`); retired ones stay for history. */
export const creditPlans = pgTable(
  "credit_plans",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    credits: integer("credits").notNull(),
    priceSen: bigint("price_sen", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    /** Granted credits expire this many days after approval; null: they do not expire. */
    validityDays: integer("validity_days"),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("credit_plans_credits_check", sql`${t.credits} > 0`),
    check("credit_plans_price_check", sql`${t.priceSen} >= 0`),
    check("credit_plans_currency_check", myrOnly(t.currency)),
    check("credit_plans_validity_check", sql`${t.validityDays} > 0`),
  ],
);

/** An organisation's order of a credit plan: paid and approved like an application (workflow in core). */
export const creditPurchases = pgTable(
  "credit_purchases",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    planId: text("plan_id")
      .notNull()
      .references(() => creditPlans.id, { onDelete: "restrict" }),
    /** Copied from the plan when ordered: a plan edited later does not change an order. */
    credits: integer("credits").notNull(),
    amountSen: bigint("amount_sen", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    status: text("status").$type<CreditPurchaseStatus>().notNull().default("invoice_issued"),
    lastStableStatus: text("last_stable_status").$type<CreditPurchaseStatus>(),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("credit_purchases_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    index("credit_purchases_status_idx").on(t.status, t.createdAt),
    check("credit_purchases_status_check", sql`${t.status} in (${oneOf(CREDIT_PURCHASE_STATUSES)})`),
    check("credit_purchases_credits_check", sql`${t.credits} > 0`),
    check("credit_purchases_amount_check", sql`${t.amountSen} >= 0`),
    check("credit_purchases_currency_check", myrOnly(t.currency)),
  ],
);

/**
 * An invoice (spec section 4). Created when issued: the number is assigned then and kept when
 * cancelled. Seller and buyer are copied at issue so the document never changes afterwards.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** What it bills: exactly one of an application or a credit purchase. */
    applicationId: text("application_id").references(() => applications.id, { onDelete: "restrict" }),
    creditPurchaseId: text("credit_purchase_id").references(() => creditPurchases.id, {
      onDelete: "restrict",
    }),
    status: text("status").$type<InvoiceStatus>().notNull().default("issued"),
    lastStableStatus: text("last_stable_status").$type<InvoiceStatus>(),
    /** `InvoiceLine[]` of @strata/core: description, quantity, unitSen, amountSen. */
    lines: jsonb("lines").notNull(),
    subtotalSen: bigint("subtotal_sen", { mode: "number" }).notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    taxSen: bigint("tax_sen", { mode: "number" }).notNull(),
    totalSen: bigint("total_sen", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    /** `{ name, registrationNumber, taxId, address, email }` at issue. */
    seller: jsonb("seller").notNull(),
    buyer: jsonb("buyer").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The buyer's reason for asking to cancel, or finance's for cancelling or refunding. */
    cancelReason: text("cancel_reason"),
    /** The last due reminder sent (days before `due_at`), so the reminder job never sends one twice. */
    lastReminderDays: integer("last_reminder_days"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_year_sequence_idx").on(t.year, t.sequence),
    index("invoices_organisation_idx").on(t.organisationId, t.issuedAt.desc()),
    index("invoices_status_idx").on(t.status, t.dueAt),
    index("invoices_application_idx").on(t.applicationId),
    index("invoices_credit_purchase_idx").on(t.creditPurchaseId),
    // The admin dashboard sums revenue by the month invoices were paid.
    index("invoices_paid_at_idx").on(t.paidAt).where(sql`${t.status} = 'paid'`),
    // The invoices report, newest issued first (read backwards).
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    check("invoices_status_check", sql`${t.status} in (${oneOf(INVOICE_STATUSES)})`),
    check("invoices_subject_check", sql`(${t.applicationId} is null) <> (${t.creditPurchaseId} is null)`),
    check(
      "invoices_amounts_check",
      sql`${t.subtotalSen} >= 0 and ${t.taxSen} >= 0 and ${t.totalSen} = ${t.subtotalSen} + ${t.taxSen}`,
    ),
    check("invoices_tax_rate_check", sql`${t.taxRateBp} between 0 and 10000`),
    check("invoices_currency_check", myrOnly(t.currency)),
  ],
);

/**
 * A payment of an invoice: online through the gateway (a bill id there) or a bank transfer with its
 * proof. At most one payment of an invoice is open at a time (partial unique index).
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    method: text("method").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    lastStableStatus: text("last_stable_status").$type<PaymentStatus>(),
    amountSen: bigint("amount_sen", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    /** The gateway's bill id (online); unique so a callback finds exactly one payment. */
    gatewayBillId: text("gateway_bill_id"),
    /** What the gateway's callback reported (paid flag, its transaction id, paid amount, time). */
    gatewayRecord: jsonb("gateway_record"),
    /** Bank transfer: the proof (an upload) and the payer's bank reference. */
    proofUploadId: text("proof_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    reference: text("reference"),
    /** Finance's question, or the reason of a rejection. */
    note: text("note"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("payments_gateway_bill_idx").on(t.gatewayBillId),
    uniqueIndex("payments_one_open_per_invoice_idx")
      .on(t.invoiceId)
      .where(sql`${t.status} in ('pending', 'pending_finance', 'pending_finance_clarification', 'approved')`),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    check("payments_method_check", sql`${t.method} in (${oneOf(PAYMENT_METHODS)})`),
    check("payments_status_check", sql`${t.status} in (${oneOf(PAYMENT_STATUSES)})`),
    check("payments_amount_check", sql`${t.amountSen} > 0`),
    check("payments_currency_check", myrOnly(t.currency)),
  ],
);

/** Every gateway callback received, valid or not: a forged one is refused and kept here. */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    id: text("id").primaryKey(),
    gatewayBillId: text("gateway_bill_id"),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    signatureValid: boolean("signature_valid").notNull(),
    /** applied, duplicate, refused (bad signature), amount_mismatch, unknown_bill, out_of_order. */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_callbacks_bill_idx").on(t.gatewayBillId, t.receivedAt)],
);

/**
 * An organisation's credit account: the balance kept with the ledger in the same transaction
 * (never below zero: a conditional update and a check), and the quota staff set.
 */
export const creditAccounts = pgTable(
  "credit_accounts",
  {
    organisationId: text("organisation_id")
      .primaryKey()
      .references(() => organisations.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    /** The most credits the organisation may spend in a month; null: no limit. */
    monthlyQuota: integer("monthly_quota"),
    ...timestamps,
  },
  (t) => [
    check("credit_accounts_balance_check", sql`${t.balance} >= 0`),
    check("credit_accounts_quota_check", sql`${t.monthlyQuota} >= 0`),
  ],
);

/** The append-only credit ledger: grant, spend, refund, adjust, expire. The balance is its sum. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Signed: grant, refund and a positive adjustment add; spend, expire and a negative one take. */
    credits: integer("credits").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason"),
    creditPurchaseId: text("credit_purchase_id").references(() => creditPurchases.id, {
      onDelete: "set null",
    }),
    /** What a spend paid for (a download package, later) or what a refund returns. */
    reference: text("reference"),
    /** A grant's credits expire at this time (the plan's validity); the expiry job writes `expire`. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_ledger_organisation_idx").on(t.organisationId, t.createdAt.desc()),
    // The credits report, newest first (read backwards).
    index("credit_ledger_created_idx").on(t.createdAt, t.id),
    index("credit_ledger_expiry_idx").on(t.expiresAt).where(sql`${t.kind} = 'grant'`),
    check("credit_ledger_kind_check", sql`${t.kind} in (${oneOf(CREDIT_LEDGER_KINDS)})`),
    check("credit_ledger_credits_check", sql`${t.credits} <> 0`),
    check("credit_ledger_balance_check", sql`${t.balanceAfter} >= 0`),
  ],
);

/** An e-invoice: one document sent to the MyInvois-compatible API for an invoice (01) or a credit note (02). */
export const eInvoices = pgTable(
  "e_invoices",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    documentType: text("document_type").notNull(),
    status: text("status").$type<EInvoiceStatus>().notNull().default("queued"),
    lastStableStatus: text("last_stable_status").$type<EInvoiceStatus>(),
    submissionUid: text("submission_uid"),
    documentUuid: text("document_uuid"),
    longId: text("long_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The authority's validation errors of an Invalid document. */
    errors: jsonb("errors"),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("e_invoices_invoice_type_idx").on(t.invoiceId, t.documentType),
    index("e_invoices_status_idx").on(t.status, t.nextAttemptAt),
    check("e_invoices_status_check", sql`${t.status} in (${oneOf(E_INVOICE_STATUSES)})`),
    check("e_invoices_document_type_check", sql`${t.documentType} in (${oneOf(E_INVOICE_DOCUMENT_TYPES)})`),
  ],
);

/** Every request to and answer from the e-invoice API (finance reads it: "e-invoice logs"). */
export const eInvoiceLogs = pgTable(
  "e_invoice_logs",
  {
    id: text("id").primaryKey(),
    eInvoiceId: text("e_invoice_id").references(() => eInvoices.id, { onDelete: "cascade" }),
    operation: text("operation").notNull(),
    method: text("method").notNull(),
    url: text("url").notNull(),
    requestBody: jsonb("request_body"),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    error: text("error"),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("e_invoice_logs_e_invoice_idx").on(t.eInvoiceId, t.createdAt),
    // The e-invoice logs report, newest first (read backwards).
    index("e_invoice_logs_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Which scheduled reminders are on and when (`/api/email-reminder-settings`): days before an
 * invoice is due or a subscription expires.
 */
export const emailReminderSettings = pgTable(
  "email_reminder_settings",
  {
    kind: text("kind").primaryKey(),
    enabled: boolean("enabled").notNull().default(true),
    daysBefore: integer("days_before").array().notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("email_reminder_settings_kind_check", sql`${t.kind} in (${oneOf(REMINDER_KINDS)})`)],
);
