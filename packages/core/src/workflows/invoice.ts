import { BUYER_RIGHT } from "../billing/buyer.ts";
import { INVOICE_STATUSES, type InvoiceStatus } from "../billing/statuses.ts";
import type { Transition, Workflow, WorkflowRight } from "./workflow.ts";

export const INVOICE_ACTIONS = [
  "pay",
  "cancel-payment",
  "settle",
  "fail-payment",
  "request-cancellation",
  "decline-cancellation",
  "cancel",
  "refund",
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];
export const INVOICE_GUARDS = ["isBuyer"] as const;
export type InvoiceGuard = (typeof INVOICE_GUARDS)[number];

type InvoiceTransition = Transition<InvoiceStatus, InvoiceAction, InvoiceGuard, never>;

/** The organisation's primary user, whatever the tier (billing/buyer.ts); the guard narrows it to their organisation's. */
const BUYER: Pick<InvoiceTransition, "can" | "guard"> = { can: BUYER_RIGHT, guard: "isBuyer" };
/** Finance manages finance approval: it decides cancellations and refunds. */
const FINANCE: WorkflowRight = ["update", "FinanceApproval"];
/** The payment's outcome moves the invoice: the server itself, on the gateway's callback or finance's approval. */
const PAYMENT: WorkflowRight = ["update", "Payment"];

/** The invoice workflow (this project's design on section 4's four invoice actions; docs/decisions.md). */
export const INVOICE_WORKFLOW: Workflow<InvoiceStatus, InvoiceAction, InvoiceGuard, never> = {
  name: "invoice",
  statuses: INVOICE_STATUSES,
  initial: "issued",
  terminal: ["cancelled", "refunded"],
  stable: ["issued", "paid"],
  actions: INVOICE_ACTIONS,
  guards: { isBuyer: "the actor is the primary user of the billed organisation" },
  facts: {},
  describe: {
    issued: "Numbered and sent; waits for a payment (online or bank transfer).",
    payment_pending: "A payment is in flight or waits for finance; no second payment can start.",
    paid: "Finance approved the payment; the subscription activated or the credits were granted.",
    cancel_requested: "The buyer asked to cancel; finance cancels it or declines.",
    cancelled: "Terminal: keeps its number; an e-invoice already valid is cancelled with the authority.",
    refunded: "Terminal: a paid invoice refunded by finance; a credit note goes to the authority.",
  },
  transitions: [
    { action: "pay", from: ["issued"], to: "payment_pending", ...BUYER },
    { action: "cancel-payment", from: ["payment_pending"], to: "issued", ...BUYER },
    { action: "settle", from: ["payment_pending"], to: "paid", can: PAYMENT, automatic: true },
    { action: "fail-payment", from: ["payment_pending"], to: "issued", can: PAYMENT, automatic: true },
    { action: "request-cancellation", from: ["issued"], to: "cancel_requested", ...BUYER },
    { action: "decline-cancellation", from: ["cancel_requested"], to: "issued", can: FINANCE },
    { action: "cancel", from: ["issued", "cancel_requested"], to: "cancelled", can: FINANCE },
    { action: "refund", from: ["paid"], to: "refunded", can: FINANCE },
  ],
};

export function invoiceGuards(input: {
  invoice: { organisationId: string };
  actor: { organisationId: string | null; isPrimary: boolean };
}): Record<InvoiceGuard, boolean> {
  const { invoice, actor } = input;
  return { isBuyer: actor.isPrimary && actor.organisationId === invoice.organisationId };
}
