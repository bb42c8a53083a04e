import { SIGN_IN_ERROR_MESSAGES, SIGN_IN_LIMITED_ERROR } from "@strata/core";
import { isAPIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import type { SignInLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { invalidPassword, mailNotSent, tokenInvalid, unauthenticated } from "../../lib/errors.ts";
import { ACCOUNT_NOT_ACTIVE, type BetterAuth, hashSignInToken } from "./better-auth.ts";
import { AUTH_PAGES } from "./constants.ts";
import { beginSignInAttempt, limitSignInMail } from "./rate-limit.ts";

/** A sign-in error value of spec section 8 (or the portal's limit value), carried in the `error` query parameter. */
export type SignInError =
  | "CredentialsSignin"
  | "AccessDenied"
  | "Verification"
  | "EmailSignin"
  | typeof SIGN_IN_LIMITED_ERROR;

export type SignInOutcome =
  | { ok: true; cookies: Headers }
  | { ok: false; error: SignInError; retryAfterSeconds?: number };

interface AuthDeps {
  auth: BetterAuth;
  db: Database;
  limits: SignInLimits;
}

const isAccountNotActive = (err: unknown) => isAPIError(err) && err.body?.code === ACCOUNT_NOT_ACTIVE;

async function findActiveUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user?.status === "active" ? user : null;
}

/** Checks e-mail and password and starts a session; a suspended user is told so only after a correct password. */
export async function signInWithPassword(
  { auth, db, limits }: AuthDeps,
  input: { email: string; password: string; address: string; headers: Headers },
): Promise<SignInOutcome> {
  const { decision, attempt } = await beginSignInAttempt(db, input, limits);
  if (decision.limited) {
    return { ok: false, error: SIGN_IN_LIMITED_ERROR, retryAfterSeconds: decision.retryAfterSeconds };
  }
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email.trim().toLowerCase(), password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
    await attempt.succeeded();
    return { ok: true, cookies: headers };
  } catch (err) {
    if (isAccountNotActive(err)) return { ok: false, error: "AccessDenied" };
    if (isAPIError(err) && err.statusCode < 500) return { ok: false, error: "CredentialsSignin" };
    throw err;
  }
}

/**
 * E-mails a one-time sign-in link to an active user. For an unknown, invited or suspended address,
 * or over the e-mail limits, it sends nothing and still succeeds, so the answer never tells who has
 * an account. `onLimited` hears of a request the limits swallowed.
 */
export async function requestSignInLink(
  { auth, db, limits }: AuthDeps,
  input: {
    email: string;
    callbackUrl: string;
    linkOrigin: string;
    address: string;
    headers: Headers;
    onLimited(): void;
  },
): Promise<void> {
  if ((await limitSignInMail(db, input, limits)).limited) return input.onLimited();
  const user = await findActiveUserByEmail(db, input.email);
  if (!user) return;
  try {
    await auth.api.signInMagicLink({
      body: { email: user.email, metadata: { callbackUrl: input.callbackUrl, linkOrigin: input.linkOrigin } },
      headers: input.headers,
    });
  } catch (err) {
    throw mailNotSent(SIGN_IN_ERROR_MESSAGES.EmailSignin, { cause: String(err) });
  }
}

/** The e-mail a sign-in link was issued for, without using the link up; null when it is unknown, used or expired. */
export async function findSignInLinkEmail(
  { auth }: Pick<AuthDeps, "auth">,
  token: string,
): Promise<string | null> {
  const context = await auth.$context;
  const record = await context.internalAdapter.findVerificationValue(
    `magic-link:${await hashSignInToken(token)}`,
  );
  if (!record || record.expiresAt < new Date()) return null;
  try {
    const value = JSON.parse(record.value) as { email?: unknown };
    return typeof value.email === "string" ? value.email : null;
  } catch {
    return null;
  }
}

/** Uses up a sign-in link and starts a session. */
export async function signInWithLink(
  { auth }: Pick<AuthDeps, "auth">,
  input: { token: string; headers: Headers },
): Promise<SignInOutcome> {
  try {
    const { headers } = await auth.api.magicLinkVerify({
      query: { token: input.token },
      headers: input.headers,
      returnHeaders: true,
    });
    return { ok: true, cookies: headers };
  } catch (err) {
    if (isAccountNotActive(err)) return { ok: false, error: "AccessDenied" };
    // better-auth answers an unknown, used or expired token with a redirect carrying INVALID_TOKEN.
    if (isAPIError(err)) return { ok: false, error: "Verification" };
    throw err;
  }
}

/** Ends the session of the request's cookie; answers the cookie-clearing headers. */
export async function signOut({ auth }: Pick<AuthDeps, "auth">, headers: Headers): Promise<Headers> {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}

/**
 * E-mails a password-reset link to an active user. Always succeeds and never says whether the
 * address has an account or the e-mail limits swallowed the request; a mail failure is only logged,
 * for the same reason.
 */
export async function requestPasswordReset(
  { auth, db, limits }: AuthDeps,
  input: {
    email: string;
    linkOrigin: string;
    address: string;
    onMailError(err: unknown): void;
    onLimited(): void;
  },
): Promise<void> {
  if ((await limitSignInMail(db, input, limits)).limited) return input.onLimited();
  const user = await findActiveUserByEmail(db, input.email);
  if (!user) return;
  try {
    // better-auth hands `redirectTo` back to sendResetPassword, which takes the link's origin from it.
    const redirectTo = new URL(AUTH_PAGES.resetPassword, input.linkOrigin).href;
    await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo } });
  } catch (err) {
    input.onMailError(err);
  }
}

/** Sets a new password with a reset token; every session of the user ends. */
export async function resetPassword(
  { auth }: Pick<AuthDeps, "auth">,
  input: { token: string; password: string },
) {
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (err) {
    if (isAPIError(err) && err.statusCode < 500) throw tokenInvalid();
    throw err;
  }
}

/** Changes the signed-in user's password and ends their other sessions; answers the new session cookie. */
export async function changePassword(
  { auth }: Pick<AuthDeps, "auth">,
  input: { headers: Headers; currentPassword: string; newPassword: string },
): Promise<Headers> {
  try {
    const { headers } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: input.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (err) {
    if (isAPIError(err) && err.statusCode === 401) throw unauthenticated();
    if (isAPIError(err) && err.statusCode < 500) throw invalidPassword("Current password is incorrect.");
    throw err;
  }
}
