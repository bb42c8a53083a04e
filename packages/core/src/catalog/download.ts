import { type AddOn, isStaffRole, type Tier, type UserRole } from "../enums.ts";
import { tierLabel } from "../tiers.ts";

/** A record's download-right flags and its MBR+ flag (section 3), by their API column keys. */
export const DOWNLOAD_FLAGS = ["basic", "standard", "premium", "bid", "academia", "mbrPlus"] as const;
export type DownloadFlag = (typeof DOWNLOAD_FLAGS)[number];
export type DownloadFlags = Record<DownloadFlag, boolean>;

export const DOWNLOAD_FLAG_LABELS: Record<DownloadFlag, string> = {
  basic: "Basic",
  standard: "Standard",
  premium: "Premium",
  bid: "Bid (MBR)",
  academia: "Academia",
  mbrPlus: "MBR+",
};

/**
 * The flags a tier's users may download by. Decisions beyond the brief's mapping:
 * - standard and premium also read `bid`: section 9 gives them free bid-round dataset access;
 * - VDR reads `basic`, as it carries the basic rights (section 3 shows it as Basic);
 * - MPM study reads none: its users work in the technical study, and section 6 gives the tier no
 *   catalogue at all.
 * A tier does not inherit lower tiers' flags: the data team sets the flags of each record per tier.
 */
export const TIER_DOWNLOAD_FLAGS: Record<Tier, readonly DownloadFlag[]> = {
  basic: ["basic"],
  vdr: ["basic"],
  standard: ["standard", "bid"],
  premium: ["premium", "bid"],
  graduate: ["academia"],
  research: ["academia"],
  academic: ["academia"],
  "international-graduate": ["academia"],
  "international-research": ["academia"],
  "international-academic": ["academia"],
  mbr: ["bid"],
  "bid-round": ["bid"],
  "mpm-study": [],
};

/**
 * The flags an add-on adds. An MBR add-on adds the MBR tier's rights (section 6), so its flag; the
 * MBR+ add-on is what the MBR+ flag is for. MPM study and VDR add-ons carry no download right.
 */
export const ADD_ON_DOWNLOAD_FLAGS: Record<AddOn, readonly DownloadFlag[]> = {
  mbr: ["bid"],
  "mbr-plus": ["mbrPlus"],
  "mpm-study": [],
  vdr: [],
};

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

export const RENEW_MESSAGE = "Your subscription has expired. Renew it to download data and see record files.";

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
  if (user.isExpired) {
    return { allowed: false, reason: "expired", flags: candidates, message: RENEW_MESSAGE };
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
      message: `The ${tierLabel(tier)} subscription does not include catalogue downloads.`,
    };
  }
  const names = candidates.map((f) => DOWNLOAD_FLAG_LABELS[f]).join(" or ");
  return {
    allowed: false,
    reason: "not-in-tier",
    flags: candidates,
    message: `This record is not released for download to your subscription (it needs the ${names} right).`,
  };
}
