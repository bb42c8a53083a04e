import { describe, expect, it } from "vitest";
import { GIB, itemCredits, packageCredits } from "./credits.ts";

describe("what a download costs", () => {
  it.each([
    // role, bytes, credits
    ["standard", 0, 1],
    ["standard", 1, 1],
    ["standard", GIB, 1],
    ["standard", GIB + 1, 2],
    ["standard", 5 * GIB, 5],
    ["premium", 1, 1],
    ["premium", 2 * GIB, 1],
    ["premium", 2 * GIB + 1, 2],
    ["premium", 5 * GIB, 3],
    ["mbr", 3 * GIB, 3],
    ["bid-round", 10, 1],
    ["graduate", 50 * GIB, 0],
    ["research", GIB, 0],
    ["international-academic", GIB, 0],
    ["admin", 50 * GIB, 0],
    ["data-admin", GIB, 0],
  ] as const)("%s, %d bytes: %d credits", (role, bytes, credits) => {
    expect(itemCredits(bytes, role)).toBe(credits);
  });

  it("sums per record, so an item's refund is its own credits", () => {
    expect(packageCredits([10, GIB + 1, 3 * GIB], "standard")).toBe(1 + 2 + 3);
    expect(packageCredits([], "standard")).toBe(0);
  });

  it("refuses a size that is not a whole number of bytes", () => {
    expect(() => itemCredits(-1, "standard")).toThrow(RangeError);
    expect(() => itemCredits(1.5, "standard")).toThrow(RangeError);
  });
});
