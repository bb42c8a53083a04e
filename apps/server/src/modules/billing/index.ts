export { billingCountsFor } from "./dashboard-counts.ts";
export { payInvoiceForDemo } from "./demo-payment.ts";
export {
  E_INVOICE_CANCEL_JOB,
  E_INVOICE_SUBMIT_JOB,
  queueEInvoice,
  queueEInvoiceCancellation,
} from "./e-invoice-queue.ts";
export {
  applicationLines,
  type InvoiceParty,
  type InvoiceRow,
  issueApplicationInvoice,
  issueInvoice,
} from "./issue.ts";
export { appendLedgerEntry, creditBalanceOf, type LedgerEntryInput, type LedgerRow } from "./ledger.ts";
export { approvePayment, type BillingContext, moveInvoiceSubject } from "./settlement.ts";
export { creditPurchaseStore, eInvoiceStore, invoiceStore, paymentStore } from "./stores.ts";
