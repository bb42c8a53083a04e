import type { AddOn, Tier } from "./enums.ts";

export const TIER_DISPLAY_GROUPS = [
  "Basic",
  "Standard",
  "Premium",
  "Graduate",
  "Research",
  "International Graduate",
  "International Research",
  "International Academic",
  "MBR",
  "MPMStudy",
] as const;
export type TierDisplayGroup = (typeof TIER_DISPLAY_GROUPS)[number];

/**
 * Section 3 folds only the domestic tiers. The international tiers are paid plans distinct from the free
 * domestic ones, so each keeps its own group, named like `tierLabel`.
 */
const DISPLAY_GROUP: Record<Tier, TierDisplayGroup> = {
  basic: "Basic",
  standard: "Standard",
  premium: "Premium",
  graduate: "Graduate",
  academic: "Graduate",
  research: "Research",
  "international-graduate": "International Graduate",
  "international-research": "International Research",
  "international-academic": "International Academic",
  mbr: "MBR",
  "bid-round": "MBR",
  "mpm-study": "MPMStudy",
  vdr: "Basic",
};

/** The tier's own name, as section 1 spells it. */
const LABEL: Record<Tier, string> = {
  basic: "Basic",
  standard: "Standard",
  premium: "Premium",
  graduate: "Graduate",
  research: "Research",
  academic: "Academic",
  "international-graduate": "International Graduate",
  "international-research": "International Research",
  "international-academic": "International Academic",
  mbr: "MBR",
  "bid-round": "Bid Round",
  "mpm-study": "MPM Study",
  vdr: "VDR",
};

/** The group a tier is shown as (section 3): e.g. academic shows as Graduate, VDR as Basic. */
export function tierDisplayGroup(tier: Tier): TierDisplayGroup {
  return DISPLAY_GROUP[tier];
}

export function tierLabel(tier: Tier): string {
  return LABEL[tier];
}

/**
 * A plan as screens name it: its display group (section 3), with the tier's own name after it when
 * they differ ("Graduate (Academic)", "MBR (Bid Round)"), so staff still tell the two apart.
 */
export function planName(tier: Tier): string {
  const group = DISPLAY_GROUP[tier];
  const label = LABEL[tier];
  return group === label ? group : `${group} (${label})`;
}

/** Add-ons by name (never the code, e.g. `mbr-plus`, on screen). */
export const ADD_ON_LABELS: Record<AddOn, string> = {
  mbr: "MBR",
  "mpm-study": "MPM Study",
  "mbr-plus": "MBR-Plus",
  vdr: "Virtual Data Room",
};

export function addOnLabel(addOn: AddOn): string {
  return ADD_ON_LABELS[addOn];
}

/** A list of add-ons for a sentence or a cell: "MBR, MBR-Plus", or "None". */
export function addOnsText(addOns: readonly AddOn[]): string {
  return addOns.length ? addOns.map(addOnLabel).join(", ") : "None";
}

/**
 * Role names in the external GIS service (user/create, user/changerole). The spec gives neither the names
 * nor the mapping, so names follow the display groups, and a tier maps when its rights reach GIS-served
 * data (viewer, catalogue, bid-round data). MPM study reaches only the technical study, so it has none.
 * VDR maps to Basic because it carries the basic rights (see permissions/table.ts).
 */
export const GIS_ROLE_BY_TIER: Partial<Record<Tier, string>> = {
  basic: "Basic",
  standard: "Standard",
  premium: "Premium",
  graduate: "Graduate",
  academic: "Graduate",
  research: "Research",
  "international-graduate": "InternationalGraduate",
  "international-research": "InternationalResearch",
  "international-academic": "InternationalAcademic",
  mbr: "MBR",
  "bid-round": "MBR",
  vdr: "Basic",
};

/** Throws for a tier without a GIS role (section 5: that is an error, not a silent skip). */
export function gisRoleForTier(tier: Tier): string {
  const role = GIS_ROLE_BY_TIER[tier];
  if (!role) throw new Error("Invalid GIS user role type");
  return role;
}
