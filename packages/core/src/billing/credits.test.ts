import { describe, expect, it } from "vitest";
import { creditAdjustBodySchema, ringgitToSen, senToRinggit } from "./credits.ts";

describe("credit shapes", () => {
  it("reads ringgit as typed into integer sen, and back", () => {
    expect(ringgitToSen("5,000")).toBe(500_000);
    expect(ringgitToSen("40000.5")).toBe(4_000_050);
    expect(ringgitToSen("0.07")).toBe(7);
    expect(ringgitToSen("1.234")).toBeNull();
    expect(ringgitToSen("-1")).toBeNull();
    expect(ringgitToSen("abc")).toBeNull();
    expect(senToRinggit(4_000_050)).toBe("40000.50");
    expect(senToRinggit(500_000)).toBe("5000");
  });
  it("refuses a zero adjustment and one without a reason, in words", () => {
    const zero = creditAdjustBodySchema.safeParse({ credits: 0, reason: "Because" });
    expect(zero.error?.issues[0].message).toBe("An adjustment adds or takes at least one credit");
    const bare = creditAdjustBodySchema.safeParse({ credits: -3, reason: "" });
    expect(bare.error?.issues[0].message).toBe("Give the reason for the adjustment");
    expect(creditAdjustBodySchema.parse({ credits: -3, reason: " Correction " })).toEqual({
      credits: -3,
      reason: "Correction",
    });
  });
});
