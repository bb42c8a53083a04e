import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

/** The problem with a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return "Enter a new password.";
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation.length === 0) return "Confirm the new password.";
  if (password !== confirmation) return "The passwords do not match.";
  return null;
}

/**
 * Puts a new password's problems on a form's fields (`passwordField` and `confirmation`), in the
 * sentences above: every page that sets a password checks it so.
 */
export function addNewPasswordIssues(
  ctx: z.RefinementCtx,
  password: string,
  confirmation: string,
  passwordField = "password",
) {
  const problems = [
    [passwordField, newPasswordProblem(password)],
    ["confirmation", confirmationProblem(password, confirmation)],
  ] as const;
  for (const [field, message] of problems)
    if (message) ctx.addIssue({ code: "custom", path: [field], message });
}

/** A new password and its confirmation (activation, reset); `password` is the field a server 400 names. */
export const newPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine(({ password, confirmation }, ctx) => addNewPasswordIssues(ctx, password, confirmation));
