import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { auditEventSchema } from "../subscriptions/schemas.ts";
import { text } from "../text.ts";
import { CREDIT_PURCHASE_ACTIONS } from "../workflows/credit-purchase.ts";
import {
  CREDIT_LEDGER_KINDS,
  CREDIT_PURCHASE_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "./statuses.ts";

/**
 * Download credits (issue 10 "Credits"): plans on offer, purchases paid through an invoice, the
 * organisation's append-only ledger, its balance and usage, and staff's quota and adjustments.
 */

/** The most credits one plan, one adjustment or one spend can carry. */
export const MAX_CREDITS = 1_000_000;
/** The most a plan can cost: RM 10,000,000 (in sen). */
export const MAX_PLAN_PRICE_SEN = 1_000_000_000;
/** The longest validity a plan can give its credits: ten years. */
export const MAX_VALIDITY_DAYS = 3650;

export const creditLedgerKindSchema = z.enum(CREDIT_LEDGER_KINDS);
export const creditPurchaseStatusSchema = z.enum(CREDIT_PURCHASE_STATUSES);

export const creditPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  credits: z.number().int(),
  priceSen: z.number().int(),
  /** Granted credits expire this many days after approval; null: they do not expire. */
  validityDays: z.number().int().nullable(),
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditPlan = z.infer<typeof creditPlanSchema>;
export const creditPlanListSchema = z.object({ result: z.array(creditPlanSchema) });

export const creditPlanBodySchema = z.object({
  name: text().trim().min(1, "Give the plan a name").max(100, "Keep the name to 100 characters or fewer"),
  description: text().trim().max(500, "Keep the description to 500 characters or fewer").nullish(),
  credits: z
    .number({ message: "Enter the number of credits" })
    .int("Credits must be a whole number")
    .min(1, "A plan gives at least one credit")
    .max(MAX_CREDITS, "A plan gives at most 1,000,000 credits"),
  priceSen: z
    .number({ message: "Enter the price" })
    .int("The price must be a whole number of sen")
    .min(0, "The price cannot be negative")
    .max(MAX_PLAN_PRICE_SEN, "The price cannot exceed RM 10,000,000"),
  validityDays: z
    .number({ message: "Enter the validity in days, or none" })
    .int("Validity is a whole number of days")
    .min(1, "Credits stay valid for at least one day")
    .max(MAX_VALIDITY_DAYS, "Credits stay valid for at most 3,650 days (ten years)")
    .nullable(),
});
export type CreditPlanBody = z.infer<typeof creditPlanBodySchema>;

export const creditPlansQuerySchema = z.object({
  /** Staff who manage plans also see the retired ones. */
  includeRetired: z.enum(["true", "false"]).optional(),
});

export const creditPurchaseInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  totalSen: z.number().int(),
});

export const creditPurchaseSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  planId: z.string(),
  planName: z.string(),
  credits: z.number().int(),
  amountSen: z.number().int(),
  status: creditPurchaseStatusSchema,
  invoice: creditPurchaseInvoiceSchema.nullable(),
  allowedActions: z.array(z.enum(CREDIT_PURCHASE_ACTIONS)),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditPurchase = z.infer<typeof creditPurchaseSchema>;

export const creditPurchaseBodySchema = z.object({ planId: text().trim().min(1, "Choose a plan").max(100) });
export const creditPurchaseCreatedSchema = z.object({
  purchase: creditPurchaseSchema,
  invoice: creditPurchaseInvoiceSchema,
});

export const creditPurchasesQuerySchema = pageQuerySchema.extend({
  status: creditPurchaseStatusSchema.optional(),
  organisationId: text().trim().min(1).max(100).optional(),
  /** Part of the organisation's name, any case. */
  organisation: text().trim().min(1).max(200).optional(),
});
export const myCreditPurchasesQuerySchema = pageQuerySchema;
export const creditPurchaseListSchema = pagedSchema(creditPurchaseSchema);
export type CreditPurchaseList = z.infer<typeof creditPurchaseListSchema>;

/** The payments made for a purchase's invoice, newest first (finance's detail). */
export const creditPurchasePaymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountSen: z.number().int(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const creditPurchaseDetailSchema = creditPurchaseSchema.extend({
  payments: z.array(creditPurchasePaymentSchema),
  timeline: z.array(auditEventSchema),
});
export type CreditPurchaseDetail = z.infer<typeof creditPurchaseDetailSchema>;

export const clarificationBodySchema = z.object({
  message: text()
    .trim()
    .min(1, "Say what the buyer should clarify")
    .max(2000, "Keep the message to 2,000 characters or fewer"),
});

export const creditLedgerEntrySchema = z.object({
  id: z.string(),
  kind: creditLedgerKindSchema,
  /** Signed: grant, refund and a positive adjustment add; spend, expire and a negative one take. */
  credits: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  creditPurchaseId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

export const creditBalanceSchema = z.object({
  balance: z.number().int(),
  /** The most credits the organisation may spend in a calendar month (UTC); null: no limit. */
  monthlyQuota: z.number().int().nullable(),
  spentThisMonth: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditLedgerQuerySchema = pageQuerySchema;
export const creditsResponseSchema = creditBalanceSchema.extend({
  ledger: pagedSchema(creditLedgerEntrySchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

export const creditStatsSchema = z.object({
  /** The last 12 calendar months (UTC), oldest first, months without entries included as zeros. */
  byMonth: z.array(
    z.object({
      month: z.string(),
      granted: z.number().int(),
      spent: z.number().int(),
      expired: z.number().int(),
      /** Net of positive and negative adjustments (and refunds). */
      adjusted: z.number().int(),
    }),
  ),
  /** Every entry ever, by kind: the signed sum and how many entries. */
  byKind: z.array(
    z.object({ kind: creditLedgerKindSchema, credits: z.number().int(), entries: z.number().int() }),
  ),
});
export type CreditStats = z.infer<typeof creditStatsSchema>;

export const creditQuotaSchema = z.object({ monthlyQuota: z.number().int().nullable() });
export const creditQuotaBodySchema = z.object({
  monthlyQuota: z
    .number({ message: "Enter the monthly quota, or none" })
    .int("The quota is a whole number of credits")
    .min(0, "The quota cannot be negative")
    .max(MAX_CREDITS, "The quota is at most 1,000,000 credits")
    .nullable(),
});

export const creditAdjustBodySchema = z.object({
  credits: z
    .number({ message: "Enter the credits to add (or, negative, to take)" })
    .int("Credits must be a whole number")
    .min(-MAX_CREDITS, "An adjustment takes at most 1,000,000 credits")
    .max(MAX_CREDITS, "An adjustment adds at most 1,000,000 credits")
    .refine((n) => n !== 0, "An adjustment adds or takes at least one credit"),
  reason: text()
    .trim()
    .min(3, "Give the reason for the adjustment")
    .max(500, "Keep the reason to 500 characters or fewer"),
});
export type CreditAdjustBody = z.infer<typeof creditAdjustBodySchema>;

/**
 * Ringgit as people type it ("5000", "5,000.50") to integer sen, without floats; null when it is
 * not an amount with at most two decimals. Forms edit ringgit; the API takes sen.
 */
export function ringgitToSen(input: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/,/g, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Integer sen as the ringgit a form shows ("5000.5" → "5000.50"; whole amounts without decimals). */
export function senToRinggit(amountSen: number): string {
  const sen = amountSen % 100;
  return sen === 0
    ? String(amountSen / 100)
    : `${Math.trunc(amountSen / 100)}.${String(sen).padStart(2, "0")}`;
}
