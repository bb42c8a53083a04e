import { z } from "zod";
import { type AddOn, isStaffRole, type Tier, type UserRole } from "../enums.ts";
import { PLANS } from "../subscriptions/plans.ts";
import { ADD_ON_LABELS, tierLabel } from "../tiers.ts";
import {
  ADD_ON_DOWNLOAD_FLAGS,
  type DownloadFlag,
  type DownloadFlags,
  RENEW_MESSAGE,
  TIER_DOWNLOAD_FLAGS,
} from "./download-rights.ts";

/**
 * The one way Strata says no to a download (issue 30, docs/decisions/0188-download-refusal-sentence.md):
 * who the record is released to, from its own flags, then what would give this user access — an
 * add-on their plan offers, an upgrade, or plainly nothing they can change. Never a right the user
 * already has: the audience is read off the flags the user's tier and add-ons do not carry.
 */

/** Where subscriptions are renewed, upgraded and given add-ons. */
export const SUBSCRIPTION_PATH = "/subscription";

export const downloadRefusalSchema = z.object({
  message: z.string(),
  action: z.object({ label: z.string(), path: z.string() }).nullable(),
});
export type DownloadRefusal = z.infer<typeof downloadRefusalSchema>;

export interface RefusalUser {
  role: UserRole;
  addOnsType: readonly AddOn[];
  isExpired?: boolean;
}

/** Add-ons as a customer reads them on the subscription page (core's one list). */
const ADD_ON_NAMES = ADD_ON_LABELS;

/** The audiences a record can be released to, in the order they are named, by the tiers in each. */
const AUDIENCES: { name: string; tiers: readonly Tier[] }[] = [
  { name: "Basic", tiers: ["basic", "vdr"] },
  { name: "Standard", tiers: ["standard"] },
  { name: "Premium", tiers: ["premium"] },
  {
    name: "academic",
    tiers: [
      "graduate",
      "research",
      "academic",
      "international-graduate",
      "international-research",
      "international-academic",
    ],
  },
  { name: "MBR", tiers: ["mbr", "bid-round"] },
];

/**
 * The plans a refusal may offer as an upgrade, cheapest first: the commercial ladder. Academic plans
 * depend on the applicant's institution and the bid-round plans on a round, so they are named as the
 * audience but never offered as the way in.
 */
const UPGRADES: readonly Tier[] = ["standard", "premium"];

const price = (tier: Tier) => PLANS[tier].price.amountSen;
const releasedBy = (flags: DownloadFlags, granted: readonly DownloadFlag[]) => granted.some((f) => flags[f]);

/** "A", "A and B", "A, B and C". */
function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Add-ons that open the record to someone its tiers do not already reach. */
function audienceAddOns(flags: DownloadFlags): AddOn[] {
  return (Object.keys(ADD_ON_DOWNLOAD_FLAGS) as AddOn[]).filter((addOn) => {
    if (!releasedBy(flags, ADD_ON_DOWNLOAD_FLAGS[addOn])) return false;
    const offeredBy = (Object.keys(PLANS) as Tier[]).filter((t) => PLANS[t].addOns.includes(addOn));
    return offeredBy.some((t) => !releasedBy(flags, TIER_DOWNLOAD_FLAGS[t]));
  });
}

/** "Released to Premium subscribers and to holders of the MBR-Plus add-on." (null: released to nobody). */
function audienceSentence(flags: DownloadFlags): string | null {
  const groups = AUDIENCES.filter((a) => a.tiers.some((t) => releasedBy(flags, TIER_DOWNLOAD_FLAGS[t])));
  const addOns = audienceAddOns(flags).map((a) => ADD_ON_NAMES[a]);
  const parts = [
    groups.length ? `${list(groups.map((g) => g.name))} subscribers` : null,
    addOns.length ? `holders of the ${list(addOns)} add-on${addOns.length > 1 ? "s" : ""}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `Released to ${parts.join(" and to ")}.` : null;
}

/** What this user could change to download the record: an add-on of their plan, else an upgrade. */
function remedy(flags: DownloadFlags, tier: Tier, held: readonly AddOn[]): DownloadRefusal | null {
  const addOn = PLANS[tier].addOns.find(
    (a) => !held.includes(a) && releasedBy(flags, ADD_ON_DOWNLOAD_FLAGS[a]),
  );
  if (addOn) {
    const name = ADD_ON_NAMES[addOn];
    return {
      message: `Add ${name} to your subscription to download it.`,
      action: { label: `Add ${name}`, path: SUBSCRIPTION_PATH },
    };
  }
  const upgrades = UPGRADES.filter((t) => price(t) > price(tier));
  const byTier = upgrades.find((t) => releasedBy(flags, TIER_DOWNLOAD_FLAGS[t]));
  if (byTier) {
    const name = tierLabel(byTier);
    return {
      message: `Upgrade to ${name} to download it.`,
      action: { label: `Upgrade to ${name}`, path: SUBSCRIPTION_PATH },
    };
  }
  for (const t of upgrades) {
    const withAddOn = PLANS[t].addOns.find((a) => releasedBy(flags, ADD_ON_DOWNLOAD_FLAGS[a]));
    if (withAddOn) {
      const name = tierLabel(t);
      return {
        message: `Upgrade to ${name} and add ${ADD_ON_NAMES[withAddOn]} to download it.`,
        action: { label: `Upgrade to ${name}`, path: SUBSCRIPTION_PATH },
      };
    }
  }
  return null;
}

/**
 * Why this user may not download a record with these flags, and the one step that would change it;
 * null when they may (staff always may). The server's refusals and the web's row marks both use it.
 */
export function downloadRefusal(flags: DownloadFlags, user: RefusalUser): DownloadRefusal | null {
  if (isStaffRole(user.role)) return null;
  const tier = user.role;
  const released =
    releasedBy(flags, TIER_DOWNLOAD_FLAGS[tier]) ||
    user.addOnsType.some((a) => releasedBy(flags, ADD_ON_DOWNLOAD_FLAGS[a]));
  if (released) {
    if (!user.isExpired) return null;
    return { message: RENEW_MESSAGE, action: { label: "Renew your subscription", path: SUBSCRIPTION_PATH } };
  }
  const audience = audienceSentence(flags);
  if (!audience) {
    return { message: "This record is not released for download to any subscription.", action: null };
  }
  // Renewing alone would not open it; say so first, then who it is for (an upgrade renews too).
  const expired = user.isExpired ? "Your subscription has expired. " : "";
  const way = remedy(flags, tier, user.addOnsType);
  if (way) return { message: `${expired}${audience} ${way.message}`, action: way.action };
  const lacks =
    TIER_DOWNLOAD_FLAGS[tier].length === 0
      ? `Your ${tierLabel(tier)} subscription does not include catalogue downloads.`
      : `Your ${tierLabel(tier)} subscription does not include it.`;
  return { message: `${expired}${audience} ${lacks}`, action: null };
}
