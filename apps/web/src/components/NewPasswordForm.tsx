import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { newPasswordFormSchema } from "../lib/password-rules.ts";
import { useMutationForm } from "./admin/mutation-form.ts";
import { FormError } from "./FormError.tsx";
import { PasswordFields } from "./PasswordFields.tsx";

/**
 * A new password and its confirmation, sent by `onSubmit` (an activation, a reset). Once a submit
 * was tried, both fields' messages follow the typing; a server 400 on `password` shows on its field.
 */
export function NewPasswordForm({
  children,
  passwordLabel,
  submitLabel,
  pending,
  onSubmit,
}: {
  /** What stands above the fields. */
  children?: ReactNode;
  passwordLabel?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(password: string): Promise<unknown>;
}) {
  const { form, errors, error, submit } = useMutationForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: "", confirmation: "" },
    onSubmit: ({ password }) => onSubmit(password),
  });
  const submitted = form.formState.isSubmitted;
  const setPassword = (name: "password" | "confirmation") => (value: string) => {
    form.setValue(name, value);
    if (submitted) void form.trigger(["password", "confirmation"]);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {children}
      <PasswordFields
        password={form.watch("password")}
        confirmation={form.watch("confirmation")}
        onPasswordChange={setPassword("password")}
        onConfirmationChange={setPassword("confirmation")}
        passwordError={errors.password?.message ?? null}
        confirmationError={errors.confirmation?.message ?? null}
        passwordLabel={passwordLabel}
        disabled={pending}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
      <FormError message={error} />
    </Box>
  );
}
