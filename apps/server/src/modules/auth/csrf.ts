import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/errors.ts";
import { CSRF_COOKIE, CSRF_COOKIE_SECURE } from "./constants.ts";

/**
 * next-auth's double-submit CSRF token: the cookie holds `token|hmac(token)`, the form repeats the
 * token. The HMAC lets any instance verify the cookie without storing anything, and an attacker who
 * can plant a cookie still cannot make one that verifies.
 */
export function createCsrfProtection(config: Config) {
  const cookieName = config.secureCookies ? CSRF_COOKIE_SECURE : CSRF_COOKIE;
  const sign = (token: string) => createHmac("sha256", config.authSecret).update(token).digest("hex");

  /** The token of a valid cookie, or null. */
  function tokenFromCookie(request: FastifyRequest): string | null {
    const value = request.cookies[cookieName];
    if (!value) return null;
    const [token, signature] = value.split("|");
    if (!token || !signature) return null;
    const expected = Buffer.from(sign(token));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
  }

  return {
    /** Reuses the token of a valid cookie so that several open tabs keep working; otherwise sets a new one. */
    issue(request: FastifyRequest, reply: FastifyReply): string {
      const existing = tokenFromCookie(request);
      if (existing) return existing;
      const token = randomBytes(32).toString("hex");
      reply.setCookie(cookieName, `${token}|${sign(token)}`, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
      });
      return token;
    },

    /** Throws 403 CSRF_TOKEN_INVALID unless the form's token matches a valid cookie. */
    verify(request: FastifyRequest, formToken: string | undefined) {
      const token = tokenFromCookie(request);
      const given = Buffer.from(formToken ?? "");
      const valid =
        token !== null && given.length === token.length && timingSafeEqual(given, Buffer.from(token));
      if (!valid) {
        throw new AppError(
          "CSRF_TOKEN_INVALID",
          "The CSRF token is missing or does not match; fetch a new one from /api/auth/csrf.",
        );
      }
    },
  };
}

export type CsrfProtection = ReturnType<typeof createCsrfProtection>;
