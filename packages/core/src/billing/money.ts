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
  const subtotalSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
  const taxSen = taxOf(subtotalSen, rateBp);
  return { currency: CURRENCY, subtotalSen, taxRateBp: rateBp, taxSen, totalSen: subtotalSen + taxSen };
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
