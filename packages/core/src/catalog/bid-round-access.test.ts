import { describe, expect, it } from "vitest";
import { ADD_ONS, type AddOn, STAFF_ROLES, TIERS, type UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { defineAbilityForServiceAccount, SERVICE_ACCOUNT_SCOPES } from "../service-accounts.ts";
import { canDownloadBidRoundDatasets, canSeeBidRoundLayers } from "./bid-round-access.ts";
import { downloadDecision } from "./download.ts";

const user = (role: UserRole, addOnsType: AddOn[] = [], isExpired = false) => ({
  id: "u1",
  role,
  addOnsType,
  isPrimary: false,
  isExpired,
});

/** [datasets (download records flagged bid), layers (the bid-round map layers)] of each tier alone. */
const TIER_TABLE: Record<(typeof TIERS)[number], [boolean, boolean]> = {
  basic: [false, false],
  standard: [true, false],
  premium: [true, false],
  graduate: [false, false],
  research: [false, false],
  academic: [false, false],
  "international-graduate": [false, false],
  "international-research": [false, false],
  "international-academic": [false, false],
  mbr: [true, true],
  "bid-round": [true, true],
  "mpm-study": [false, false],
  vdr: [false, false],
};

/** What each add-on gives a basic user. */
const ADD_ON_TABLE: Record<AddOn, [boolean, boolean]> = {
  mbr: [true, true],
  "mbr-plus": [false, false],
  "mpm-study": [false, false],
  vdr: [false, false],
};

const BID_ONLY = {
  basic: false,
  standard: false,
  premium: false,
  bid: true,
  academia: false,
  mbrPlus: false,
};

describe("bid-round access", () => {
  it("covers every tier and add-on in its tables", () => {
    expect(Object.keys(TIER_TABLE).sort()).toEqual([...TIERS].sort());
    expect(Object.keys(ADD_ON_TABLE).sort()).toEqual([...ADD_ONS].sort());
  });

  it.each(TIERS)("%s: datasets and layers as the table says", (tier) => {
    const [datasets, layers] = TIER_TABLE[tier];
    const u = user(tier);
    expect(canDownloadBidRoundDatasets(u)).toBe(datasets);
    expect(canSeeBidRoundLayers(defineAbilityFor(u))).toBe(layers);
    // The record page's download decision agrees with the dataset rule on a record flagged bid only.
    expect(downloadDecision(BID_ONLY, u).allowed).toBe(datasets);
  });

  it.each(ADD_ONS)("the %s add-on on a basic user", (addOn) => {
    const [datasets, layers] = ADD_ON_TABLE[addOn];
    const u = user("basic", [addOn]);
    expect(canDownloadBidRoundDatasets(u)).toBe(datasets);
    expect(canSeeBidRoundLayers(defineAbilityFor(u))).toBe(layers);
    expect(downloadDecision(BID_ONLY, u).allowed).toBe(datasets);
  });

  it("standard and premium download bid-round datasets (section 9) but are not shown the layers (section 6)", () => {
    for (const tier of ["standard", "premium"] as const) {
      expect(canDownloadBidRoundDatasets(user(tier))).toBe(true);
      expect(canSeeBidRoundLayers(defineAbilityFor(user(tier)))).toBe(false);
      // The MBR add-on brings the MBR tier's visualisation.
      expect(canSeeBidRoundLayers(defineAbilityFor(user(tier, ["mbr"])))).toBe(true);
    }
  });

  it("an expired subscription downloads no bid-round dataset", () => {
    for (const tier of ["standard", "premium", "mbr", "bid-round"] as const) {
      expect(canDownloadBidRoundDatasets(user(tier, [], true))).toBe(false);
      expect(downloadDecision(BID_ONLY, user(tier, [], true)).allowed).toBe(false);
    }
  });

  /** Staff download every record; the layers need the web map and MBR or bid rounds (section 6). */
  const STAFF_LAYERS: Record<(typeof STAFF_ROLES)[number], boolean> = {
    superadmin: true,
    admin: false,
    loa: false,
    finance: false,
    "data-admin": true,
    "system-admin": true,
    // MBR admin manages applications and VDR and views bid rounds, but section 6 gives it no web map.
    "mbr-admin": false,
  };

  it.each(STAFF_ROLES)("staff %s: every dataset; the layers as the table says", (role) => {
    expect(canDownloadBidRoundDatasets(user(role))).toBe(true);
    expect(canSeeBidRoundLayers(defineAbilityFor(user(role)))).toBe(STAFF_LAYERS[role]);
  });
});

describe("service accounts and the bid-round layers", () => {
  it("the bid-rounds:read scope shows them; no other scope does, alone or together", () => {
    expect(canSeeBidRoundLayers(defineAbilityForServiceAccount(["bid-rounds:read"]))).toBe(true);
    const others = SERVICE_ACCOUNT_SCOPES.filter((s) => s !== "bid-rounds:read");
    expect(canSeeBidRoundLayers(defineAbilityForServiceAccount(others))).toBe(false);
  });
});
