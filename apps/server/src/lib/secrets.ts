import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Machine credentials (service accounts' keys and tokens, personal access tokens): a recognisable
 * prefix and 256 random bits, stored only as their SHA-256.
 */
export const newSecret = (prefix: string) => `${prefix}${randomBytes(32).toString("base64url")}`;

/** Only this is stored: a secret has 256 bits of entropy, so a plain SHA-256 is enough (no slow hash needed). */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Compares two SHA-256 hex digests in constant time. */
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

/** A date's `YYYY-MM-DD` as the end of that day (UTC): the last moment a credential works. */
export const endOfDay = (isoDay: string) => new Date(`${isoDay}T23:59:59.999Z`);
