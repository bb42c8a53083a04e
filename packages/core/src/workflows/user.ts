import { USER_STATUSES, type UserStatus } from "../enums.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const USER_ACTIONS = ["accept", "suspend", "reactivate"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * Section 6: whoever may update users: admin, superadmin (also on the administrators page, which
 * only superadmin reaches) and system admin; a primary user their own organisation's, which the
 * server's query scopes.
 */
const MEMBERS: WorkflowRight = ["update", "User"];

/**
 * A user account (spec section 4: users are invited, suspended, reactivated and removed). Invited
 * users become active by accepting their invitation (the activation link, the server's transition);
 * suspension keeps them out at once, reactivation lets them back in. Removal deletes the row (its
 * audit row stays): it is not a status, so the address can be invited again (docs/decisions/0202).
 */
export const USER_WORKFLOW: Workflow<UserStatus, UserAction, never, never> = {
  name: "user",
  statuses: USER_STATUSES,
  initial: "invited",
  terminal: [],
  stable: [],
  actions: USER_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    invited: "Created with an invitation e-mail; cannot sign in until they choose a password by its link.",
    active: "Signs in and works under their role (staff) or their organisation's subscription (customers).",
    suspended: "Cannot sign in; their sessions ended at once. Reactivation lets them back in.",
  },
  transitions: [
    // The invitation link proves the address: the server activates the account with the new password.
    { action: "accept", from: ["invited"], to: "active", can: MEMBERS, automatic: true },
    // An invited administrator may be suspended before accepting; a customer's invited user is not (409).
    { action: "suspend", from: ["invited", "active"], to: "suspended", can: MEMBERS },
    { action: "reactivate", from: ["suspended"], to: "active", can: MEMBERS },
  ],
};
