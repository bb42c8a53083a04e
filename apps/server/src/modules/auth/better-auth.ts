import { createHash } from "node:crypto";
import { isTier } from "@strata/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accounts, sessions, subscriptions, users, verifications } from "../../db/schema/index.ts";
import {
  BETTER_AUTH_BASE_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_EXPIRES_IN_SECONDS,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  SIGN_IN_LINK_EXPIRES_IN_SECONDS,
} from "./constants.ts";
import { subscriptionKeepsUsersOut } from "./viewer.ts";

/** Thrown (as better-auth's own error type) when a session is about to be created for a user who may not sign in. */
export const ACCOUNT_NOT_ACTIVE = "ACCOUNT_NOT_ACTIVE";

export interface SignInLinkMail {
  email: string;
  token: string;
  callbackUrl: string;
  /** The origin the e-mailed link points at (lib/origin.ts `forLinks`). */
  linkOrigin: string;
}

export interface PasswordResetMail {
  email: string;
  name: string;
  token: string;
  /** The origin the e-mailed link points at (lib/origin.ts `forLinks`). */
  linkOrigin: string;
}

export interface BetterAuthDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  sendSignInLink(mail: SignInLinkMail): Promise<void>;
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

/** Sign-in link tokens are stored hashed, so a copy of the database cannot be used to sign in. */
export function hashSignInToken(token: string): Promise<string> {
  return Promise.resolve(createHash("sha256").update(token).digest("base64url"));
}

/**
 * better-auth owns password hashing (scrypt), database sessions with signed cookies and one-time
 * tokens. It is never mounted as routes: the portal's contract (spec section 7) calls `auth.api.*`.
 */
export function createBetterAuth(deps: BetterAuthDeps) {
  const { config, db, log } = deps;
  // better-auth's own URLs point at its unmounted endpoints and are never shown to anyone; our
  // links are built from the origin each caller passes (linkOrigin), so this base is only a placeholder.
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  return betterAuth({
    appName: "Strata",
    secret: config.authSecret,
    baseURL,
    basePath: BETTER_AUTH_BASE_PATH,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by registration and invitation, never by self sign-up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The caller passes our reset page on the right origin as `redirectTo`; better-auth hands it back as callbackURL.
      sendResetPassword: async ({ user, token, url }) => {
        const page = new URL(url).searchParams.get("callbackURL");
        const linkOrigin = page ? new URL(page).origin : new URL(baseURL).origin;
        await deps.sendPasswordReset({ email: user.email, name: user.name, token, linkOrigin });
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_EXPIRES_IN_SECONDS,
        storeToken: { type: "custom-hasher", hash: hashSignInToken },
        // better-auth's own link points at its unmounted endpoint; ours goes to GET /api/auth/callback/email.
        sendMagicLink: async ({ email, token, metadata }) => {
          await deps.sendSignInLink({
            email,
            token,
            callbackUrl: String(metadata?.callbackUrl ?? "/"),
            linkOrigin: String(metadata?.linkOrigin ?? new URL(baseURL).origin),
          });
        },
      }),
    ],
    user: {
      additionalFields: {
        role: { type: "string", input: false },
        organisationId: { type: "string", required: false, input: false },
        addOns: { type: "string[]", input: false },
        isPrimary: { type: "boolean", input: false },
        status: { type: "string", input: false },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    databaseHooks: {
      session: {
        create: {
          // The one gate every way of signing in passes: a suspended or not yet activated user gets no session.
          before: async (session) => {
            const [user] = await db
              .select({ status: users.status, role: users.role, subscriptionStatus: subscriptions.status })
              .from(users)
              .leftJoin(subscriptions, eq(subscriptions.organisationId, users.organisationId))
              .where(eq(users.id, session.userId));
            const subscription = user?.subscriptionStatus ? { status: user.subscriptionStatus } : null;
            if (user?.status !== "active" || (isTier(user.role) && subscriptionKeepsUsersOut(subscription))) {
              throw APIError.from("FORBIDDEN", {
                code: ACCOUNT_NOT_ACTIVE,
                message: "This account may not sign in.",
              });
            }
          },
        },
      },
    },
    // Sign-in attempts are limited in our own database table (rate-limit.ts), shared by all instances.
    rateLimit: { enabled: false },
    advanced: { cookiePrefix: "strata", useSecureCookies: config.secureCookies },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        log[method]({ betterAuth: args.length ? args : undefined }, message);
      },
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
