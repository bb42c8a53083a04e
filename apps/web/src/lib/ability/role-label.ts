import {
  type CurrentUser,
  isTier,
  STAFF_ROLE_RULE_NAME,
  type StaffRole,
  tierDisplayGroup,
} from "@strata/core";

function capitalise(text: string): string {
  return text.length > 0 && text === text.toLowerCase() ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * What the UI shows for a user's role: the tier's display group for customers (section 3: academic
 * and graduate as Graduate, bid round and MBR as MBR, VDR as Basic), the staff role for staff.
 */
export function roleLabel(role: CurrentUser["role"]): string {
  if (isTier(role)) return tierDisplayGroup(role);
  return `${capitalise(STAFF_ROLE_RULE_NAME[role as StaffRole] ?? role)} (staff)`;
}
