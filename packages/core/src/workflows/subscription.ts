import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../enums.ts";
import { LAST_STABLE, SAME_STATUS, type Workflow, type WorkflowRight } from "./workflow.ts";

export const SUBSCRIPTION_ACTIONS = [
  "activate",
  "hold",
  "allocate",
  "suspend",
  "reactivate",
  "revoke",
  "expire",
  "change",
  "apply-downgrade",
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Section 6: admin (and superadmin, system) manage subscriptions; nobody else moves them. */
const ADMIN: WorkflowRight = ["manage", "Subscription"];

/**
 * The subscription workflow (spec section 4 statuses; transitions are this project's design,
 * recorded in docs/decisions.md). One row per organisation lives through it: approval activates,
 * the expiry job expires, admin suspends, reactivates and revokes. `unallocated` is a subscription
 * approved and paid whose access is not yet given: a bid-round plan approved before its round opens,
 * which admin allocates once it has (docs/decisions/0202). A renewal, upgrade, add-on or amendment
 * approved while the status stays where it is, and the downgrade the expiry job applies at the end
 * of a period, are transitions to the same status: audited and race-safe like the others.
 */
export const SUBSCRIPTION_WORKFLOW: Workflow<SubscriptionStatus, SubscriptionAction, never, never> = {
  name: "subscription",
  statuses: SUBSCRIPTION_STATUSES,
  initial: "inactive",
  terminal: ["revoked"],
  stable: ["inactive", "active", "expired", "unallocated"],
  actions: SUBSCRIPTION_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    inactive: "Registered, nothing approved yet: its users cannot use the catalogue.",
    active: "Approved and within its period (basic has no end): its users have their tier's rights.",
    expired: "Past its end: its users are sent to the subscription page to renew.",
    revoked: "Terminal: access withdrawn for good by an admin; the users' sessions ended at once.",
    suspended: "Held by an admin: the users cannot sign in; reactivation returns it to where it was.",
    unallocated:
      "Approved and paid, access not given yet: a bid-round plan waiting for its round (admin allocates).",
  },
  transitions: [
    // Approval (activation.ts) or the round opening: the server, in the approval's transaction.
    {
      action: "activate",
      from: ["inactive", "expired", "unallocated"],
      to: "active",
      can: ADMIN,
      automatic: true,
    },
    // Approval of a bid-round plan whose round has not opened yet: paid, access not given.
    { action: "hold", from: ["inactive", "expired"], to: "unallocated", can: ADMIN, automatic: true },
    { action: "allocate", from: ["unallocated"], to: "active", can: ADMIN },
    {
      action: "suspend",
      from: ["inactive", "active", "expired", "unallocated"],
      to: "suspended",
      can: ADMIN,
    },
    { action: "reactivate", from: ["suspended"], to: LAST_STABLE, can: ADMIN },
    {
      action: "revoke",
      from: ["inactive", "active", "expired", "suspended", "unallocated"],
      to: "revoked",
      can: ADMIN,
    },
    // The expiry job, once `ends_at` has passed.
    { action: "expire", from: ["active"], to: "expired", can: ADMIN, automatic: true },
    // An approval that changes the plan, period or add-ons but not the status (activation.ts).
    {
      action: "change",
      from: ["inactive", "active", "expired", "unallocated"],
      to: SAME_STATUS,
      can: ADMIN,
      automatic: true,
    },
    // The expiry job: a downgrade waiting for the end of the period takes effect.
    { action: "apply-downgrade", from: ["active"], to: SAME_STATUS, can: ADMIN, automatic: true },
  ],
};
