/** Invoice statuses (spec section 4 "Invoices can be cancelled, have cancellation requested, have payment cancelled, and be paid"). */
export const INVOICE_STATUSES = [
  "issued",
  "payment_pending",
  "paid",
  "cancel_requested",
  "cancelled",
  "refunded",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an invoice bills: a subscription application or a download-credit purchase. */
export const INVOICE_SUBJECTS = ["application", "credit_purchase"] as const;
export type InvoiceSubject = (typeof INVOICE_SUBJECTS)[number];

export const PAYMENT_METHODS = ["online", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  "pending",
  "pending_finance",
  "pending_finance_clarification",
  "approved",
  "rejected",
  "failed",
  "cancelled",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Credit purchases (section 4: approved, sent back for clarification, invoice resent). */
export const CREDIT_PURCHASE_STATUSES = [
  "invoice_issued",
  "pending_payment",
  "pending_finance",
  "pending_finance_clarification",
  "approved",
  "cancelled",
] as const;
export type CreditPurchaseStatus = (typeof CREDIT_PURCHASE_STATUSES)[number];

/** E-invoices (section 4: retried, paused, unpaused); MyInvois document statuses plus our queue. */
export const E_INVOICE_STATUSES = ["queued", "submitted", "valid", "invalid", "paused", "cancelled"] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

/** MyInvois document types: 01 invoice, 02 credit note (a refund of a paid invoice). */
export const E_INVOICE_DOCUMENT_TYPES = ["01", "02"] as const;
export type EInvoiceDocumentType = (typeof E_INVOICE_DOCUMENT_TYPES)[number];

/** The append-only credit ledger's entry kinds; spend and expire are negative, grant and refund positive. */
export const CREDIT_LEDGER_KINDS = ["grant", "spend", "refund", "adjust", "expire"] as const;
export type CreditLedgerKind = (typeof CREDIT_LEDGER_KINDS)[number];

/** Scheduled reminders staff switch on and time (`/api/email-reminder-settings`). */
export const REMINDER_KINDS = ["invoice_due", "subscription_expiry"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
