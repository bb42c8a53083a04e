import { z } from "zod";
import { TIERS } from "./enums.ts";
import { text } from "./text.ts";
import { GIS_ROLE_BY_TIER } from "./tiers.ts";

/**
 * The GIS-side API (section 7, `/gis/*`): a GIS server signs in with a service account (HTTP basic)
 * and mirrors portal users to its roles. The role names are the tier → GIS role table of tiers.ts.
 */

/** The GIS service the roles belong to, as the "Invalid GIS user role type" error names it (decision 0180). */
export const GIS_SERVICE_NAME = "Strata GIS";

/** The spec's error for a tier (or a staff role) without a GIS role, naming the service (section 3). */
export function invalidGisRoleMessage(roleLabel: string): string {
  return `Invalid GIS user role type: ${roleLabel} has no user role in ${GIS_SERVICE_NAME}.`;
}

/** Every GIS role name, once, in the table's order. */
export const GIS_ROLES = [...new Set(Object.values(GIS_ROLE_BY_TIER))] as string[];

export const gisPingSchema = z.object({
  status: z.literal("ok"),
  service: z.string(),
  serviceAccount: z.object({ id: z.string(), name: z.string(), scopes: z.array(z.string()) }),
  time: z.string(),
});

/** user/create, user/delete and user/changerole name a portal user by id. */
export const gisUserBodySchema = z.object({
  userId: text().trim().min(1, "Enter the portal user's id").max(100),
});
export type GisUserBody = z.infer<typeof gisUserBodySchema>;

export const gisUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  tier: z.enum(TIERS),
  role: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GisUser = z.infer<typeof gisUserSchema>;

/** `created` is false when the user was a GIS user already (create is idempotent; the role is brought up to date). */
export const gisUserCreateResponseSchema = z.object({ user: gisUserSchema, created: z.boolean() });
/** `deleted` is false when the user was not a GIS user (delete is idempotent). */
export const gisUserDeleteResponseSchema = z.object({ userId: z.string(), deleted: z.boolean() });
export const gisUserChangeRoleResponseSchema = z.object({
  user: gisUserSchema,
  previousRole: z.string(),
  changed: z.boolean(),
});

export const gisUserCountQuerySchema = z.object({
  role: z
    .enum(GIS_ROLES as [string, ...string[]], { message: `Use one of: ${GIS_ROLES.join(", ")}` })
    .optional(),
});
export const gisUserCountSchema = z.object({
  total: z.number().int(),
  byRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
});
export type GisUserCount = z.infer<typeof gisUserCountSchema>;
