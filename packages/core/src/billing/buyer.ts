import type { AppAbility } from "../permissions/ability.ts";
import type { Action, Subject } from "../permissions/subjects.ts";
import type { WorkflowRight } from "../workflows/workflow.ts";

/**
 * Who pays an organisation's invoices: its primary user, whatever the tier. Section 6 gives the
 * Invoices screen (`view Invoice`) to primary users of non-basic tiers, but an applicant holds the
 * basic tier until their first approval activates the plan, and paying is part of applying, which
 * every tier may do from the subscription page (`view Subscription`; docs/decisions.md).
 */
export const BUYER_RIGHT: WorkflowRight = ["view", "Subscription"];
export const BUYER_RIGHTS: [Action, Subject][] = [
  ["view", "Invoice"],
  ["view", "Subscription"],
];

/** Whether this user may see and pay their organisation's invoices (the organisation is checked in the query). */
export function canActAsBuyer(ability: AppAbility, isPrimary: boolean): boolean {
  return isPrimary && BUYER_RIGHTS.some(([action, subject]) => ability.can(action, subject));
}
