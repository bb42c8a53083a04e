import type { AddOn, Tier } from "../enums.ts";

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

export const RENEW_MESSAGE = "Your subscription has expired. Renew it to download data and see record files.";
