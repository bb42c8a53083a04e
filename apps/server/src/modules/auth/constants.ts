/** Every limit and lifetime of sign-in, in one place. */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session lives this long and is extended (by GET /api/auth/session) once it is a day old. */
export const SESSION_EXPIRES_IN_SECONDS = 7 * DAY;
export const SESSION_UPDATE_AGE_SECONDS = DAY;

/** A sign-in link works once, within this time. */
export const SIGN_IN_LINK_EXPIRES_IN_SECONDS = 15 * MINUTE;
/** A password-reset link works once, within this time. */
export const PASSWORD_RESET_EXPIRES_IN_SECONDS = HOUR;

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt's cost grows with the input; better-auth refuses longer passwords too. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Failed sign-ins are forgotten this long after the last one (per key). It outlasts the longest
 * lock, so waiting a lock out does not also wipe the count that made it grow.
 */
export const SIGN_IN_FAILURES_FORGOTTEN_AFTER_SECONDS = DAY;

/** The window of the limits on sign-in-link and password-reset e-mails (SIGN_IN_MAIL_LIMIT_*). */
export const SIGN_IN_MAIL_WINDOW_SECONDS = HOUR;

/**
 * The client log beacon (POST /api/auth/_log): bodies up to 8 kB, 30 a minute per address, and the
 * logged `details` cut to 2,000 characters, so a client cannot fill the server's log disk.
 */
export const CLIENT_LOG_BODY_LIMIT_BYTES = 8 * 1024;
export const CLIENT_LOG_LIMIT_PER_ADDRESS = 30;
export const CLIENT_LOG_WINDOW_SECONDS = MINUTE;
export const CLIENT_LOG_DETAILS_MAX_CHARS = 2000;

/** Pages of the web app the auth contract sends the browser to. */
export const AUTH_PAGES = {
  signIn: "/auth/signin",
  error: "/auth/error",
  verifyRequest: "/auth/verify-request",
  resetPassword: "/auth/reset-password",
} as const;

/** The double-submit CSRF cookie; `__Host-` pins it to our origin over HTTPS, as next-auth does. */
export const CSRF_COOKIE = "strata.csrf-token";
export const CSRF_COOKIE_SECURE = "__Host-strata.csrf-token";

export const BETTER_AUTH_BASE_PATH = "/api/better-auth";

/** better-auth's session cookie (cookiePrefix "strata"; `__Secure-` when cookies are Secure). */
export const SESSION_COOKIE = "strata.session_token";
export const SESSION_COOKIE_SECURE = "__Secure-strata.session_token";
