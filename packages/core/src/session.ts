import { z } from "zod";
import { ADD_ONS, STAFF_ROLES, TIERS } from "./enums.ts";
import { isTimeZoneChoice } from "./format/dates.ts";
import { text } from "./text.ts";

export const userRoleSchema = z.enum([...STAFF_ROLES, ...TIERS]);

/** The user inside the session object of GET /api/auth/session. */
export const sessionUserSchema = z.object({
  name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  role: userRoleSchema,
  addOnsType: z.array(z.enum(ADD_ONS)),
  isPrimary: z.boolean(),
  isExpired: z.boolean(),
  sub: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  expires: z.string(),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const organisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
});

/** GET /api/users/me: the user and the packed CASL rules the web app builds its ability from. */
export const currentUserSchema = sessionUserSchema.extend({
  id: z.string(),
  status: z.enum(["active", "invited", "suspended"]),
  organisation: organisationSummarySchema.nullable(),
  /** The IANA zone the user reads dates and times in; null: Malaysia, the portal's own. */
  timeZone: z.string().nullable(),
});
export const meResponseSchema = z.object({
  user: currentUserSchema,
  rules: z.array(z.unknown()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** PUT /api/users/me/time-zone: the zone the user reads dates and times in, or null for Malaysia's. */
export const timeZoneBodySchema = z.object({
  timeZone: text()
    .max(64)
    .refine(isTimeZoneChoice, "Choose a time zone from the list (IANA names, such as Asia/Kuala_Lumpur)")
    .nullable(),
});
export const timeZoneResponseSchema = z.object({ timeZone: z.string().nullable() });
