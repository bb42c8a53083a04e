import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { auditEventSchema } from "../subscriptions/schemas.ts";
import { text } from "../text.ts";
import { E_INVOICE_ACTIONS } from "../workflows/e-invoice.ts";
import { E_INVOICE_DOCUMENT_TYPES, E_INVOICE_STATUSES } from "./statuses.ts";

/** Shapes of the e-invoice API (`/api/e-invoices`; the log report is `reports/e-invoice-logs.ts`), shared by server and web. */

export const eInvoiceStatusSchema = z.enum(E_INVOICE_STATUSES);
export const eInvoiceDocumentTypeSchema = z.enum(E_INVOICE_DOCUMENT_TYPES);
export const eInvoiceActionSchema = z.enum(E_INVOICE_ACTIONS);
export type EInvoiceActionName = z.infer<typeof eInvoiceActionSchema>;

/** "01" invoice, "02" credit note (the authority's document type codes). */
export const E_INVOICE_DOCUMENT_TYPE_LABELS: Record<z.infer<typeof eInvoiceDocumentTypeSchema>, string> = {
  "01": "Invoice",
  "02": "Credit note",
};

/** One of the authority's validation errors of an Invalid (or rejected) document. */
export const eInvoiceErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The validation step or field that failed, when the authority names one. */
  target: z.string().nullable(),
});
export type EInvoiceError = z.infer<typeof eInvoiceErrorSchema>;

export const eInvoiceSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  documentType: eInvoiceDocumentTypeSchema,
  status: eInvoiceStatusSchema,
  /** Invoice total in sen (MYR). */
  totalSen: z.number().int(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  validatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;

/** The calls to the authority the e-invoice log keeps: sign in, submit, poll for the answer, cancel. */
export const E_INVOICE_OPERATIONS = ["token", "submit", "poll", "cancel"] as const;

/** One request to the authority and its answer, as kept in the e-invoice log. */
export const eInvoiceLogSchema = z.object({
  id: z.string(),
  eInvoiceId: z.string().nullable(),
  /** One of `E_INVOICE_OPERATIONS`. */
  operation: z.string(),
  method: z.string(),
  url: z.string(),
  /** JSON as sent (the submitted document decoded), or null. */
  requestBody: z.unknown(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.unknown(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type EInvoiceLog = z.infer<typeof eInvoiceLogSchema>;

export const eInvoiceDetailSchema = eInvoiceSchema.extend({
  submissionUid: z.string().nullable(),
  documentUuid: z.string().nullable(),
  longId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  errors: z.array(eInvoiceErrorSchema),
  invoice: z.object({
    number: z.string(),
    status: z.string(),
    totalSen: z.number().int(),
    issuedAt: z.string(),
    paidAt: z.string().nullable(),
  }),
  allowedActions: z.array(eInvoiceActionSchema),
  /** The newest requests and answers first. */
  logs: z.array(eInvoiceLogSchema),
  timeline: z.array(auditEventSchema),
});
export type EInvoiceDetail = z.infer<typeof eInvoiceDetailSchema>;

export const eInvoicesQuerySchema = pageQuerySchema.extend({
  status: eInvoiceStatusSchema.optional(),
  documentType: eInvoiceDocumentTypeSchema.optional(),
  organisationId: text().min(1).max(100).optional(),
  /** Part of the invoice number or the organisation's name. */
  q: text().trim().max(200).optional(),
});
export type EInvoicesQuery = z.infer<typeof eInvoicesQuerySchema>;
export const eInvoiceListSchema = pagedSchema(eInvoiceSchema);

/** Integer sen as the authority's decimal string ("1234.50"), without floats. */
export function senToDecimal(amountSen: number): string {
  if (!Number.isSafeInteger(amountSen)) throw new RangeError("amountSen must be a whole sen");
  const sign = amountSen < 0 ? "-" : "";
  const abs = Math.abs(amountSen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
