import { type CurrentUser, isTier, STAFF_ROLE_RULE_NAME, type StaffRole, tierLabel } from "@strata/core";

function capitalise(text: string): string {
  return text.length > 0 && text === text.toLowerCase() ? text[0].toUpperCase() + text.slice(1) : text;
}

/** What the UI shows for a user's role: the tier's display label for customers, the staff role for staff. */
export function roleLabel(role: CurrentUser["role"]): string {
  if (isTier(role)) return tierLabel(role);
  return `${capitalise(STAFF_ROLE_RULE_NAME[role as StaffRole] ?? role)} (staff)`;
}
