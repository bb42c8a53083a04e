/** Staff roles in the shared-enumeration spelling (spec section 6). */
export const STAFF_ROLES = [
  "superadmin",
  "admin",
  "loa",
  "finance",
  "data-admin",
  "system-admin",
  "mbr-admin",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The same roles as the permission rules spell them. */
export const STAFF_ROLE_RULE_NAME: Record<StaffRole, string> = {
  superadmin: "superadmin",
  admin: "admin",
  loa: "LOA",
  finance: "finance",
  "data-admin": "data",
  "system-admin": "system",
  "mbr-admin": "MBR",
};

/** Customer tiers: the plan types of spec section 9. */
export const TIERS = [
  "basic",
  "standard",
  "premium",
  "graduate",
  "research",
  "academic",
  "international-graduate",
  "international-research",
  "international-academic",
  "mbr",
  "bid-round",
  "mpm-study",
  "vdr",
] as const;
export type Tier = (typeof TIERS)[number];

/** Add-on levels (spec section 9); a user's `addOnsType` is a list of these. */
export const ADD_ONS = ["mbr", "mpm-study", "mbr-plus", "vdr"] as const;
export type AddOn = (typeof ADD_ONS)[number];

/** A user's role: a staff role, or a tier for customer users. */
export type UserRole = StaffRole | Tier;

export const USER_STATUSES = ["active", "invited", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = [
  "inactive",
  "active",
  "expired",
  "revoked",
  "suspended",
  "unallocated",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Data category (spec section 3). */
export const SDC_TYPES = [
  "None",
  "Seismic_2D",
  "Seismic_3D",
  "Well_Log",
  "Technical_Report",
  "Non_Seismic",
] as const;
export type SDCType = (typeof SDC_TYPES)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function isTier(role: string): role is Tier {
  return (TIERS as readonly string[]).includes(role);
}

/** Application statuses (spec section 4). */
export const APPLICATION_STATUSES = [
  "new",
  "pending_verification",
  "pending_verification_clarification",
  "pending_loa",
  "pending_loa_clarification",
  "invoice_issued",
  "pending_payment",
  "pending_finance",
  "pending_finance_clarification",
  "approved",
  "rejected",
  "failed",
  "failed_payment",
  "resubmission",
  "cancelled",
  "cancel_request",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_KINDS = [
  "registration",
  "renewal",
  "upgrade",
  "downgrade",
  "add-on",
  "amendment",
] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Units of a plan's duration (spec section 9). */
/** The MBR admin's plans: bid round (with its MBR and MPM study options) and the virtual data room. */
export const MBR_QUEUE_PLANS: readonly Tier[] = ["bid-round", "mbr", "mpm-study", "vdr"];

export const DURATION_UNITS = ["days", "months", "years"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Money is integer sen in this one currency (ARCHITECTURE "Money"). */
export const CURRENCY = "MYR";
