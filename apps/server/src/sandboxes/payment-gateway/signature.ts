import { createHmac } from "node:crypto";

/**
 * Billplz's X-Signature: every field but `x_signature` as a `keyvalue` string, sorted ascending
 * case-insensitively, joined with `|`, HMAC-SHA256 (hex) with the merchant's signature key. The
 * sandbox signs with its own copy of the rule, so a mistake in the app's verifier shows in tests.
 */
export function signFields(fields: Record<string, string>, signatureKey: string): string {
  const source = Object.entries(fields)
    .filter(([key]) => key !== "x_signature")
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join("|");
  return createHmac("sha256", signatureKey).update(source).digest("hex");
}
