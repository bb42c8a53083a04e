/**
 * A data pack's price spread over its records so the shares sum to the price exactly (largest
 * remainder, weighted by each record's size; equal shares when nothing has a size). Taking a pack
 * spends the sum, and cancelling one record of the package refunds its own share.
 */
export function spreadCredits(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError("total must be a whole number ≥ 0");
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? BigInt(Math.round(w)) : 0n));
  const sum = positive.reduce((s, w) => s + w, 0n);
  const used = sum === 0n ? weights.map(() => 1n) : positive;
  const whole = used.reduce((s, w) => s + w, 0n);
  const price = BigInt(total);
  // Products stay exact in BigInt: a price of a million credits over terabytes does not round.
  const shares = used.map((w) => (price * w) / whole);
  const remainders = used.map((w, i) => ({ i, r: (price * w) % whole }));
  let left = Number(price - shares.reduce((s, v) => s + v, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] += 1n;
    left--;
  }
  return shares.map(Number);
}
