import { describe, expect, it } from "vitest";
import { spreadCredits } from "./price.ts";

describe("spreading a data pack's price over its records", () => {
  it("sums to the price, shares following the records' sizes", () => {
    expect(spreadCredits(10, [500, 300, 200])).toEqual([5, 3, 2]);
    expect(spreadCredits(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadCredits(7, [100, 1, 1]).reduce((s, v) => s + v, 0)).toBe(7);
  });

  it("gives the leftover credits to the largest remainders, ties to the first", () => {
    expect(spreadCredits(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadCredits(5, [10, 35, 55])).toEqual([0, 2, 3]);
  });

  it("splits equally when no record has a size, and a free pack costs nothing per record", () => {
    expect(spreadCredits(3, [0, 0, 0])).toEqual([1, 1, 1]);
    expect(spreadCredits(0, [10, 20])).toEqual([0, 0]);
    expect(spreadCredits(5, [])).toEqual([]);
  });

  it("stays exact for large prices over terabyte records", () => {
    const shares = spreadCredits(999_999, [4e12, 3e12, 1]);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(999_999);
    expect(shares[2]).toBe(0);
  });
});
