import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed download links: what a downloader script uses instead of the browser's session cookie.
 * The token is `<expiry in seconds>.<HMAC-SHA256>` (base64url) over the package, its owner and that
 * expiry, keyed by a key derived from the server's secret (AUTH_SECRET) for this one purpose, so a
 * token made for one package or user opens nothing else, and nothing else's MAC is a token.
 */
export interface SignedLinkSubject {
  packageId: string;
  userId: string;
}

export type SignedLinkCheck =
  | { ok: true; expiresAt: Date }
  | { ok: false; reason: "malformed" | "invalid" | "expired"; expiresAt?: Date };

const PURPOSE = "strata download link v1";
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac("sha256", secret).update(PURPOSE).digest();

function mac(secret: string, subject: SignedLinkSubject, expiresAtSeconds: number): Buffer {
  return createHmac("sha256", keyOf(secret))
    .update(`${subject.packageId}\n${subject.userId}\n${expiresAtSeconds}`)
    .digest();
}

/** A token for the subject, valid until `expiresAt` (a package's own expiry), to the second. */
export function signDownloadLink(secret: string, subject: SignedLinkSubject, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds}.${mac(secret, subject, seconds).toString("base64url")}`;
}

/** Checks a token for the subject in constant time; an expired token is told apart only when genuine. */
export function verifyDownloadLink(
  secret: string,
  token: string,
  subject: SignedLinkSubject,
  now = new Date(),
): SignedLinkCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: "malformed" };
  const seconds = Number(m[1]);
  const given = Buffer.from(m[2], "base64url");
  const expected = mac(secret, subject, seconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  const expiresAt = new Date(seconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired", expiresAt };
  return { ok: true, expiresAt };
}
