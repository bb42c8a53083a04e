import { describe, expect, it } from "vitest";
import { ADD_ONS, TIERS } from "./enums.ts";
import { addOnLabel, addOnsText, gisRoleForTier, planName, tierDisplayGroup, tierLabel } from "./tiers.ts";

describe("tierDisplayGroup", () => {
  it.each([
    ["academic", "Graduate"],
    ["graduate", "Graduate"],
    ["research", "Research"],
    ["bid-round", "MBR"],
    ["mbr", "MBR"],
    ["vdr", "Basic"],
    ["mpm-study", "MPMStudy"],
    ["basic", "Basic"],
    ["standard", "Standard"],
    ["premium", "Premium"],
    ["international-graduate", "International Graduate"],
    ["international-research", "International Research"],
    ["international-academic", "International Academic"],
  ] as const)("shows %s as %s", (tier, group) => {
    expect(tierDisplayGroup(tier)).toBe(group);
  });
});

describe("tierLabel", () => {
  it("names each tier itself", () => {
    expect(tierLabel("academic")).toBe("Academic");
    expect(tierLabel("bid-round")).toBe("Bid Round");
    expect(tierLabel("mpm-study")).toBe("MPM Study");
    expect(tierLabel("vdr")).toBe("VDR");
  });

  it("has a label for every tier", () => {
    for (const tier of TIERS) expect(tierLabel(tier)).toMatch(/\S/);
  });
});

describe("gisRoleForTier", () => {
  it("maps tiers of one display group to one GIS role", () => {
    expect(gisRoleForTier("academic")).toBe(gisRoleForTier("graduate"));
    expect(gisRoleForTier("bid-round")).toBe(gisRoleForTier("mbr"));
    expect(gisRoleForTier("premium")).toBe("Premium");
  });

  it("maps VDR like basic, whose rights it carries", () => {
    expect(gisRoleForTier("vdr")).toBe("Basic");
  });

  it("raises the spec's error for MPM study, which has no GIS role", () => {
    expect(() => gisRoleForTier("mpm-study")).toThrow(new Error("Invalid GIS user role type"));
  });
});

describe("planName", () => {
  it("shows the display group, with the tier's own name when it differs", () => {
    expect(planName("standard")).toBe("Standard");
    expect(planName("academic")).toBe("Graduate (Academic)");
    expect(planName("graduate")).toBe("Graduate");
    expect(planName("bid-round")).toBe("MBR (Bid Round)");
    expect(planName("vdr")).toBe("Basic (VDR)");
    expect(planName("mpm-study")).toBe("MPMStudy (MPM Study)");
  });
});

describe("addOnLabel", () => {
  it("names each add-on without its code", () => {
    expect(addOnLabel("mbr-plus")).toBe("MBR-Plus");
    expect(addOnLabel("mpm-study")).toBe("MPM Study");
    for (const addOn of ADD_ONS) expect(addOnLabel(addOn)).not.toMatch(/^[a-z-]+$/);
  });

  it("lists add-ons in words, or None", () => {
    expect(addOnsText(["mbr", "mbr-plus"])).toBe("MBR, MBR-Plus");
    expect(addOnsText([])).toBe("None");
  });
});
