import { memberSchema, queryInt4, text } from "@strata/core";
import { z } from "zod";
import { newPasswordSchema } from "../auth/index.ts";

export const changePasswordBodySchema = z.object({
  currentPassword: text().min(1, "Enter your current password").max(1024),
  newPassword: newPasswordSchema,
});
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const listUsersQuerySchema = z.object({
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: 100 }).default(10),
  /** Staff who manage users: one organisation's members. */
  organisationId: text().min(1).max(100).optional(),
});

export const userListItemSchema = memberSchema;

/** The paged-list shape of section 7 (`result, pageNumber, pageSize, pageTotal`). */
export const userListResponseSchema = z.object({
  result: z.array(userListItemSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int().describe("The number of matching records over all pages"),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
