import { subject } from "@casl/ability";
import type { ApplicationStatus } from "../enums.ts";

/** Spec section 4: a LOA approver may act only on applications in these statuses. */
export const LOA_ACTIONABLE_STATUSES = [
  "pending_loa",
  "pending_loa_clarification",
] as const satisfies readonly ApplicationStatus[];

/**
 * The CASL conditions of a LOA approver's `manage LOAApproval` rule. The server must apply the same
 * filter inside its SQL (`next_approver_id = $me and status in (...)`), not only check loaded rows.
 */
export function loaApprovalConditions(approverId: string) {
  return { nextApproverId: approverId, status: { $in: [...LOA_ACTIONABLE_STATUSES] } };
}

/** Tags an application so `ability.can("update", asLoaApproval(row))` evaluates the LOA conditions. */
export function asLoaApproval(application: { nextApproverId: string | null; status: ApplicationStatus }) {
  return subject("LOAApproval", { nextApproverId: application.nextApproverId, status: application.status });
}
