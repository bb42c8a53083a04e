import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-call";

/**
 * Reads the session token from a request's `Cookie` header, as better-auth writes it: the token, a
 * dot and the base64 HMAC-SHA256 of the token under the auth secret (the whole URI-encoded). A
 * missing cookie or a signature that does not match gives null. Checked here rather than through
 * better-auth's `getSession`, which reads the session and the user in two statements before ours
 * reads the user again with their organisation (see `loadViewerBySessionToken`).
 */
export function sessionTokenReader(cookieName: string, secret: string) {
  return (cookieHeader: string | undefined): string | null => {
    if (!cookieHeader) return null;
    const value = parseCookies(cookieHeader).get(cookieName);
    if (!value) return null;
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  };
}
