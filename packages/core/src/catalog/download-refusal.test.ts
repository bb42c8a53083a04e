import { describe, expect, it } from "vitest";
import { type AddOn, STAFF_ROLES, TIERS, type Tier } from "../enums.ts";
import { PLANS } from "../subscriptions/plans.ts";
import { DOWNLOAD_FLAGS, type DownloadFlags, downloadDecision } from "./download.ts";
import { downloadRefusal } from "./download-refusal.ts";

/** All 2^6 combinations of the six flags. */
const COMBINATIONS: DownloadFlags[] = Array.from(
  { length: 2 ** DOWNLOAD_FLAGS.length },
  (_, bits) =>
    Object.fromEntries(DOWNLOAD_FLAGS.map((flag, i) => [flag, (bits & (1 << i)) !== 0])) as DownloadFlags,
);
const label = (flags: DownloadFlags) => DOWNLOAD_FLAGS.filter((f) => flags[f]).join("+") || "no flags";
const flagsOf = (...set: (keyof DownloadFlags)[]) =>
  Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, set.includes(f)])) as DownloadFlags;

/** The audiences a sentence may name, written out here: the tiers each stands for. */
const AUDIENCE_TIERS: Record<string, Tier[]> = {
  Basic: ["basic", "vdr"],
  Standard: ["standard"],
  Premium: ["premium"],
  academic: [
    "graduate",
    "research",
    "academic",
    "international-graduate",
    "international-research",
    "international-academic",
  ],
  MBR: ["mbr", "bid-round"],
};
const ADD_ON_BY_NAME: Record<string, AddOn> = { "MBR-Plus": "mbr-plus", MBR: "mbr" };
const TIER_BY_NAME: Record<string, Tier> = { Standard: "standard", Premium: "premium" };

/** Every set of add-ons a user of the tier can hold: the subsets of what the plan offers. */
function addOnSets(tier: Tier): AddOn[][] {
  const offered = PLANS[tier].addOns;
  return Array.from({ length: 2 ** offered.length }, (_, bits) => offered.filter((_, i) => bits & (1 << i)));
}

const allowed = (flags: DownloadFlags, role: Tier, addOnsType: AddOn[] = []) =>
  downloadDecision(flags, { role, addOnsType }).allowed;

/** "Released to Standard, Premium and MBR subscribers and to holders of the MBR-Plus add-on." */
function namedAudiences(message: string): { tiers: string[]; addOns: string[] } {
  const clause = message.match(/^Released to (.+?)\.( |$)/)?.[1];
  if (!clause) return { tiers: [], addOns: [] };
  const words = (part: string) => part.split(/, | and /).filter(Boolean);
  const tiers: string[] = [];
  const addOns: string[] = [];
  for (const part of clause.split(" and to ")) {
    const holders = part.match(/^holders of the (.+) add-ons?$/);
    if (holders) addOns.push(...words(holders[1]));
    else tiers.push(...words(part.replace(/ subscribers$/, "")));
  }
  return { tiers, addOns };
}

