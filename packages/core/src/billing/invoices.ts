import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { CURRENCY } from "../enums.ts";
import { auditEventSchema } from "../subscriptions/schemas.ts";
import { text } from "../text.ts";
import { INVOICE_ACTIONS } from "../workflows/invoice.ts";
import { INVOICE_STATUSES, INVOICE_SUBJECTS, REMINDER_KINDS } from "./statuses.ts";

/**
 * The invoice shapes shared by the server's responses and the web app (section 7 "Organizations/me
 * invoices" and "admin invoices"). Money is integer sen; dates travel as ISO strings.
 */

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export const invoiceActionSchema = z.enum(INVOICE_ACTIONS);

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().min(1),
  unitSen: z.number().int().min(0),
  amountSen: z.number().int().min(0),
});

/** Seller or buyer as printed on the invoice, copied when it was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  registrationNumber: z.string().nullable(),
  taxId: z.string().nullable(),
  sstNumber: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** What the invoice bills, with a label people read ("Standard subscription registration"). */
export const invoiceSubjectSchema = z.object({
  type: z.enum(INVOICE_SUBJECTS),
  id: z.string(),
  label: z.string(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: invoiceStatusSchema,
  subject: invoiceSubjectSchema,
  organisation: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(invoiceLineSchema),
  subtotalSen: z.number().int().min(0),
  taxRateBp: z.number().int().min(0).max(10_000),
  taxSen: z.number().int().min(0),
  totalSen: z.number().int().min(0),
  currency: z.literal(CURRENCY),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The buyer's reason for asking to cancel, or finance's for cancelling or refunding. */
  cancelReason: z.string().nullable(),
  /** This viewer's buttons, from INVOICE_WORKFLOW (automatic transitions never appear). */
  allowedActions: z.array(invoiceActionSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = pagedSchema(invoiceSchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** Staff see an invoice with its history from the audit trail. */
export const adminInvoiceDetailSchema = z.object({
  invoice: invoiceSchema,
  timeline: z.array(auditEventSchema),
});
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetailSchema>;

/** The customer's list: their organisation's invoices, newest first. */
export const myInvoiceListQuerySchema = pageQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
});
export type MyInvoiceListQuery = z.input<typeof myInvoiceListQuerySchema>;

/** Staff's list over every organisation. */
export const adminInvoiceListQuerySchema = myInvoiceListQuerySchema.extend({
  organisationId: text().trim().min(1).max(100).optional(),
  /** Part of the organisation's name, any case. */
  organisation: text().trim().min(1).max(200).optional(),
  /** Part of the invoice number, any case (`2026-0000`, `INV-2026-000042`). */
  search: text().trim().min(1).max(50).optional(),
  year: z.coerce.number().int().min(2000).max(2999).optional(),
});
export type AdminInvoiceListQuery = z.input<typeof adminInvoiceListQuerySchema>;

const reason = (message: string) => text().trim().min(1, message).max(2000);

/** `from`: the status the user saw; if the invoice moved since, the answer is 409, not an action. */
export const invoiceActionBodySchema = z.object({ from: invoiceStatusSchema.optional() });

/** The buyer asks to cancel an issued invoice. */
export const invoiceCancelRequestBodySchema = invoiceActionBodySchema.extend({
  reason: reason("Say why the invoice should be cancelled"),
});
export type InvoiceCancelRequestBody = z.infer<typeof invoiceCancelRequestBodySchema>;

/** Finance cancels an invoice (what it bills is cancelled with it). */
export const invoiceCancelBodySchema = invoiceActionBodySchema.extend({
  reason: reason("Give the reason for the cancellation"),
});
/** Finance declines the buyer's cancellation request; the invoice is due again. */
export const invoiceDeclineCancellationBodySchema = invoiceActionBodySchema.extend({
  reason: reason("Tell the buyer why the invoice stands"),
});
/** Finance refunds a paid invoice (a credit note goes to the tax authority). */
export const invoiceRefundBodySchema = invoiceActionBodySchema.extend({
  reason: reason("Give the reason for the refund"),
});
export type InvoiceReasonBody = z.infer<typeof invoiceCancelBodySchema>;

/** Scheduled e-mail reminders (`/api/email-reminder-settings`): days before the due or end date. */
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export const REMINDER_DAYS_MAX = 365;
export const DEFAULT_REMINDER_SETTINGS: Record<
  (typeof REMINDER_KINDS)[number],
  { enabled: boolean; daysBefore: number[] }
> = {
  invoice_due: { enabled: true, daysBefore: [7, 1] },
  subscription_expiry: { enabled: true, daysBefore: [30, 7, 1] },
};

const reminderDaysSchema = z
  .array(z.number().int().min(1).max(REMINDER_DAYS_MAX))
  .min(1, "Give at least one day")
  .max(10)
  .refine((days) => new Set(days).size === days.length, "Give each day once")
  .transform((days) => [...days].sort((a, b) => b - a));

export const reminderSettingSchema = z.object({
  kind: reminderKindSchema,
  enabled: z.boolean(),
  /** Days before the date, most distant first. */
  daysBefore: reminderDaysSchema,
});
export type ReminderSetting = z.output<typeof reminderSettingSchema>;

/** The answer: every kind, with who changed it last (never-changed kinds show their defaults). */
export const reminderSettingsSchema = z.object({
  settings: z.array(
    z.object({
      kind: reminderKindSchema,
      enabled: z.boolean(),
      daysBefore: z.array(z.number().int()),
      updatedAt: z.string().nullable(),
      updatedByName: z.string().nullable(),
    }),
  ),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Replaces the settings of the kinds given (each kind at most once). */
export const updateReminderSettingsBodySchema = z.object({
  settings: z
    .array(reminderSettingSchema)
    .min(1)
    .max(REMINDER_KINDS.length)
    .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, "Give each kind once"),
});
export type UpdateReminderSettingsBody = z.input<typeof updateReminderSettingsBodySchema>;
