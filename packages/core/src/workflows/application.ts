import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
  MBR_QUEUE_PLANS,
} from "../enums.ts";
import { LAST_STABLE, SAME_STATUS, type Transition, type Workflow, type WorkflowRight } from "./workflow.ts";

export const APPLICATION_ACTIONS = [
  "submit",
  "approve",
  "reject",
  "request-clarification",
  "answer-clarification",
  "resend-email",
  "pay",
  "cancel-payment",
  "confirm-payment",
  "fail-payment",
  "fail",
  "request-cancellation",
  "cancel",
  "resubmit",
  "reset",
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

export const APPLICATION_GUARDS = ["isNextApprover", "isApplicant", "isMbrQueuePlan"] as const;
export type ApplicationGuard = (typeof APPLICATION_GUARDS)[number];

export const APPLICATION_FACTS = ["isFree", "isLastApprover"] as const;
export type ApplicationFact = (typeof APPLICATION_FACTS)[number];

type ApplicationTransition = Transition<
  ApplicationStatus,
  ApplicationAction,
  ApplicationGuard,
  ApplicationFact
>;

/**
 * Customers act from the subscription screen, which every tier may view (section 6 gives customers
 * no right on applications); the guard narrows it to the applying organisation's primary user.
 */
const APPLICANT: Pick<ApplicationTransition, "can" | "guard"> = {
  can: ["view", "Subscription"],
  guard: "isApplicant",
};
const VERIFIER: WorkflowRight = ["update", "VerificationApproval"];
/**
 * Section 6: MBR admin "manage applications and VDR". The MBR admin verifies the applications of
 * the MBR queue's plans (bid round, MBR, MPM study, VDR) as admin verifies everyone's: approve,
 * reject, ask for clarification, reset a stuck one (issue 27). LOA and finance steps stay theirs.
 */
const MBR_VERIFIER = { can: ["manage", "VDR"], guard: "isMbrQueuePlan" } as const satisfies {
  can: WorkflowRight;
  guard: ApplicationGuard;
};
const LOA_APPROVER: Pick<ApplicationTransition, "can" | "guard"> = {
  can: ["update", "LOAApproval"],
  guard: "isNextApprover",
};
const FINANCE: WorkflowRight = ["update", "FinanceApproval"];

/** Submitted and not yet decided: the customer may ask to withdraw (payment in flight excepted). */
const CANCELLABLE: ApplicationStatus[] = [
  "pending_verification",
  "pending_verification_clarification",
  "pending_loa",
  "pending_loa_clarification",
  "invoice_issued",
  "failed_payment",
  "pending_finance",
  "pending_finance_clarification",
];

/**
 * The application workflow (spec section 4; the transitions are this project's design, recorded in
 * docs/decisions.md and drawn in docs/workflows.md). The same table serves every kind: what differs
 * between kinds is the amount (free ones skip LOA and billing) and what approval activates.
 */
export const APPLICATION_WORKFLOW: Workflow<
  ApplicationStatus,
  ApplicationAction,
  ApplicationGuard,
  ApplicationFact
> & { kinds: readonly ApplicationKind[] } = {
  name: "application",
  kinds: APPLICATION_KINDS,
  statuses: APPLICATION_STATUSES,
  initial: "new",
  terminal: ["approved", "cancelled"],
  stable: ["pending_verification", "pending_loa", "invoice_issued", "pending_finance"],
  actions: APPLICATION_ACTIONS,
  guards: {
    isNextApprover: "the actor is the application's next_approver_id",
    isApplicant: "the actor is the primary user of the applying organisation",
    isMbrQueuePlan: "the application is for a bid round, MBR, MPM study or VDR plan (the MBR admin's queue)",
  },
  facts: {
    isFree: "the amount is 0 sen (basic, graduate, research and other free plans)",
    isLastApprover: "the acting approver's limit covers the amount (the last level the chain needs)",
  },
  describe: {
    new: "A draft the applicant is still filling in.",
    pending_verification: "Submitted; an admin checks the organisation and its documents.",
    pending_verification_clarification: "The admin asked the applicant for more; their answer returns it.",
    pending_loa: "Verified; waits for the approver named by next_approver_id (LOA chain, level by level).",
    pending_loa_clarification: "The next approver asked the applicant for more; their answer returns it.",
    invoice_issued: "Approved by the last LOA level; billing has issued the invoice.",
    pending_payment: "The applicant started paying; waits for the payment's outcome.",
    pending_finance: "Paid; finance checks the payment.",
    pending_finance_clarification: "Finance asked the applicant for more; their answer returns it.",
    approved: "Terminal: the subscription was activated in the same transaction.",
    rejected: "Rejected with a reason; the applicant may reopen it for resubmission.",
    failed: "Activation failed; an admin resets it to its last stable status to try again.",
    failed_payment: "The payment failed; the applicant may pay again.",
    resubmission: "Reopened after a rejection; the applicant edits and submits it again.",
    cancelled:
      "Terminal: withdrawn by the applicant, their cancellation request granted, or its invoice cancelled.",
    cancel_request: "The applicant asked to cancel; staff grant it or reset it to where it was.",
  },
  transitions: [
    { action: "submit", from: ["new", "resubmission"], to: "pending_verification", ...APPLICANT },
    {
      action: "approve",
      from: ["pending_verification", "pending_verification_clarification"],
      to: [{ status: "approved", when: "isFree" }, { status: "pending_loa" }],
      can: VERIFIER,
      alsoBy: MBR_VERIFIER,
    },
    {
      action: "approve",
      from: ["pending_loa", "pending_loa_clarification"],
      // Not the last level: the next level's approver becomes next_approver_id and it stays pending_loa.
      to: [{ status: "invoice_issued", when: "isLastApprover" }, { status: "pending_loa" }],
      ...LOA_APPROVER,
    },
    {
      action: "approve",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "approved",
      can: FINANCE,
    },
    {
      action: "reject",
      from: ["pending_verification", "pending_verification_clarification"],
      to: "rejected",
      can: VERIFIER,
      alsoBy: MBR_VERIFIER,
    },
    { action: "reject", from: ["pending_loa", "pending_loa_clarification"], to: "rejected", ...LOA_APPROVER },
    {
      action: "reject",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "rejected",
      can: FINANCE,
    },
    {
      action: "request-clarification",
      from: ["pending_verification"],
      to: "pending_verification_clarification",
      can: VERIFIER,
      alsoBy: MBR_VERIFIER,
    },
    {
      action: "request-clarification",
      from: ["pending_loa"],
      to: "pending_loa_clarification",
      ...LOA_APPROVER,
    },
    {
      action: "request-clarification",
      from: ["pending_finance"],
      to: "pending_finance_clarification",
      can: FINANCE,
    },
    {
      action: "answer-clarification",
      from: ["pending_verification_clarification"],
      to: "pending_verification",
      ...APPLICANT,
    },
    { action: "answer-clarification", from: ["pending_loa_clarification"], to: "pending_loa", ...APPLICANT },
    {
      action: "answer-clarification",
      from: ["pending_finance_clarification"],
      to: "pending_finance",
      ...APPLICANT,
    },
    {
      // Where the applicant must act on an e-mail; the status does not change, the resend is audited.
      action: "resend-email",
      from: [
        "new",
        "pending_verification_clarification",
        "pending_loa_clarification",
        "pending_finance_clarification",
        "invoice_issued",
        "failed_payment",
      ],
      to: SAME_STATUS,
      can: ["update", "VerificationEmail"],
    },
    { action: "pay", from: ["invoice_issued", "failed_payment"], to: "pending_payment", ...APPLICANT },
    // The payment gateway's answer (as the server) or finance recording a bank transfer.
    {
      action: "confirm-payment",
      from: ["pending_payment"],
      to: "pending_finance",
      can: ["update", "Payment"],
    },
    { action: "fail-payment", from: ["pending_payment"], to: "failed_payment", can: ["update", "Payment"] },
    {
      // Finance rejected the payment (no money arrived): the invoice waits for a new payment.
      action: "fail-payment",
      from: ["pending_finance", "pending_finance_clarification"],
      to: "invoice_issued",
      can: ["update", "Payment"],
    },
    {
      // The applicant withdrew a payment finance has not approved (docs/decisions.md "Billing").
      action: "cancel-payment",
      from: ["pending_payment", "pending_finance", "pending_finance_clarification"],
      to: "invoice_issued",
      ...APPLICANT,
    },
    {
      // The approval's activation threw: the server records it in a transaction of its own.
      action: "fail",
      from: [
        "pending_verification",
        "pending_verification_clarification",
        "pending_finance",
        "pending_finance_clarification",
      ],
      to: "failed",
      can: ["update", "ActivationApplication"],
      automatic: true,
    },
    { action: "request-cancellation", from: CANCELLABLE, to: "cancel_request", ...APPLICANT },
    // Nobody works on a draft yet, so its applicant withdraws it at once.
    { action: "cancel", from: ["new", "resubmission"], to: "cancelled", ...APPLICANT },
    {
      action: "cancel",
      from: ["cancel_request"],
      to: "cancelled",
      can: ["delete", "SubscriptionApplication"],
    },
    {
      // Finance cancelled its invoice: the server cancels what the invoice billed, in that transaction.
      action: "cancel",
      from: ["invoice_issued", "failed_payment"],
      to: "cancelled",
      can: FINANCE,
      automatic: true,
    },
    { action: "resubmit", from: ["rejected"], to: "resubmission", ...APPLICANT },
    {
      // Stuck (activation failed, a payment that never answered) or a cancellation request declined.
      action: "reset",
      from: ["failed", "pending_payment", "failed_payment", "cancel_request"],
      to: LAST_STABLE,
      can: VERIFIER,
      alsoBy: MBR_VERIFIER,
    },
  ],
};

/** The facts of a row and its actor that the application guards read. */
export interface ApplicationGuardInput {
  application: { organisationId: string; nextApproverId: string | null; planType: string };
  actor: { userId: string | null; organisationId: string | null; isPrimary: boolean };
}

/** The guards' answers for one actor on one application (the server repeats them in its SQL). */
export function applicationGuards({
  application,
  actor,
}: ApplicationGuardInput): Record<ApplicationGuard, boolean> {
  return {
    isNextApprover: actor.userId !== null && application.nextApproverId === actor.userId,
    isApplicant:
      actor.isPrimary && actor.organisationId !== null && actor.organisationId === application.organisationId,
    isMbrQueuePlan: (MBR_QUEUE_PLANS as readonly string[]).includes(application.planType),
  };
}
