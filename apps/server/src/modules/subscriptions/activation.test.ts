import { describe, expect, it } from "vitest";
import { subscriptionAfterApproval } from "./activation.ts";

const NOW = new Date("2026-06-01T00:00:00Z");
const END = new Date("2026-09-01T00:00:00Z");
const current = {
  planType: "standard",
  status: "active",
  addOnsType: ["mbr"],
  startsAt: new Date("2025-09-01T00:00:00Z"),
  endsAt: END,
} as never;
const application = (kind: string, extra: object = {}) =>
  ({
    kind,
    planType: "standard",
    durationValue: 1,
    durationUnit: "years",
    addOnsType: [],
    ...extra,
  }) as never;

describe("what an approval activates", () => {
  it("a renewal extends from the end of the current period", () => {
    expect(subscriptionAfterApproval(application("renewal"), current, NOW)).toMatchObject({
      status: "active",
      endsAt: new Date("2027-09-01T00:00:00Z"),
    });
  });

  it("a renewal of an expired period starts now", () => {
    const expired = {
      ...(current as object),
      status: "expired",
      endsAt: new Date("2026-01-01T00:00:00Z"),
    } as never;
    expect(subscriptionAfterApproval(application("renewal"), expired, NOW)).toMatchObject({
      startsAt: NOW,
      endsAt: new Date("2027-06-01T00:00:00Z"),
    });
  });

  it("an upgrade takes effect now with a new period, keeping the add-ons", () => {
    expect(
      subscriptionAfterApproval(application("upgrade", { planType: "premium" }), current, NOW),
    ).toMatchObject({
      planType: "premium",
      addOnsType: ["mbr"],
      startsAt: NOW,
      endsAt: new Date("2027-06-01T00:00:00Z"),
    });
  });

  it("a downgrade waits for the end of the period", () => {
    expect(subscriptionAfterApproval(application("downgrade", { planType: "basic" }), current, NOW)).toEqual({
      pendingPlanType: "basic",
    });
  });

  it("an add-on adds to the add-ons and leaves the period", () => {
    expect(subscriptionAfterApproval(application("add-on", { addOnsType: ["vdr"] }), current, NOW)).toEqual({
      addOnsType: ["mbr", "vdr"],
    });
  });

  it("an add-on needs an active subscription", () => {
    const expired = { ...(current as object), status: "expired" } as never;
    expect(() =>
      subscriptionAfterApproval(application("add-on", { addOnsType: ["vdr"] }), expired, NOW),
    ).toThrow(/active subscription/);
  });
});
