import { CREDIT_PURCHASE_STATUSES, type CreditPurchaseStatus } from "../billing/statuses.ts";
import { SAME_STATUS, type Transition, type Workflow, type WorkflowRight } from "./workflow.ts";

export const CREDIT_PURCHASE_ACTIONS = [
  "pay",
  "cancel-payment",
  "confirm-payment",
  "fail-payment",
  "approve",
  "request-clarification",
  "answer-clarification",
  "resend-invoice",
  "cancel",
  "void",
] as const;
export type CreditPurchaseAction = (typeof CREDIT_PURCHASE_ACTIONS)[number];
export const CREDIT_PURCHASE_GUARDS = ["isBuyer"] as const;
export type CreditPurchaseGuard = (typeof CREDIT_PURCHASE_GUARDS)[number];

type CreditPurchaseTransition = Transition<
  CreditPurchaseStatus,
  CreditPurchaseAction,
  CreditPurchaseGuard,
  never
>;

const BUYER: Pick<CreditPurchaseTransition, "can" | "guard"> = { can: ["view", "Invoice"], guard: "isBuyer" };
/** Section 6: finance manages credit purchases; admin and LOA only view them. */
const FINANCE: WorkflowRight = ["update", "CreditPurchase"];
const PAYMENT: WorkflowRight = ["update", "Payment"];

/**
 * A download-credit purchase: an application with an invoice, paid and approved like a subscription
 * (the rule); approval grants the credits in the ledger, in the same transaction.
 */
export const CREDIT_PURCHASE_WORKFLOW: Workflow<
  CreditPurchaseStatus,
  CreditPurchaseAction,
  CreditPurchaseGuard,
  never
> = {
  name: "credit_purchase",
  statuses: CREDIT_PURCHASE_STATUSES,
  initial: "invoice_issued",
  terminal: ["approved", "cancelled"],
  stable: ["invoice_issued", "pending_finance"],
  actions: CREDIT_PURCHASE_ACTIONS,
  guards: { isBuyer: "the actor is the primary user of the buying organisation" },
  facts: {},
  describe: {
    invoice_issued: "Ordered; its invoice is issued and waits for a payment.",
    pending_payment: "A payment is in flight at the gateway.",
    pending_finance: "Paid or a transfer proof uploaded; finance checks it.",
    pending_finance_clarification: "Finance asked the buyer for more.",
    approved: "Terminal: the credits were granted in the ledger.",
    cancelled:
      "Terminal: withdrawn before payment (its invoice is cancelled with it), or voided with its invoice.",
  },
  transitions: [
    { action: "pay", from: ["invoice_issued"], to: "pending_payment", ...BUYER },
    {
      // A bank transfer may be withdrawn while finance's question waits too (the payment workflow's cancel).
      action: "cancel-payment",
      from: ["pending_payment", "pending_finance", "pending_finance_clarification"],
      to: "invoice_issued",
      ...BUYER,
    },
    {
      action: "confirm-payment",
      from: ["pending_payment"],
      to: "pending_finance",
      can: PAYMENT,
      automatic: true,
    },
    {
      // Finance may reject a payment it asked about (the payment workflow's reject).
      action: "fail-payment",
      from: ["pending_payment", "pending_finance", "pending_finance_clarification"],
      to: "invoice_issued",
      can: PAYMENT,
      automatic: true,
    },
    {
      action: "approve",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "approved",
      can: FINANCE,
    },
    {
      action: "request-clarification",
      from: ["pending_finance"],
      to: "pending_finance_clarification",
      can: FINANCE,
    },
    {
      action: "answer-clarification",
      from: ["pending_finance_clarification"],
      to: "pending_finance",
      ...BUYER,
    },
    {
      action: "resend-invoice",
      from: ["invoice_issued", "pending_payment", "pending_finance", "pending_finance_clarification"],
      to: SAME_STATUS,
      can: FINANCE,
    },
    { action: "cancel", from: ["invoice_issued"], to: "cancelled", ...BUYER },
    {
      // Finance cancelled its invoice: the server voids the purchase in that transaction.
      action: "void",
      from: ["invoice_issued"],
      to: "cancelled",
      can: ["update", "FinanceApproval"],
      automatic: true,
    },
  ],
};

export function creditPurchaseGuards(input: {
  purchase: { organisationId: string };
  actor: { organisationId: string | null; isPrimary: boolean };
}): Record<CreditPurchaseGuard, boolean> {
  const { purchase, actor } = input;
  return { isBuyer: actor.isPrimary && actor.organisationId === purchase.organisationId };
}
