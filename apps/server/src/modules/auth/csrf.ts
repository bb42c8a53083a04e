import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { csrfTokenInvalid } from "../../lib/errors.ts";
import { CSRF_COOKIE, CSRF_COOKIE_SECURE, SESSION_COOKIE, SESSION_COOKIE_SECURE } from "./constants.ts";

/** What a token is bound to when there is no session cookie. */
const ANONYMOUS = "anon";

/**
 * next-auth's double-submit CSRF token, bound to the session it was issued for: the cookie holds
 * `token|hmac(token, session)`, the form repeats the token. The session is the session cookie's
 * value (or "anon" without one), so a pair lifted from one session (or planted in a browser) does
 * not verify with another session's cookie; signing in and out rotate the pair. The HMAC lets any
 * instance verify the cookie without storing anything.
 */
export function createCsrfProtection(config: Config) {
  const cookieName = config.secureCookies ? CSRF_COOKIE_SECURE : CSRF_COOKIE;
  const sessionCookieName = config.secureCookies ? SESSION_COOKIE_SECURE : SESSION_COOKIE;
  const sign = (token: string, session: string) =>
    createHmac("sha256", config.authSecret).update(`${token}|${session}`).digest("hex");
  const sessionOf = (request: FastifyRequest) => request.cookies[sessionCookieName] || ANONYMOUS;

  /** The token of a cookie that verifies for the request's session, or null. */
  function tokenFromCookie(request: FastifyRequest): string | null {
    const value = request.cookies[cookieName];
    if (!value) return null;
    const [token, signature] = value.split("|");
    if (!token || !signature) return null;
    const expected = Buffer.from(sign(token, sessionOf(request)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
  }

  function setNewToken(reply: FastifyReply, session: string): string {
    const token = randomBytes(32).toString("hex");
    reply.setCookie(cookieName, `${token}|${sign(token, session)}`, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
    });
    return token;
  }

  return {
    /**
     * Reuses the token of a cookie valid for this session so that several open tabs keep working;
     * otherwise (none, or one of another session) sets a new one.
     */
    issue(request: FastifyRequest, reply: FastifyReply): string {
      return tokenFromCookie(request) ?? setNewToken(reply, sessionOf(request));
    },

    /**
     * Sets a new token for the session a response starts or ends: after signing in, the
     * session-cookie value it sets (the Set-Cookie headers of `cookies`); after signing out, none.
     */
    rotate(reply: FastifyReply, cookies: Headers | null) {
      const prefix = `${sessionCookieName}=`;
      const line = cookies?.getSetCookie().find((c) => c.startsWith(prefix));
      const value = line ? decodeURIComponent(line.slice(prefix.length).split(";")[0]) : "";
      setNewToken(reply, value || ANONYMOUS);
    },

    /** Throws 403 CSRF_TOKEN_INVALID unless the token matches a cookie valid for this session. */
    verify(request: FastifyRequest, formToken: string | undefined) {
      const token = tokenFromCookie(request);
      const given = Buffer.from(formToken ?? "");
      const valid =
        token !== null && given.length === token.length && timingSafeEqual(given, Buffer.from(token));
      if (!valid) {
        throw csrfTokenInvalid(
          "The CSRF token is missing, does not match or belongs to another session; fetch a new one from /api/auth/csrf.",
        );
      }
    },
  };
}

export type CsrfProtection = ReturnType<typeof createCsrfProtection>;
