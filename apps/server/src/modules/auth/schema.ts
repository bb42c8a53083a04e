import { emailText, text } from "@strata/core";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";

const email = emailText();
export const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `The password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password must have at most ${PASSWORD_MAX_LENGTH} characters`);

/** The fields next-auth's client posts with every form (section 7). */
const nextAuthForm = {
  csrfToken: text()
    .max(200)
    .optional()
    .describe("The token of GET /api/auth/csrf; checked before anything else"),
  callbackUrl: text()
    .max(2048)
    .optional()
    .describe("Where to go afterwards: a path, or an address on this site"),
  json: text().max(10).optional().describe('next-auth\'s client sends "true"; the answer is always {url}'),
};

export const providerParamsSchema = z.object({ provider: text().max(64) });

export const emailSignInFormSchema = z.object({ ...nextAuthForm, email });
export const credentialsFormSchema = z.object({
  ...nextAuthForm,
  email,
  password: text().min(1, "Enter your password").max(1024),
});
export const signOutFormSchema = z.object(nextAuthForm);

export const urlResponseSchema = z.object({
  url: z.string().describe("Where the client goes next; an `error` query parameter signals a failed sign-in"),
});

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["credentials", "email"]),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const providersResponseSchema = z.record(z.string(), providerSchema);

export const clientLogSchema = z.object({
  level: z.enum(["error", "warn", "debug"]).default("error"),
  code: text().min(1).max(200),
  details: z.unknown().optional(),
});

export const requestTokenBodySchema = z.object({
  email,
  requestedFrom: text()
    .max(2048)
    .optional()
    .describe("The callback URL to land on after signing in; same rules as callbackUrl"),
});
export const tokenBodySchema = z.object({ token: text().min(1, "The token is required").max(512) });
export const validateTokenResponseSchema = z.object({ valid: z.literal(true), email: z.string() });
export const emailCallbackQuerySchema = z.object({
  token: text().min(1, "The token is required").max(512),
  callbackUrl: text().max(2048).optional(),
});
export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({
  token: text().min(1).max(512),
  password: newPasswordSchema,
});
export const emptyResponseSchema = z.object({});
export const okResponseSchema = z.object({ ok: z.literal(true) });
