import { BUYER_RIGHT } from "../billing/buyer.ts";
import { PAYMENT_STATUSES, type PaymentStatus } from "../billing/statuses.ts";
import type { Transition, Workflow, WorkflowRight } from "./workflow.ts";

export const PAYMENT_ACTIONS = [
  "confirm",
  "fail",
  "cancel",
  "approve",
  "request-clarification",
  "answer-clarification",
  "reject",
] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
export const PAYMENT_GUARDS = ["isPayer", "isPayerOfBankTransfer"] as const;
export type PaymentGuard = (typeof PAYMENT_GUARDS)[number];

type PaymentTransition = Transition<PaymentStatus, PaymentAction, PaymentGuard, never>;

const PAYER: Pick<PaymentTransition, "can" | "guard"> = { can: BUYER_RIGHT, guard: "isPayer" };
/** Section 6: finance manages payments (superadmin and system too). */
const FINANCE: WorkflowRight = ["update", "Payment"];

/**
 * The payment workflow. An online payment waits (`pending`) for the gateway's signed callback, the
 * only source of truth; a bank transfer arrives with its proof straight in `pending_finance`. Both
 * need finance's approval, which settles the invoice and approves what it bills.
 */
export const PAYMENT_WORKFLOW: Workflow<PaymentStatus, PaymentAction, PaymentGuard, never> = {
  name: "payment",
  statuses: PAYMENT_STATUSES,
  initial: "pending",
  terminal: ["approved", "rejected", "failed", "cancelled"],
  stable: ["pending", "pending_finance"],
  actions: PAYMENT_ACTIONS,
  guards: {
    isPayer: "the actor is the primary user of the paying organisation",
    isPayerOfBankTransfer:
      "the actor is the paying organisation's primary user and the method is bank transfer",
  },
  facts: {},
  describe: {
    pending: "Online: the payer is at the gateway; waits for its signed callback.",
    pending_finance: "Paid at the gateway, or a bank transfer with its proof: waits for finance.",
    pending_finance_clarification: "Finance asked the payer for more (a clearer proof, a reference).",
    approved: "Terminal: finance approved; the invoice is paid and what it bills is activated.",
    rejected: "Terminal: finance found no money; the invoice can be paid again.",
    failed: "Terminal: the gateway reported a failure; the invoice can be paid again.",
    cancelled: "Terminal: the payer withdrew it before finance decided.",
  },
  transitions: [
    { action: "confirm", from: ["pending"], to: "pending_finance", can: FINANCE, automatic: true },
    { action: "fail", from: ["pending"], to: "failed", can: FINANCE, automatic: true },
    { action: "cancel", from: ["pending"], to: "cancelled", ...PAYER },
    {
      action: "cancel",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "cancelled",
      can: BUYER_RIGHT,
      guard: "isPayerOfBankTransfer",
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
      ...PAYER,
    },
    {
      action: "reject",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "rejected",
      can: FINANCE,
    },
  ],
};

export function paymentGuards(input: {
  payment: { organisationId: string; method: string };
  actor: { organisationId: string | null; isPrimary: boolean };
}): Record<PaymentGuard, boolean> {
  const { payment, actor } = input;
  const isPayer = actor.isPrimary && actor.organisationId === payment.organisationId;
  return { isPayer, isPayerOfBankTransfer: isPayer && payment.method === "bank_transfer" };
}
