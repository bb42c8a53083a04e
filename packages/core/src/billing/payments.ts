import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { CURRENCY } from "../enums.ts";
import { auditEventSchema } from "../subscriptions/schemas.ts";
import { text } from "../text.ts";
import { PAYMENT_ACTIONS } from "../workflows/payment.ts";
import { priceBreakdownSchema } from "./money.ts";
import { INVOICE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "./statuses.ts";

/**
 * Payments of invoices (section 7 "Organizations/me invoices … payment, cancel-payment" and
 * "payments (create, approve)"), shared by the server's routes and the web app's screens.
 */

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentActionSchema = z.enum(PAYMENT_ACTIONS);

const money = z.object({ currency: z.literal(CURRENCY), amountSen: z.number().int().min(0) });

/** A bank-transfer proof: an upload, downloaded through an authorised route (`href`). */
export const paymentProofSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  href: z.string(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/** A payment as lists and pages show it; `allowedActions` are this viewer's buttons. */
export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  amount: money,
  gatewayBillId: z.string().nullable(),
  reference: z.string().nullable(),
  /** Finance's question, or the reason of a rejection. */
  note: z.string().nullable(),
  proof: paymentProofSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  allowedActions: z.array(paymentActionSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The invoice a payment pays, as the payment pages summarise it. */
export const paymentInvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total: money,
  /** Subtotal, SST and total as the invoice carries them. */
  price: priceBreakdownSchema,
  issuedAt: z.string(),
  dueAt: z.string(),
  /** What it bills: an application or a credit purchase (with that row's id and status). */
  subject: z.object({
    type: z.enum(["application", "credit_purchase"]),
    id: z.string(),
    status: z.string(),
  }),
  /** The invoice's lines' descriptions, for the pay page. */
  description: z.string(),
});
export type PaymentInvoiceSummary = z.infer<typeof paymentInvoiceSummarySchema>;

/** One payment with what finance decides on: the invoice, the gateway's record and the history. */
export const paymentDetailSchema = paymentSchema.extend({
  invoice: paymentInvoiceSummarySchema,
  /** What the gateway's signed callback reported (online payments), or null. */
  gatewayRecord: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Every callback the gateway sent about it, as received (staff only; empty for the payer):
   * duplicates, refused ones and money reported after the payment was closed show here.
   */
  callbacks: z.array(
    z.object({
      receivedAt: z.string(),
      outcome: z.enum(["applied", "duplicate", "refused", "amount_mismatch", "unknown_bill", "out_of_order"]),
      paid: z.boolean(),
      signatureValid: z.boolean(),
    }),
  ),
  timeline: z.array(auditEventSchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentListQuerySchema = pageQuerySchema.extend({
  status: paymentStatusSchema.optional(),
  method: paymentMethodSchema.optional(),
  organisationId: text().trim().min(1).max(100).optional(),
  /** Part of the organisation's name, any case. */
  organisation: text().trim().min(1).max(200).optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;
export const paymentListSchema = pagedSchema(paymentSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;

const reference = text().trim().min(1, "Give the bank transfer's reference").max(100);
const uploadId = text().trim().min(1, "Attach the proof of the transfer").max(100);

/** How the buyer pays: online (redirect to the gateway) or a bank transfer with its proof. */
export const bankTransferBodySchema = z.object({
  method: z.literal("bank_transfer"),
  proofUploadId: uploadId,
  reference,
});
export const paymentMethodBodySchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("online") }),
  bankTransferBodySchema,
]);
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;

/** `POST /api/payments`: the same, naming the invoice. */
export const createPaymentBodySchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("online"), invoiceId: text().min(1).max(100) }),
  z.object({
    method: z.literal("bank_transfer"),
    invoiceId: text().min(1).max(100),
    proofUploadId: uploadId,
    reference,
  }),
]);
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** The payment created; online, where to send the browser (the gateway's checkout page). */
export const createdPaymentSchema = z.object({
  payment: paymentSchema,
  redirectUrl: z.string().nullable(),
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

export const rejectPaymentBodySchema = z.object({
  reason: text().trim().min(1, "Give the reason for the rejection").max(2000),
});
export const paymentClarificationBodySchema = z.object({
  message: text().trim().min(1, "Write what the payer should clarify").max(2000),
});
export const answerPaymentClarificationBodySchema = z.object({
  message: text().trim().min(1, "Write your answer").max(2000),
  proofUploadId: uploadId.optional(),
});
export type RejectPaymentBody = z.infer<typeof rejectPaymentBodySchema>;
export type PaymentClarificationBody = z.infer<typeof paymentClarificationBodySchema>;
export type AnswerPaymentClarificationBody = z.infer<typeof answerPaymentClarificationBodySchema>;

/** The seller's bank account a bank transfer goes to (configuration: SELLER_BANK_*). */
export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** What the pay page needs: the invoice, what is due, the open payment, how one may pay. */
export const invoicePaymentOptionsSchema = z.object({
  invoice: paymentInvoiceSummarySchema,
  amountDue: money,
  /** The payment in flight or waiting for finance (at most one), else null. */
  openPayment: paymentSchema.nullable(),
  /** The last payment that ended (failed, rejected, cancelled), to say why one may pay again. */
  lastPayment: paymentSchema.nullable(),
  bankAccount: bankAccountSchema,
  /** False when no gateway is configured (production without PAYMENT_GATEWAY_URL). */
  onlineAvailable: z.boolean(),
  /** Whether the invoice can be paid now (issued, and this viewer is its buyer). */
  canPay: z.boolean(),
});
export type InvoicePaymentOptions = z.infer<typeof invoicePaymentOptionsSchema>;

/** The invoice of one of the organisation's applications, and where its pay page is. */
export const applicationInvoiceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payPath: z.string(),
});
export type ApplicationInvoice = z.infer<typeof applicationInvoiceSchema>;

/** The attachable type of a bank-transfer proof (an upload attached to the invoice it pays). */
export const PAYMENT_PROOF_ATTACHABLE = "invoice" as const;
