import { z } from "zod";
import { expiryDaySchema } from "./expiry-day.ts";
import { text } from "./text.ts";

/**
 * Personal access tokens (issue 29, decision 0226): a person's own credential for GIS clients
 * (QGIS, GDAL, OWSLib) on OGC API – Features. It carries the person's own rights — their tier,
 * add-ons and expiry, as their session would — and reaches /ogc only (read-only), never the rest of
 * the API. Shown once on create; kept as its SHA-256.
 */
export const ACCESS_TOKEN_PREFIX = "strata_pat_";
/** The most tokens a person may hold at once (unrevoked and not expired). */
export const ACCESS_TOKENS_MAX_ACTIVE = 10;
/** The longest a token may be created for. */
export const ACCESS_TOKEN_MAX_DAYS = 366;

export const accessTokenStatusSchema = z.enum(["active", "expired", "revoked"]);
export type AccessTokenStatus = z.infer<typeof accessTokenStatusSchema>;

export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart; never the token. */
  tokenPrefix: z.string(),
  status: accessTokenStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });

/** Create answers the token itself, once; it is never shown again. */
export const createdAccessTokenSchema = z.object({ token: accessTokenSchema, secret: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenIdParamsSchema = z.object({ id: z.uuid("Unknown access token") });

export const accessTokenInputSchema = z.object({
  name: text().trim().min(1, "Enter a name").max(100, "Keep the name under 100 characters"),
  /** The last day the token works (through the end of that day, UTC). */
  expiresOn: expiryDaySchema(ACCESS_TOKEN_MAX_DAYS, `A token lasts at most ${ACCESS_TOKEN_MAX_DAYS} days`),
});
export type AccessTokenInput = z.infer<typeof accessTokenInputSchema>;
