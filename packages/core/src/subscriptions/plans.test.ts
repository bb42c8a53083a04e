import { describe, expect, it } from "vitest";
import { customerApplicationAmount, kindIssues } from "./customer-applications.ts";
import { addDuration, priceOf } from "./plans.ts";

describe("plans and prices", () => {
  it("prices per-year plans by the year and adds add-ons", () => {
    expect(priceOf({ planType: "standard", duration: { value: 3, unit: "years" } })).toBe(192_000_00);
    expect(priceOf({ planType: "premium", duration: { value: 1, unit: "years" }, addOns: ["vdr"] })).toBe(
      114_000_00,
    );
    expect(priceOf({ planType: "basic", duration: null })).toBe(0);
    expect(priceOf({ planType: "bid-round", duration: { value: 1, unit: "years" } })).toBe(40_000_00);
  });

  it("adds calendar years, months and days", () => {
    const from = new Date("2024-02-29T00:00:00Z");
    expect(addDuration(from, { value: 1, unit: "years" }).toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(addDuration(from, { value: 1, unit: "months" }).toISOString()).toBe("2024-03-29T00:00:00.000Z");
    expect(addDuration(from, { value: 30, unit: "days" }).toISOString()).toBe("2024-03-30T00:00:00.000Z");
  });
});

describe("customer application kinds", () => {
  const current = { planType: "standard" as const, addOnsType: ["mbr" as const] };
  const choice = (planType: "basic" | "standard" | "premium", addOnsType: ("mbr" | "vdr")[] = []) => ({
    planType,
    duration: { value: 1, unit: "years" as const },
    addOnsType,
    bidRoundId: null,
  });

  it("upgrade to a dearer plan, downgrade to a cheaper one, renewal keeps the plan", () => {
    expect(kindIssues({ kind: "upgrade", choice: choice("premium") }, current)).toEqual([]);
    expect(kindIssues({ kind: "upgrade", choice: choice("basic") }, current)[0].path).toBe("choice.planType");
    expect(kindIssues({ kind: "downgrade", choice: choice("premium") }, current)[0].path).toBe(
      "choice.planType",
    );
    expect(kindIssues({ kind: "renewal", choice: choice("standard") }, current)).toEqual([]);
    expect(kindIssues({ kind: "renewal", choice: choice("premium") }, current)).toHaveLength(1);
  });

  it("an add-on costs only the add-ons it adds; an amendment nothing", () => {
    expect(
      customerApplicationAmount({ kind: "add-on", choice: choice("standard", ["mbr", "vdr"]) }, current),
    ).toBe(30_000_00);
    expect(kindIssues({ kind: "add-on", choice: choice("standard", ["mbr"]) }, current)[0].path).toBe(
      "choice.addOnsType",
    );
    expect(customerApplicationAmount({ kind: "amendment", details: { address: "x" } }, current)).toBe(0);
  });
});
