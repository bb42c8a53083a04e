import { describe, expect, it } from "vitest";
import {
  breakdownOf,
  breakdownRows,
  breakdownText,
  formatMyr,
  formatMyrSst,
  formatRateBp,
  invoiceNumberOf,
  lineOf,
  taxOf,
  totalsOf,
} from "./money.ts";

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
  it("formats sen as ringgit with thousands and two decimals, never through a float", () => {
    expect(formatMyr(64_000_00)).toBe("RM 64,000.00");
    expect(formatMyr(69_120_00)).toBe("RM 69,120.00");
    expect(formatMyr(5)).toBe("RM 0.05");
    expect(formatMyr(0)).toBe("RM 0.00");
    expect(formatMyr(123_456_789_01)).toBe("RM 123,456,789.01");
    expect(formatMyr(-50)).toBe("-RM 0.50");
    expect(formatMyr(-1_234_56)).toBe("-RM 1,234.56");
    expect(() => formatMyr(1.5)).toThrow(RangeError);
  });
  it("says of a single amount whether SST is in it", () => {
    expect(formatMyrSst(64_000_00, "excl")).toBe("RM 64,000.00 excl. SST");
    expect(formatMyrSst(69_120_00, "incl")).toBe("RM 69,120.00 incl. SST");
  });
  it("breaks a price down into subtotal, SST and total, the tax rounded half up once", () => {
    expect(breakdownOf(64_000_00, 800)).toEqual({
      currency: "MYR",
      subtotalSen: 64_000_00,
      taxRateBp: 800,
      taxSen: 5_120_00,
      totalSen: 69_120_00,
    });
    // 12.5 sen of tax rounds up to 13, 12.48 down to 12; the total is always subtotal + tax.
    expect(breakdownOf(1_5625, 8).taxSen).toBe(13);
    expect(breakdownOf(1_56, 800)).toMatchObject({ taxSen: 12, totalSen: 1_68 });
    expect(breakdownOf(0, 800)).toMatchObject({ taxSen: 0, totalSen: 0 });
    // The same as the invoice's totals of the same amount in several lines.
    expect(breakdownOf(28, 800)).toEqual(totalsOf([lineOf("A", 3, 7), lineOf("B", 1, 7)], 800));
  });
  it("shows a breakdown as the same rows on screens and in e-mails", () => {
    const price = breakdownOf(64_000_00, 800);
    expect(breakdownRows(price).map((row) => [row.label, row.amount])).toEqual([
      ["Subtotal (excl. SST)", "RM 64,000.00"],
      ["Service tax (SST 8%)", "RM 5,120.00"],
      ["Total (incl. SST)", "RM 69,120.00"],
    ]);
    expect(breakdownText(price)).toBe(
      "Subtotal (excl. SST): RM 64,000.00\nService tax (SST 8%): RM 5,120.00\nTotal (incl. SST): RM 69,120.00",
    );
  });
});
