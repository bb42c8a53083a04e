import { createMongoAbility } from "@casl/ability";
import { z } from "zod";
import { pageQuerySchema } from "./catalog/schemas.ts";
import { expiryDaySchema } from "./expiry-day.ts";
import type { AppAbility, AppRawRule } from "./permissions/ability.ts";
import { text } from "./text.ts";

/**
 * Service accounts (section 7 "Service accounts (including sign-in and users)"): machine clients
 * (the GIS side, a partner's loader) that data staff create. A service account's ability is exactly
 * its scopes, each a small set of read rights (or, for the `gis:*` scopes, the GIS-side calls named by
 * the scope); nothing else (docs/decisions.md, decision 0180).
 */
export const SERVICE_ACCOUNT_SCOPES = [
  "catalogue:read",
  "map:read",
  "metadata:read",
  "reports:read",
  "bid-rounds:read",
  "gis:users",
  "gis:catalogue",
  "gis:downloads",
  "gis:announcements",
] as const;
export type ServiceAccountScope = (typeof SERVICE_ACCOUNT_SCOPES)[number];

export const SERVICE_ACCOUNT_SCOPE_LABELS: Record<
  ServiceAccountScope,
  { label: string; description: string }
> = {
  "catalogue:read": {
    label: "Catalogue (read)",
    description: "Data categories, records, search and record details of the catalogue.",
  },
  "map:read": { label: "Map (read)", description: "The viewer's map layers and record outlines." },
  "metadata:read": {
    label: "Metadata (read)",
    description: "Metadata administration lists: metadata, unlinked and invalid files, GIS gaps.",
  },
  "reports:read": {
    label: "Reports and download statistics (read)",
    description: "Reports and the downloads overview, across organisations.",
  },
  "bid-rounds:read": {
    label: "Bid-round blocks (read)",
    description:
      "The blocks on offer in bid rounds: the map's bid-round layers and, with a catalogue scope, the bid-round-blocks collection of OGC API – Features. For a client of users who hold bid-round rights (the MBR tier or add-on).",
  },
  "gis:users": {
    label: "GIS side: users",
    description: "Mirror portal users to GIS roles (create, delete, change role) and count them, under /gis.",
  },
  "gis:catalogue": {
    label: "GIS side: catalogue",
    description: "The catalogue's listing, record details, suggestions and search, under /gis.",
  },
  "gis:downloads": {
    label: "GIS side: downloads",
    description:
      "One file of one record (directdownload, with the record's rights and credits), a ready package's ZIP (packageDownloader) and the storage tree the account may see (filebrowsing), under /gis.",
  },
  "gis:announcements": {
    label: "GIS side: announcements",
    description: "Create, read, change and delete new-data announcements, under /gis.",
  },
};

/**
 * The rules each scope grants. Read rights only: outside /gis a service account never changes
 * anything (the GIS-side users and announcements calls check their scope by name).
 */
const SCOPE_RULES: Record<ServiceAccountScope, AppRawRule[]> = {
  "catalogue:read": [{ action: "read", subject: "SmartDataCatalog" }],
  "map:read": [{ action: "read", subject: "SmartViewer" }],
  "metadata:read": [{ action: ["view", "read"], subject: "DataPreparation" }],
  "reports:read": [{ action: ["view", "read"], subject: "Reports" }],
  // Exactly the rights that show the bid-round layers (`canSeeBidRoundLayers`, decision 0208
  // amended): the web map, and bid-round reading.
  "bid-rounds:read": [
    { action: "read", subject: "WebMap" },
    { action: "read", subject: "BidRound" },
  ],
  // The /gis routes check the scope by name (plugins/access.ts `scope`). The catalogue one also
  // carries the catalogue's read right, so the catalogue's own code decides what it shows, as for
  // `catalogue:read` (decision 0180).
  "gis:users": [],
  "gis:catalogue": [{ action: "read", subject: "SmartDataCatalog" }],
  "gis:downloads": [],
  "gis:announcements": [],
};

