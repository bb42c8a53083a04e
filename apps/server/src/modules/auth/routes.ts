import { apiErrorSchema, SIGN_IN_LIMITED_ERROR, sessionSchema } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError, rateLimited, unknownProvider } from "../../lib/errors.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import type { BetterAuth } from "./better-auth.ts";
import { resolveCallbackUrl } from "./callback-url.ts";
import {
  AUTH_PAGES,
  CLIENT_LOG_BODY_LIMIT_BYTES,
  CLIENT_LOG_DETAILS_MAX_CHARS,
  CLIENT_LOG_LIMIT_PER_ADDRESS,
  CLIENT_LOG_WINDOW_SECONDS,
} from "./constants.ts";
import type { CsrfProtection } from "./csrf.ts";
import { forwardCookies, toFetchHeaders } from "./http.ts";
import { hitFixedWindow } from "./rate-limit.ts";
import {
  clientLogSchema,
  credentialsFormSchema,
  csrfResponseSchema,
  emailSignInFormSchema,
  emptyResponseSchema,
  providerParamsSchema,
  providersResponseSchema,
  signOutFormSchema,
  urlResponseSchema,
} from "./schema.ts";
import { type SignInError, signInWithPassword, signOut } from "./service.ts";
import { sendSignInLinkFor } from "./sign-in-link.ts";
import { loadViewer, toSessionObject } from "./viewer.ts";

