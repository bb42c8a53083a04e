import { USER_STATUSES, userRoleSchema } from "@strata/core";
import { z } from "zod";
import { newPasswordSchema } from "../auth/schema.ts";

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1024),
  newPassword: newPasswordSchema,
});
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const listUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: z.enum(USER_STATUSES),
  isPrimary: z.boolean(),
});

/** The paged-list shape of section 7 (`result, pageNumber, pageSize, pageTotal`). */
export const userListResponseSchema = z.object({
  result: z.array(userListItemSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int().describe("The number of matching records over all pages"),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
