import { describe, expect, it } from "vitest";
import { formatRateBp, invoiceNumberOf, lineOf, taxOf, totalsOf } from "./money.ts";

describe("money", () => {
  it("rounds tax half up to the sen, in integers", () => {
    expect(taxOf(6_400_000, 800)).toBe(512_000);
    expect(taxOf(1, 800)).toBe(0); // 0.08 sen
    expect(taxOf(7, 800)).toBe(1); // 0.56 sen → 1
    expect(taxOf(6, 800)).toBe(0); // 0.48 sen → 0
    expect(taxOf(Number.MAX_SAFE_INTEGER, 800)).toBe(720_575_940_379_279);
  });
  it("computes tax once on the subtotal, so the total is the lines plus that tax", () => {
    const lines = [lineOf("A", 3, 7), lineOf("B", 1, 7)];
    const totals = totalsOf(lines, 800);
    expect(totals).toEqual({ currency: "MYR", subtotalSen: 28, taxRateBp: 800, taxSen: 2, totalSen: 30 });
  });
  it("refuses fractions of a sen and negative amounts", () => {
    expect(() => taxOf(1.5, 800)).toThrow(RangeError);
    expect(() => taxOf(-1, 800)).toThrow(RangeError);
    expect(() => lineOf("x", 0, 1)).toThrow(RangeError);
  });
  it("numbers and rates read as people write them", () => {
    expect(invoiceNumberOf(2026, 42)).toBe("INV-2026-000042");
    expect(formatRateBp(800)).toBe("8%");
    expect(formatRateBp(650)).toBe("6.5%");
  });
});
