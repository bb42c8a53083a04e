import { z } from "zod";
import { USER_STATUSES } from "../enums.ts";
import { userRoleSchema } from "../session.ts";
import { emailText, text } from "../text.ts";

/** A user as the members page and admin's subscription users list show them. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: z.enum(USER_STATUSES),
  isPrimary: z.boolean(),
  organisationId: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** Invite a member by e-mail; staff name the organisation, a primary user invites to their own. */
export const inviteMemberBodySchema = z.object({
  name: text().trim().min(1, "Enter the name").max(200),
  email: emailText(),
  organisationId: text().min(1).max(100).optional(),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

/** Suspend or reactivate (status), rename, or resend the invitation of an invited member. */
export const updateMemberBodySchema = z
  .object({
    status: z.enum(["active", "suspended"]).optional(),
    name: text().trim().min(1, "Enter the name").max(200).optional(),
    resendInvitation: z.literal(true).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: "Change at least one field",
  });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;
