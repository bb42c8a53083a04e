import { describe, expect, it } from "vitest";
import { ADD_ONS, STAFF_ROLES, TIERS, type Tier } from "../enums.ts";
import { DOWNLOAD_FLAGS, type DownloadFlag, type DownloadFlags, downloadDecision } from "./download.ts";

/** All 2^6 combinations of the six flags. */
const COMBINATIONS: DownloadFlags[] = Array.from(
  { length: 2 ** DOWNLOAD_FLAGS.length },
  (_, bits) =>
    Object.fromEntries(DOWNLOAD_FLAGS.map((flag, i) => [flag, (bits & (1 << i)) !== 0])) as DownloadFlags,
);

/** The expected mapping, written out independently of the implementation's table. */
const EXPECTED_FLAGS: Record<Tier, DownloadFlag[]> = {
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

const label = (flags: DownloadFlags) => DOWNLOAD_FLAGS.filter((f) => flags[f]).join("+") || "no flags";

describe("downloadDecision: every tier against every flag combination", () => {
  it("covers 64 combinations", () => {
    expect(COMBINATIONS).toHaveLength(64);
    expect(new Set(COMBINATIONS.map(label)).size).toBe(64);
  });

  for (const tier of TIERS) {
    it(`${tier} downloads exactly when one of ${EXPECTED_FLAGS[tier].join(", ") || "no flag"} is set`, () => {
      for (const flags of COMBINATIONS) {
        const decision = downloadDecision(flags, { role: tier, addOnsType: [] });
        const expected = EXPECTED_FLAGS[tier].some((f) => flags[f]);
        expect(decision.allowed, `${tier} with ${label(flags)}`).toBe(expected);
        if (expected) {
          expect(decision.reason).toBe("tier");
          expect(flags[decision.flags[0]]).toBe(true);
        } else {
          expect(decision.reason).toBe(EXPECTED_FLAGS[tier].length ? "not-in-tier" : "no-download-right");
          expect(decision.message).not.toBe("");
        }
      }
    });
  }

  for (const role of STAFF_ROLES) {
    it(`staff (${role}) downloads every combination`, () => {
      for (const flags of COMBINATIONS) {
        expect(downloadDecision(flags, { role, addOnsType: [] })).toMatchObject({
          allowed: true,
          reason: "staff",
        });
      }
    });
  }
});

describe("downloadDecision: add-ons", () => {
  it("the MBR+ add-on opens exactly the records with the MBR+ flag beyond the tier's own", () => {
    for (const flags of COMBINATIONS) {
      const decision = downloadDecision(flags, { role: "basic", addOnsType: ["mbr-plus"] });
      expect(decision.allowed, label(flags)).toBe(flags.basic || flags.mbrPlus);
      if (!flags.basic && flags.mbrPlus)
        expect(decision).toMatchObject({ reason: "add-on", flags: ["mbrPlus"] });
    }
  });

  it("the MBR add-on adds the bid (MBR) flag", () => {
    for (const flags of COMBINATIONS) {
      const decision = downloadDecision(flags, { role: "graduate", addOnsType: ["mbr"] });
      expect(decision.allowed, label(flags)).toBe(flags.academia || flags.bid);
    }
  });

  it.each(["mpm-study", "vdr"] as const)("the %s add-on adds no download right", (addOn) => {
    for (const flags of COMBINATIONS) {
      expect(downloadDecision(flags, { role: "basic", addOnsType: [addOn] }).allowed).toBe(flags.basic);
    }
  });

  it("without any add-on the MBR+ flag alone opens nothing to a customer", () => {
    const onlyMbrPlus = { ...COMBINATIONS[0], mbrPlus: true };
    for (const tier of TIERS)
      expect(downloadDecision(onlyMbrPlus, { role: tier, addOnsType: [] }).allowed).toBe(false);
  });
});

describe("downloadDecision: expired subscriptions", () => {
  it("an expired user downloads nothing and is told to renew, whatever the flags and add-ons", () => {
    const all = COMBINATIONS[63];
    for (const tier of TIERS) {
      const decision = downloadDecision(all, { role: tier, addOnsType: [...ADD_ONS], isExpired: true });
      expect(decision).toMatchObject({ allowed: false, reason: "expired" });
      expect(decision.message).toMatch(/Renew/);
    }
  });
});
