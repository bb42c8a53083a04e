import { text } from "@strata/core";
import { z } from "zod";
import { newPasswordSchema } from "../auth/index.ts";

export const activationTokenBodySchema = z.object({
  token: text().min(1, "The token is required").max(512),
});
export const activateBodySchema = activationTokenBodySchema.extend({ password: newPasswordSchema });
export const invitationResponseSchema = z.object({ email: z.string(), name: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });
