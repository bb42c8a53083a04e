import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PortalOrigin } from "../../lib/origin.ts";
import type { BetterAuth } from "./better-auth.ts";
import { pathOf } from "./callback-url.ts";
import { toFetchHeaders } from "./http.ts";
import { requestSignInLink } from "./service.ts";

/**
 * Sends a sign-in link for a request (next-auth's `signin/email` and the main app's
 * `email/request-token` both call it): the link lands on the portal's link origin (PUBLIC_URL's
 * when set) and carries only the callback's path; limits are per address and per account.
 */
export function sendSignInLinkFor(
  request: FastifyRequest,
  deps: { auth: BetterAuth; db: Database; config: Config; origins: PortalOrigin },
  input: { email: string; callback: URL },
): Promise<void> {
  return requestSignInLink(
    { auth: deps.auth, db: deps.db, limits: deps.config.signInLimits },
    {
      email: input.email,
      callbackUrl: pathOf(input.callback),
      linkOrigin: deps.origins.forLinks(request),
      address: request.ip,
      headers: toFetchHeaders(request),
      onLimited: () => request.log.warn("sign-in link request over the e-mail limits: nothing sent"),
    },
  );
}
