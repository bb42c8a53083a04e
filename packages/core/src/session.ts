import { z } from "zod";
import { ADD_ONS, STAFF_ROLES, TIERS } from "./enums.ts";

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
