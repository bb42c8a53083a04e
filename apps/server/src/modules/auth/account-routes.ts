import { apiErrorSchema } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tokenInvalid } from "../../lib/errors.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { pathOf, resolveCallbackUrl } from "./callback-url.ts";
import { AUTH_PAGES } from "./constants.ts";
import { forwardCookies, toFetchHeaders } from "./http.ts";
import type { AuthRouteDeps } from "./routes.ts";
import {
  emailCallbackQuerySchema,
  forgotPasswordBodySchema,
  okResponseSchema,
  requestTokenBodySchema,
  resetPasswordBodySchema,
  tokenBodySchema,
  validateTokenResponseSchema,
} from "./schema.ts";
import { findSignInLinkEmail, requestPasswordReset, resetPassword, signInWithLink } from "./service.ts";
import { sendSignInLinkFor } from "./sign-in-link.ts";

const errorPage = (error: string) => `${AUTH_PAGES.error}?${new URLSearchParams({ error })}`;

/** The main app's auth calls (spec section 7, "Auth"): sign-in links and password reset, as JSON. */
export async function registerAccountRoutes(app: FastifyInstance, deps: Omit<AuthRouteDeps, "csrf">) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, auth } = deps;
  const origins = createPortalOrigin(config);
  const callbackOf = (request: FastifyRequest, value: string | undefined) =>
    resolveCallbackUrl(value, {
      requestOrigin: origins.ofRequest(request),
      publicOrigin: origins.publicOrigin,
    });

  api.post(
    "/email/request-token",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "sendSignInLink",
        tags: ["Auth"],
        summary:
          "E-mail a sign-in link (sends nothing, yet answers the same, for an address without an account)",
        body: requestTokenBodySchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const callback = callbackOf(request, request.body.requestedFrom);
      await sendSignInLinkFor(request, { ...deps, origins }, { email: request.body.email, callback });
      return { ok: true as const };
    },
  );

  api.post(
    "/email/validate",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "validateSignInLink",
        tags: ["Auth"],
        summary: "Check a sign-in link's token without using it up",
        body: tokenBodySchema,
        response: { 200: validateTokenResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const email = await findSignInLinkEmail({ auth }, request.body.token);
      if (!email) throw tokenInvalid();
      return { valid: true as const, email };
    },
  );

  api.get(
    "/callback/email",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "followSignInLink",
        tags: ["Auth"],
        summary:
          "Follow a sign-in link: sets the session cookie and redirects to callbackUrl, or to the error page",
        querystring: emailCallbackQuerySchema,
        response: { 302: z.null().describe("Redirect (Location header)"), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Relative to where the link was followed, so the browser stays where the session cookie was set.
      const callbackUrl = pathOf(callbackOf(request, request.query.callbackUrl));
      const outcome = await signInWithLink(
        { auth },
        { token: request.query.token, headers: toFetchHeaders(request) },
      );
      if (!outcome.ok) return reply.redirect(errorPage(outcome.error));
      forwardCookies(reply, outcome.cookies);
      return reply.redirect(callbackUrl);
    },
  );

  api.post(
    "/password/forgot",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "requestPasswordReset",
        tags: ["Auth"],
        summary: "E-mail a password-reset link (always answers ok)",
        description:
          "Answers ok whether or not the address has an account, and sends nothing over the limits (per account and per client address an hour).",
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { auth, db, limits: config.signInLimits },
        {
          email: request.body.email,
          linkOrigin: origins.forLinks(request),
          address: request.ip,
          onMailError: (err) => request.log.error({ err }, "password-reset e-mail not sent"),
          onLimited: () => request.log.warn("password-reset request over the e-mail limits: nothing sent"),
        },
      );
      return { ok: true as const };
    },
  );

  api.post(
    "/password/reset",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "resetPassword",
        tags: ["Auth"],
        summary: "Set a new password with a reset token; ends every session of the user",
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await resetPassword({ auth }, request.body);
      return { ok: true as const };
    },
  );
}
