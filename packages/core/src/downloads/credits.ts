import { isStaffRole, type UserRole } from "../enums.ts";

/** Volume is metered in started gibibytes of one record's files. */
export const GIB = 1024 ** 3;

/**
 * Bytes one credit buys, by who downloads (docs/decisions.md "What a download package costs"):
 * the subscription includes the right to a record (its flags), credits pay for the volume.
 * Premium's higher price includes half the rate; the academic tiers (study plans) and staff spend
 * nothing. `null`: included, no credits.
 */
export function bytesPerCredit(role: UserRole): number | null {
  if (isStaffRole(role)) return null;
  switch (role) {
    case "graduate":
    case "research":
    case "academic":
    case "international-graduate":
    case "international-research":
    case "international-academic":
      return null;
    case "premium":
      return 2 * GIB;
    default:
      return GIB;
  }
}

/** Credits of one record's files: one per started unit of volume, at least one; 0 when included. */
export function itemCredits(sizeBytes: number, role: UserRole): number {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0)
    throw new RangeError("sizeBytes must be a whole number ≥ 0");
  const unit = bytesPerCredit(role);
  if (unit === null) return 0;
  return Math.max(1, Math.ceil(sizeBytes / unit));
}

/** A package costs the sum of its items' credits, so cancelling an item refunds exactly its own. */
export function packageCredits(itemSizes: readonly number[], role: UserRole): number {
  return itemSizes.reduce((sum, size) => sum + itemCredits(size, role), 0);
}