describe("downloadRefusal: every tier × add-ons × flag combination × expiry", () => {
  for (const tier of TIERS) {
    it(`${tier}: refuses exactly when the decision does, names only rights the user lacks and a way in`, () => {
      let checked = 0;
      for (const held of addOnSets(tier)) {
        for (const isExpired of [false, true]) {
          for (const flags of COMBINATIONS) {
            const at = `${tier}+[${held.join(",")}]${isExpired ? " expired" : ""} on ${label(flags)}`;
            const refusal = downloadRefusal(flags, { role: tier, addOnsType: held, isExpired });
            const decision = downloadDecision(flags, { role: tier, addOnsType: held, isExpired });
            expect(refusal === null, at).toBe(decision.allowed);
            checked += 1;
            if (!refusal) continue;
            // The decision the API returns says the same sentence.
            expect(decision.message, at).toBe(refusal.message);
            // Plain words: no flag keys, no "right", no codes.
            expect(refusal.message, at).not.toMatch(/right|mbrPlus|academia|\bbid\b|[a-z][A-Z]|_/);

            const openToUser = allowed(flags, tier, held);
            if (isExpired && openToUser) {
              expect(refusal.message, at).toMatch(/expired\. Renew/);
              expect(refusal.action, at).toEqual({ label: "Renew your subscription", path: "/subscription" });
              continue;
            }
            const anyTier = TIERS.filter((t) => allowed(flags, t));
            const anyAddOn = (["mbr", "mbr-plus"] as const).filter((a) =>
              TIERS.some((t) => PLANS[t].addOns.includes(a) && allowed(flags, t, [a])),
            );
            if (anyTier.length === 0 && anyAddOn.length === 0) {
              expect(refusal, at).toEqual({
                message: "This record is not released for download to any subscription.",
                action: null,
              });
              continue;
            }
            // Expired, and renewing alone would not open it: said first, then the same sentence.
            if (isExpired)
              expect(refusal.message, at).toMatch(/^Your subscription has expired\. Released to /);
            const named = namedAudiences(refusal.message.replace(/^Your subscription has expired\. /, ""));
            expect(named.tiers.length + named.addOns.length, at).toBeGreaterThan(0);
            for (const name of named.tiers) {
              const tiers = AUDIENCE_TIERS[name];
              expect(tiers, `${at}: "${name}"`).toBeDefined();
              // Never the user's own tier; always one that would grant it.
              expect(tiers, at).not.toContain(tier);
              expect(
                tiers.some((t) => allowed(flags, t)),
                `${at}: "${name}"`,
              ).toBe(true);
            }
            for (const name of named.addOns) {
              const addOn = ADD_ON_BY_NAME[name];
              expect(held, at).not.toContain(addOn);
              expect(
                TIERS.some((t) => PLANS[t].addOns.includes(addOn) && allowed(flags, t, [addOn])),
                at,
              ).toBe(true);
            }
            // Complete: every tier that alone would open the record is among those named.
            for (const t of anyTier) {
              expect(
                named.tiers.some((name) => AUDIENCE_TIERS[name].includes(t)),
                `${at}: ${t}`,
              ).toBe(true);
            }

            const action = refusal.action;
            if (!action) {
              expect(refusal.message, at).toMatch(/Your .+ subscription does not include/);
              continue;
            }
            expect(action.path, at).toBe("/subscription");
            const upgrade = action.label.match(/^Upgrade to (.+)$/)?.[1];
            const addOn = action.label.match(/^Add (.+)$/)?.[1];
            if (upgrade) {
              const target = TIER_BY_NAME[upgrade];
              expect(target, at).toBeDefined();
              expect(target, at).not.toBe(tier);
              expect(PLANS[target].price.amountSen, at).toBeGreaterThan(PLANS[tier].price.amountSen);
              const withAddOn = refusal.message.match(/ and add (.+) to download it\.$/)?.[1];
              const extra = withAddOn ? [ADD_ON_BY_NAME[withAddOn]] : [];
              if (withAddOn) expect(PLANS[target].addOns, at).toContain(extra[0]);
              expect(allowed(flags, target, extra), at).toBe(true);
            } else {
              const chosen = ADD_ON_BY_NAME[addOn ?? ""];
              expect(chosen, `${at}: ${action.label}`).toBeDefined();
              expect(held, at).not.toContain(chosen);
              expect(PLANS[tier].addOns, at).toContain(chosen);
              expect(allowed(flags, tier, [...held, chosen]), at).toBe(true);
            }
          }
        }
      }
      expect(checked).toBeGreaterThanOrEqual(128);
    });
  }

  it("staff are never refused", () => {
    for (const role of STAFF_ROLES)
      for (const flags of COMBINATIONS) expect(downloadRefusal(flags, { role, addOnsType: [] })).toBeNull();
  });
});

describe("downloadRefusal: the sentences", () => {
  it.each([
    // The example: a standard user on a premium-only record.
    [
      "standard",
      [],
      flagsOf("premium"),
      "Released to Premium subscribers. Upgrade to Premium to download it.",
      "Upgrade to Premium",
    ],
    [
      "basic",
      [],
      flagsOf("standard", "premium"),
      "Released to Standard and Premium subscribers. Upgrade to Standard to download it.",
      "Upgrade to Standard",
    ],
    [
      "standard",
      [],
      flagsOf("mbrPlus"),
      "Released to holders of the MBR-Plus add-on. Add MBR-Plus to your subscription to download it.",
      "Add MBR-Plus",
    ],
    [
      "basic",
      [],
      flagsOf("mbrPlus"),
      "Released to holders of the MBR-Plus add-on. Upgrade to Standard and add MBR-Plus to download it.",
      "Upgrade to Standard",
    ],
    [
      "graduate",
      [],
      flagsOf("bid"),
      "Released to Standard, Premium and MBR subscribers. Upgrade to Standard to download it.",
      "Upgrade to Standard",
    ],
    [
      "premium",
      [],
      flagsOf("academia"),
      "Released to academic subscribers. Your Premium subscription does not include it.",
      null,
    ],
    [
      "premium",
      ["mbr-plus"],
      flagsOf(),
      "This record is not released for download to any subscription.",
      null,
    ],
  ] as const)("%s %j on %j", (role, addOnsType, flags, message, actionLabel) => {
    const refusal = downloadRefusal(flags, { role, addOnsType });
    expect(refusal?.message).toBe(message);
    expect(refusal?.action?.label ?? null).toBe(actionLabel);
  });

  it.each([
    [
      "basic",
      flagsOf("basic"),
      "Your subscription has expired. Renew it to download data and see record files.",
      "Renew your subscription",
    ],
    [
      "basic",
      flagsOf("standard", "premium"),
      "Your subscription has expired. Released to Standard and Premium subscribers. Upgrade to Standard to download it.",
      "Upgrade to Standard",
    ],
  ] as const)("expired %s on %j", (role, flags, message, actionLabel) => {
    const refusal = downloadRefusal(flags, { role, addOnsType: [], isExpired: true });
    expect(refusal?.message).toBe(message);
    expect(refusal?.action?.label ?? null).toBe(actionLabel);
  });
});
