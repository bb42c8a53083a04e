import { type AddOn, isStaffRole, type UserRole } from "../enums.ts";
import { tierLabel } from "../tiers.ts";
import { downloadRefusal } from "./download-refusal.ts";
import {
  ADD_ON_DOWNLOAD_FLAGS,
  DOWNLOAD_FLAG_LABELS,
  type DownloadFlag,
  type DownloadFlags,
  TIER_DOWNLOAD_FLAGS,
} from "./download-rights.ts";

export * from "./download-rights.ts";

export const DOWNLOAD_REASONS = [
  "staff",
  "tier",
  "add-on",
  "expired",
  "not-in-tier",
  "no-download-right",
] as const;
export type DownloadReason = (typeof DOWNLOAD_REASONS)[number];

export interface DownloadDecision {
  allowed: boolean;
  reason: DownloadReason;
  /** The flag that allowed it, or the flags that would have (empty for staff and no-right tiers). */
  flags: DownloadFlag[];
  message: string;
}

export interface DownloadUser {
  role: UserRole;
  addOnsType: readonly AddOn[];
  /** An expired subscription downloads nothing, whatever the flags. */
  isExpired?: boolean;
}

/** Whether a user may download a record, and why (section 3 flags against the user's tier and add-ons). */
export function downloadDecision(flags: DownloadFlags, user: DownloadUser): DownloadDecision {
  // Staff prepare and publish the data; a record's tier flags do not apply to them.
  if (isStaffRole(user.role)) {
    return { allowed: true, reason: "staff", flags: [], message: "Staff may download every record." };
  }
  const tier = user.role;
  const tierFlags = TIER_DOWNLOAD_FLAGS[tier];
  const addOnFlags = user.addOnsType.flatMap((addOn) => ADD_ON_DOWNLOAD_FLAGS[addOn]);
  const candidates = [...new Set([...tierFlags, ...addOnFlags])];
  // Every refusal is worded by downloadRefusal, so the record page, the API and the rows say it alike.
  const refusal = () => downloadRefusal(flags, user)?.message ?? "";
  if (user.isExpired) {
    return { allowed: false, reason: "expired", flags: candidates, message: refusal() };
  }
  const byTier = tierFlags.find((f) => flags[f]);
  if (byTier) {
    return {
      allowed: true,
      reason: "tier",
      flags: [byTier],
      message: `Your ${tierLabel(tier)} subscription includes this record (${DOWNLOAD_FLAG_LABELS[byTier]}).`,
    };
  }
  const byAddOn = addOnFlags.find((f) => flags[f]);
  if (byAddOn) {
    return {
      allowed: true,
      reason: "add-on",
      flags: [byAddOn],
      message: `Your add-on includes this record (${DOWNLOAD_FLAG_LABELS[byAddOn]}).`,
    };
  }
  if (candidates.length === 0) {
    return {
      allowed: false,
      reason: "no-download-right",
      flags: [],
      message: refusal(),
    };
  }
  return { allowed: false, reason: "not-in-tier", flags: candidates, message: refusal() };
}

/**
 * The flags any one of which opens a record to the user (downloadDecision's rule, for a query that
 * must pick the records a user may download without reading each one): "all" for staff, none for an
 * expired subscription.
 */
export function downloadFlagsOpenTo(user: DownloadUser): DownloadFlag[] | "all" {
  if (isStaffRole(user.role)) return "all";
  if (user.isExpired) return [];
  return [
    ...new Set([
      ...TIER_DOWNLOAD_FLAGS[user.role],
      ...user.addOnsType.flatMap((a) => ADD_ON_DOWNLOAD_FLAGS[a]),
    ]),
  ];
}