export interface AuthRouteDeps {
  config: Config;
  db: Database;
  auth: BetterAuth;
  csrf: CsrfProtection;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The session when signed out: next-auth's client reads `{}` as "no session" (a `null` body makes it log an error). */
const signedOutSchema = z.object({}).strict().describe("Signed out");

/** The sign-in page on `origin` with a section-8 error value, as next-auth answers a failed sign-in. */
export function signInErrorUrl(origin: string, error: SignInError, callbackUrl: string): string {
  const url = new URL(AUTH_PAGES.signIn, origin);
  url.search = new URLSearchParams({ error, callbackUrl }).toString();
  return url.href;
}

/**
 * The authentication contract of spec section 7 (next-auth v4 shapes) under /api/auth, so that
 * next-auth's browser client works unchanged. Every `url` answered is absolute, on the origin the
 * request came to (the client runs `new URL(url)`). A failed sign-in answers `{ url }` with an
 * `error` parameter (401 wrong credentials, 403 access denied, as next-auth does); malformed
 * requests answer a 4xx in the API's one error shape.
 */
export async function registerAuthContractRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, auth, csrf } = deps;
  const origins = createPortalOrigin(config);
  const callbackOf = (request: FastifyRequest, value: string | undefined) =>
    resolveCallbackUrl(value, {
      requestOrigin: origins.ofRequest(request),
      publicOrigin: origins.publicOrigin,
    });

  const providerOnly = (provider: string) => async (request: FastifyRequest) => {
    const params = request.params as { provider?: string };
    if (params.provider !== provider) {
      throw unknownProvider(`There is no sign-in provider "${params.provider}" here.`);
    }
  };
  // Runs before body validation, so a forged request is refused whatever else is wrong with it.
  const verifyCsrf = async (request: FastifyRequest) => {
    const body = request.body as { csrfToken?: unknown } | undefined;
    csrf.verify(request, typeof body?.csrfToken === "string" ? body.csrfToken : undefined);
  };

  api.get(
    "/session",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "getSession",
        tags: ["Auth"],
        summary: "The current session, or {} when signed out",
        response: { 200: z.union([sessionSchema, signedOutSchema]) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Unlike resolveViewer, this read may extend an ageing session; the refreshed cookie goes back.
      const result = await auth.api.getSession({ headers: toFetchHeaders(request), returnHeaders: true });
      forwardCookies(reply, result.headers);
      if (!result.response) return {};
      const viewer = await loadViewer(db, result.response.session);
      return viewer ? toSessionObject(viewer) : {};
    },
  );

  api.get(
    "/csrf",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "getCsrfToken",
        tags: ["Auth"],
        summary: "A CSRF token for the sign-in and sign-out forms",
        response: { 200: csrfResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { csrfToken: csrf.issue(request, reply) };
    },
  );

  api.get(
    "/providers",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "getProviders",
        tags: ["Auth"],
        summary: "The sign-in providers",
        response: { 200: providersResponseSchema },
      },
    },
    async (request) => {
      const base = `${origins.ofRequest(request)}/api/auth`;
      return {
        credentials: {
          id: "credentials",
          name: "Email and password",
          type: "credentials" as const,
          signinUrl: `${base}/signin/credentials`,
          callbackUrl: `${base}/callback/credentials`,
        },
        email: {
          id: "email",
          name: "Email",
          type: "email" as const,
          signinUrl: `${base}/signin/email`,
          callbackUrl: `${base}/callback/email`,
        },
      };
    },
  );

  api.post(
    "/signin/:provider",
    {
      config: { access: { public: true }, acceptsForm: true },
      preValidation: [providerOnly("email"), verifyCsrf],
      schema: {
        operationId: "signIn",
        tags: ["Auth"],
        summary: "Send a sign-in link by e-mail (provider `email`)",
        params: providerParamsSchema,
        body: emailSignInFormSchema,
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const callback = callbackOf(request, request.body.callbackUrl);
      const origin = origins.ofRequest(request);
      try {
        await sendSignInLinkFor(
          request,
          { auth, db, config, origins },
          { email: request.body.email, callback },
        );
      } catch (err) {
        if (!(err instanceof AppError && err.code === "MAIL_NOT_SENT")) throw err;
        request.log.error({ err }, "sign-in link e-mail not sent");
        return { url: signInErrorUrl(origin, "EmailSignin", callback.href) };
      }
      return { url: new URL(AUTH_PAGES.verifyRequest, origin).href };
    },
  );

  api.post(
    "/callback/:provider",
    {
      config: { access: { public: true }, acceptsForm: true },
      preValidation: [providerOnly("credentials"), verifyCsrf],
      schema: {
        operationId: "completeSignIn",
        tags: ["Auth"],
        summary: "Sign in with e-mail and password (provider `credentials`)",
        description:
          "A refused sign-in answers 200 with an `error` in the url: `CredentialsSignin`, `AccessDenied`, or `TooManyAttempts` (with a `Retry-After` header) when the client address, or this account from this address, has failed too often.",
        params: providerParamsSchema,
        body: credentialsFormSchema,
        response: {
          ...errors,
          200: urlResponseSchema,
          401: urlResponseSchema.describe("Wrong e-mail or password: error=CredentialsSignin"),
          403: z.union([urlResponseSchema.describe("A suspended user: error=AccessDenied"), apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const callback = callbackOf(request, request.body.callbackUrl);
      const outcome = await signInWithPassword(
        { auth, db, limits: config.signInLimits },
        { email, password, address: request.ip, headers: toFetchHeaders(request) },
      );
      if (!outcome.ok) {
        // next-auth's own statuses, so its client's `signIn(…, { redirect: false })` resolves to `ok: false`.
        const status =
          outcome.error === "AccessDenied" ? 403 : outcome.error === SIGN_IN_LIMITED_ERROR ? 429 : 401;
        if (outcome.retryAfterSeconds) reply.header("retry-after", String(outcome.retryAfterSeconds));
        const url = signInErrorUrl(origins.ofRequest(request), outcome.error, callback.href);
        return reply.status(status).send({ url });
      }
      forwardCookies(reply, outcome.cookies);
      csrf.rotate(reply, outcome.cookies);
      return { url: callback.href };
    },
  );

  api.post(
    "/signout",
    {
      config: { access: { public: true }, acceptsForm: true },
      preValidation: verifyCsrf,
      schema: {
        operationId: "signOut",
        tags: ["Auth"],
        summary: "End the current session",
        body: signOutFormSchema,
        response: { 200: urlResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const callback = callbackOf(request, request.body.callbackUrl);
      forwardCookies(reply, await signOut({ auth }, toFetchHeaders(request)));
      csrf.rotate(reply, null);
      return { url: callback.href };
    },
  );

  api.post(
    "/_log",
    {
      config: { access: { public: true }, acceptsForm: true },
      bodyLimit: CLIENT_LOG_BODY_LIMIT_BYTES,
      schema: {
        operationId: "logClientMessage",
        tags: ["Auth"],
        summary: "Client log beacon",
        description: `Bodies up to ${CLIENT_LOG_BODY_LIMIT_BYTES / 1024} kB (413 above), ${CLIENT_LOG_LIMIT_PER_ADDRESS} a minute per client address (429 above); \`details\` is logged cut to ${CLIENT_LOG_DETAILS_MAX_CHARS} characters.`,
        body: clientLogSchema,
        response: { 200: emptyResponseSchema, 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const decision = await hitFixedWindow(db, `log-address:${request.ip}`, {
        limit: CLIENT_LOG_LIMIT_PER_ADDRESS,
        windowSeconds: CLIENT_LOG_WINDOW_SECONDS,
      });
      if (decision.limited) {
        reply.header("retry-after", String(decision.retryAfterSeconds));
        throw rateLimited("Too many log messages. Please wait a minute.", {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
      const { level, code, details } = request.body;
      request.log[level]({ clientLog: { code, details: boundedDetails(details) } }, `client: ${code}`);
      return {};
    },
  );
}

/** A client's `details` as at most CLIENT_LOG_DETAILS_MAX_CHARS characters of JSON, so one line stays small. */
function boundedDetails(details: unknown): unknown {
  if (details === undefined) return undefined;
  const text = JSON.stringify(details);
  if (text.length <= CLIENT_LOG_DETAILS_MAX_CHARS) return details;
  return `${text.slice(0, CLIENT_LOG_DETAILS_MAX_CHARS)}… (${text.length - CLIENT_LOG_DETAILS_MAX_CHARS} more characters cut)`;
}
