import type { AddOn, ApplicationAction, ApplicationKind, Tier } from "@strata/core";
import { ADD_ON_PRICES } from "@strata/core";

export type Step = [ApplicationAction, string] | [ApplicationAction, string, Record<string, unknown>];

export interface DemoApplication {
  applicant: string;
  kind: ApplicationKind;
  planType: Tier;
  years: number | null;
  addOns?: AddOn[];
  /** An add-on costs the add-on alone, not the plan it is added to. */
  amountSen?: number;
  /** Who does what, in order: an action and the login of who takes it (`system` for the server). */
  steps: Step[];
}

const SSM = {
  message: "Please upload the company's SSM registration certificate (Form 9 or its e-Info copy).",
};
const PAYSLIP = {
  message: "The bank transfer slip does not show the reference number; please send a clearer copy.",
};
const DETAILS = {
  message: "Which blocks do you intend to evaluate? The VDR access needs the bid round's block list.",
};

/** Applications in every one of the 16 statuses; loa@ is the next approver of exactly two. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  { applicant: "applicant-borneo", kind: "registration", planType: "standard", years: 1, steps: [] },
  {
    applicant: "applicant-terengganu",
    kind: "registration",
    planType: "premium",
    years: 1,
    steps: [["submit", "applicant-terengganu"]],
  },
  {
    applicant: "applicant-labuan",
    kind: "registration",
    planType: "standard",
    years: 3,
    steps: [
      ["submit", "applicant-labuan"],
      ["request-clarification", "admin", SSM],
    ],
  },
  {
    applicant: "standard",
    kind: "upgrade",
    planType: "premium",
    years: 1,
    steps: [
      ["submit", "standard"],
      ["approve", "admin"],
    ],
  },
  {
    applicant: "basic",
    kind: "upgrade",
    planType: "standard",
    years: 1,
    steps: [
      ["submit", "basic"],
      ["approve", "admin"],
    ],
  },
  {
    applicant: "premium",
    kind: "renewal",
    planType: "premium",
    years: 3,
    steps: [
      ["submit", "premium"],
      ["approve", "admin"],
      ["approve", "loa"],
    ],
  },
  {
    applicant: "international-academic",
    kind: "renewal",
    planType: "international-academic",
    years: 2,
    steps: [
      ["submit", "international-academic"],
      ["approve", "admin"],
      ["approve", "loa"],
      [
        "request-clarification",
        "loa2",
        { message: "Please confirm the number of researchers who will use the data." },
      ],
    ],
  },
  {
    applicant: "vdr",
    kind: "renewal",
    planType: "vdr",
    years: 1,
    steps: [
      ["submit", "vdr"],
      ["approve", "admin"],
      ["approve", "loa"],
    ],
  },
  {
    // MBR, bid round and MPM study tiers hold no right on the subscription screen (section 6), so
    // their applications come from organisations of other tiers.
    applicant: "academic",
    kind: "add-on",
    planType: "academic",
    years: 1,
    addOns: ["mbr"],
    amountSen: ADD_ON_PRICES.mbr.amountSen,
    steps: [
      ["submit", "academic"],
      ["approve", "admin"],
      ["approve", "loa"],
      ["pay", "academic"],
    ],
  },
  {
    applicant: "expired-basic",
    kind: "upgrade",
    planType: "vdr",
    years: 1,
    steps: [
      ["submit", "expired-basic"],
      ["approve", "admin"],
      ["approve", "loa"],
      ["pay", "expired-basic"],
      ["confirm-payment", "finance"],
    ],
  },
  {
    applicant: "applicant-sabah",
    kind: "registration",
    planType: "bid-round",
    years: 1,
    steps: [
      ["submit", "applicant-sabah"],
      ["approve", "admin"],
      ["approve", "loa"],
      ["pay", "applicant-sabah"],
      ["confirm-payment", "finance"],
      ["request-clarification", "finance", PAYSLIP],
    ],
  },
  {
    applicant: "applicant-usg",
    kind: "registration",
    planType: "graduate",
    years: 1,
    steps: [
      ["submit", "applicant-usg"],
      ["approve", "admin"],
    ],
  },
  {
    applicant: "research",
    kind: "upgrade",
    planType: "premium",
    years: 1,
    steps: [
      ["submit", "research"],
      [
        "reject",
        "admin",
        {
          reason:
            "A research institute cannot hold a commercial premium plan; apply for international research instead.",
        },
      ],
    ],
  },
  {
    applicant: "vdr",
    kind: "add-on",
    planType: "vdr",
    years: 1,
    addOns: ["mpm-study"],
    amountSen: ADD_ON_PRICES["mpm-study"].amountSen,
    steps: [
      ["submit", "vdr"],
      ["approve", "admin"],
      ["approve", "loa"],
      ["pay", "vdr"],
      ["confirm-payment", "finance"],
      [
        "fail",
        "system",
        { error: "The organisation's subscription was revoked while the payment was checked." },
      ],
    ],
  },
  {
    applicant: "standard-mbr",
    kind: "add-on",
    planType: "standard",
    years: 1,
    addOns: ["vdr"],
    amountSen: ADD_ON_PRICES.vdr.amountSen,
    steps: [
      ["submit", "standard-mbr"],
      ["request-clarification", "admin", DETAILS],
      ["answer-clarification", "standard-mbr"],
      ["approve", "admin"],
      ["approve", "loa"],
      ["pay", "standard-mbr"],
      ["fail-payment", "finance", { error: "FPX: the bank declined the transaction." }],
    ],
  },
  {
    applicant: "graduate",
    kind: "upgrade",
    planType: "research",
    years: 1,
    steps: [
      ["submit", "graduate"],
      ["reject", "admin", { reason: "Research plans need a letter from the supervising faculty." }],
      ["resubmit", "graduate"],
    ],
  },
  {
    applicant: "international-graduate",
    kind: "amendment",
    planType: "international-graduate",
    years: 1,
    steps: [["cancel", "international-graduate"]],
  },
  {
    applicant: "international-research",
    kind: "renewal",
    planType: "international-research",
    years: 2,
    steps: [
      ["submit", "international-research"],
      ["request-cancellation", "international-research"],
    ],
  },
];