/** The scopes of the GIS-side API (`/gis/*`), each opening its own calls there. */
export const GIS_SCOPES = ["gis:users", "gis:catalogue", "gis:downloads", "gis:announcements"] as const;
export type GisScope = (typeof GIS_SCOPES)[number];

/** The CASL rules of a service account: its scopes' rules and nothing more. */
export function serviceAccountRules(scopes: readonly ServiceAccountScope[]): AppRawRule[] {
  return [...new Set(scopes)].flatMap((scope) => SCOPE_RULES[scope]);
}

export function defineAbilityForServiceAccount(scopes: readonly ServiceAccountScope[]): AppAbility {
  return createMongoAbility<AppAbility>(serviceAccountRules(scopes));
}

/** The prefixes that make a leaked key or token recognisable (secret scanners, logs, support). */
export const SERVICE_ACCOUNT_KEY_PREFIX = "strata_sk_";
export const SERVICE_ACCOUNT_TOKEN_PREFIX = "strata_at_";
/** How long a token from `POST /api/service-accounts/sign-in` lasts. */
export const SERVICE_ACCOUNT_TOKEN_SECONDS = 15 * 60;
/** The longest an account may be created for. */
export const SERVICE_ACCOUNT_MAX_DAYS = 2 * 366;

export const serviceAccountScopeSchema = z.enum(SERVICE_ACCOUNT_SCOPES);
export const serviceAccountStatusSchema = z.enum(["active", "expired", "revoked"]);
export type ServiceAccountStatus = z.infer<typeof serviceAccountStatusSchema>;

export const serviceAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(serviceAccountScopeSchema),
  status: serviceAccountStatusSchema,
  /** The key's first characters, to tell keys apart; never the key. */
  keyPrefix: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  keyRotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** Create and rotate answer the key, once; it is never shown again. */
export const serviceAccountWithKeySchema = z.object({
  account: serviceAccountSchema,
  apiKey: z.string(),
});
export type ServiceAccountWithKey = z.infer<typeof serviceAccountWithKeySchema>;

export const serviceAccountListQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(200).optional(),
  status: serviceAccountStatusSchema.optional(),
});
export type ServiceAccountListQuery = z.infer<typeof serviceAccountListQuerySchema>;

export const serviceAccountIdParamsSchema = z.object({ id: z.uuid("Unknown service account") });

const scopesField = z
  .array(serviceAccountScopeSchema)
  .min(1, "Choose at least one scope")
  .max(SERVICE_ACCOUNT_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

export const serviceAccountInputSchema = z.object({
  name: text().trim().min(1, "Enter a name").max(100, "Keep the name under 100 characters"),
  scopes: scopesField,
  /** The last day the account works (through the end of that day, UTC). */
  expiresOn: expiryDaySchema(SERVICE_ACCOUNT_MAX_DAYS, "The expiry date must be within two years"),
});
export type ServiceAccountInput = z.input<typeof serviceAccountInputSchema>;

/** Staff change a live account's scopes (audited with the scopes before and after). */
export const serviceAccountScopesBodySchema = z.object({ scopes: scopesField });
export type ServiceAccountScopesBody = z.input<typeof serviceAccountScopesBodySchema>;

export const serviceAccountSignInBodySchema = z.object({
  apiKey: text().min(1, "Enter the API key").max(200),
});

export const serviceAccountTokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number().int(),
  expiresAt: z.string(),
  scopes: z.array(serviceAccountScopeSchema),
});
export type ServiceAccountToken = z.infer<typeof serviceAccountTokenSchema>;

/** One audited call (or sign-in, rotation, revocation) of an account, for its detail page. */
export const serviceAccountEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ServiceAccountEvent = z.infer<typeof serviceAccountEventSchema>;
export const serviceAccountEventsQuerySchema = pageQuerySchema;
