import { z } from "zod";
import { CURRENCY } from "../enums.ts";

/** Service tax (SST) in basis points: 800 = 8 %. The server reads the rate from configuration. */
export const DEFAULT_SST_RATE_BP = 800;

/** One line of an invoice: what was sold, how many, at what unit price (integer sen). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitSen: number;
  amountSen: number;
}

export interface InvoiceTotals {
  currency: typeof CURRENCY;
  subtotalSen: number;
  taxRateBp: number;
  taxSen: number;
  totalSen: number;
}

/**
 * Tax of an amount at a rate in basis points, rounded half up to the sen, in integers only:
 * (amount × rate + 5000) ÷ 10000 with integer division. Computed once per invoice on the subtotal
 * (never per line, so lines never disagree with the total by a rounding sen).
 */
export function taxOf(amountSen: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountSen) || amountSen < 0)
    throw new RangeError("amountSen must be a whole sen ≥ 0");
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new RangeError("rateBp must be 0–10000");
  const product = BigInt(amountSen) * BigInt(rateBp);
  return Number((product + 5000n) / 10000n);
}

/** A line from quantity and unit price. */
export function lineOf(description: string, quantity: number, unitSen: number): InvoiceLine {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError("quantity must be a whole number ≥ 1");
  if (!Number.isSafeInteger(unitSen) || unitSen < 0) throw new RangeError("unitSen must be a whole sen ≥ 0");
  return { description, quantity, unitSen, amountSen: quantity * unitSen };
}

/** The invoice's totals: the lines' sum, tax once on it, and the total. */
export function totalsOf(lines: readonly InvoiceLine[], rateBp: number): InvoiceTotals {
  return breakdownOf(
    lines.reduce((sum, line) => sum + line.amountSen, 0),
    rateBp,
  );
}

/**
 * A price with its tax broken out: the one rule every screen, e-mail and invoice uses, so that an
 * application, its invoice and its payment carry the same subtotal, SST and total.
 */
export type PriceBreakdown = InvoiceTotals;

export const priceBreakdownSchema = z.object({
  currency: z.literal(CURRENCY),
  /** Before SST. */
  subtotalSen: z.number().int().min(0),
  taxRateBp: z.number().int().min(0).max(10_000),
  taxSen: z.number().int().min(0),
  /** Subtotal plus SST: what the invoice asks and the payment pays. */
  totalSen: z.number().int().min(0),
});

/** The breakdown of an amount before SST at a rate in basis points (tax rounded half up, once). */
export function breakdownOf(subtotalSen: number, rateBp: number): PriceBreakdown {
  const taxSen = taxOf(subtotalSen, rateBp);
  return { currency: CURRENCY, subtotalSen, taxRateBp: rateBp, taxSen, totalSen: subtotalSen + taxSen };
}

/** "RM 64,000.00" from sen: the one money formatter of screens, e-mails and documents. */
export function formatMyr(amountSen: number): string {
  if (!Number.isSafeInteger(amountSen)) throw new RangeError("amountSen must be a whole number of sen");
  const sign = amountSen < 0 ? "-" : "";
  const abs = Math.abs(amountSen);
  const ringgit = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}RM ${ringgit}.${String(abs % 100).padStart(2, "0")}`;
}

/** Whether a single amount shown includes SST: every amount says which. */
export type SstBasis = "incl" | "excl";

/** "RM 69,120.00 incl. SST" or "RM 64,000.00 excl. SST": a single amount that says whether SST is in it. */
export function formatMyrSst(amountSen: number, basis: SstBasis): string {
  return `${formatMyr(amountSen)} ${basis}. SST`;
}

/** "Service tax (SST 8%)": the tax line's label wherever a breakdown is shown. */
export const sstLineLabel = (rateBp: number) => `Service tax (SST ${formatRateBp(rateBp)})`;

/** The figures a breakdown shows (an invoice row or a response's price). */
export type BreakdownFigures = Pick<PriceBreakdown, "subtotalSen" | "taxRateBp" | "taxSen" | "totalSen">;

/** The breakdown's rows as every screen and e-mail shows them: subtotal, SST, total. */
export function breakdownRows(price: BreakdownFigures): { label: string; amount: string; total: boolean }[] {
  return [
    { label: "Subtotal (excl. SST)", amount: formatMyr(price.subtotalSen), total: false },
    { label: sstLineLabel(price.taxRateBp), amount: formatMyr(price.taxSen), total: false },
    { label: "Total (incl. SST)", amount: formatMyr(price.totalSen), total: true },
  ];
}

/** The breakdown as plain text lines, for e-mails. */
export function breakdownText(price: BreakdownFigures): string {
  return breakdownRows(price)
    .map((row) => `${row.label}: ${row.amount}`)
    .join("\n");
}

/** An invoice number: INV-<year>-<sequence of 6 digits>, gapless per year. */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, "0")}`;
}

/** "8%" or "6.5%" from basis points, for the invoice and its PDF (no floats: integer parts). */
export function formatRateBp(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = rateBp % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}%`;
}
