import { z } from "zod";
import { pagedSchema } from "../catalog/schemas.ts";
import { STAFF_ROLES, USER_STATUSES } from "../enums.ts";
import { emailText, int4, text } from "../text.ts";
import { loaApproverSchema } from "./schemas.ts";

/**
 * The LOA chain and the administrators who form it (section 7 "Admin administrators: CRUD, and LOA").
 */

/** A limit in sen; an application needs approvals up to the first approver whose limit covers it. */
export const limitSenSchema = z
  .number()
  .int("Whole sen only")
  .min(0, "A limit cannot be negative")
  .max(Number.MAX_SAFE_INTEGER);

export const loaChainResponseSchema = z.object({ approvers: z.array(loaApproverSchema) });
export type LoaChain = z.infer<typeof loaChainResponseSchema>;

/** The whole chain in level order (level 1 first): reorder, change limits, leave someone out. */
export const saveLoaChainBodySchema = z.object({
  approvers: z
    .array(z.object({ userId: text().min(1).max(100), limitSen: limitSenSchema }))
    .max(50)
    .refine((list) => new Set(list.map((a) => a.userId)).size === list.length, "An approver appears twice"),
});
export type SaveLoaChainBody = z.infer<typeof saveLoaChainBodySchema>;

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A staff user as the administrators screen shows them. */
export const administratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(USER_STATUSES),
  /** Their place in the LOA chain when their role is loa and they are in it. */
  loa: z.object({ level: z.number().int(), limitSen: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type Administrator = z.infer<typeof administratorSchema>;
export const administratorListResponseSchema = pagedSchema(administratorSchema);
export type AdministratorList = z.infer<typeof administratorListResponseSchema>;

const loaPlacement = z.object({
  /** Where in the chain; absent: after the last level. */
  level: int4({ min: 1, max: 50 }).optional(),
  limitSen: limitSenSchema,
});

export const createAdministratorBodySchema = z.object({
  name: text().trim().min(1, "Enter the name").max(200),
  email: emailText(),
  role: staffRoleSchema,
  /** Only with the loa role: their level and limit. */
  loa: loaPlacement.optional(),
});
export type CreateAdministratorBody = z.infer<typeof createAdministratorBodySchema>;

export const updateAdministratorBodySchema = z.object({
  name: text().trim().min(1, "Enter the name").max(200).optional(),
  role: staffRoleSchema.optional(),
  /** Suspend or reactivate; an invited user becomes active only by accepting the invitation. */
  status: z.enum(["active", "suspended"]).optional(),
  loa: loaPlacement.nullable().optional(),
});
export type UpdateAdministratorBody = z.infer<typeof updateAdministratorBodySchema>;
