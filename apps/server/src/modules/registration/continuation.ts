import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed continuation tokens: how a draft continues on another device. The draft's own token lives
 * in the tab that started it (only its hash is stored); a link sent by e-mail (the verification
 * link, or "continue my registration" from the sign-in page) hands the device that opens it a signed
 * token instead: `r1.<draft id>.<expiry in seconds>.<HMAC-SHA256>`, keyed by a key derived from the
 * server's secret for this one purpose. It is good until the draft's own expiry and opens that draft
 * only; a submitted draft takes no more changes whichever token reaches it.
 */
const PURPOSE = "strata registration continuation v1";
const TOKEN = /^r1\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac("sha256", secret).update(PURPOSE).digest();
const mac = (secret: string, draftId: string, seconds: number) =>
  createHmac("sha256", keyOf(secret)).update(`${draftId}\n${seconds}`).digest();

export const isSignedContinuation = (token: string) => token.startsWith("r1.");

export function signContinuation(secret: string, draftId: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `r1.${draftId}.${seconds}.${mac(secret, draftId, seconds).toString("base64url")}`;
}

/** The draft a genuine, unexpired token opens; null otherwise (compared in constant time). */
export function verifyContinuation(secret: string, token: string, now = new Date()): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, draftId, secondsText, given] = m;
  const seconds = Number(secondsText);
  const expected = mac(secret, draftId, seconds);
  const got = Buffer.from(given, "base64url");
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  return seconds * 1000 > now.getTime() ? draftId : null;
}
