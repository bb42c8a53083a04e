import { Box, Button, TextField } from "@mui/material";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PasswordFields } from "../../../components/PasswordFields.tsx";
import { addNewPasswordIssues } from "../../../lib/password-rules.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useChangePassword } from "../api/change-password.ts";

export const PASSWORD_CHANGED_MESSAGE = "Password changed.";

// The new password is checked by the rules (and sentences) the activation and reset pages use.
const formSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    newPassword: z.string(),
    confirmation: z.string(),
  })
  .superRefine(({ newPassword, confirmation }, ctx) =>
    addNewPasswordIssues(ctx, newPassword, confirmation, "newPassword"),
  );

export function ChangePasswordPage() {
  const change = useChangePassword();
  const { form, errors, error, submit } = useMutationForm({
    schema: formSchema,
    defaultValues: { currentPassword: "", newPassword: "", confirmation: "" },
    fields: ["currentPassword", "newPassword"],
    onSubmit: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(PASSWORD_CHANGED_MESSAGE, { toastId: "password-changed" });
      form.reset();
    },
  });
  const currentProblem = errors.currentPassword?.message;

  // PasswordFields is controlled; once a change was tried, both its messages follow the typing.
  const submitted = form.formState.isSubmitted;
  const setPassword = (name: "newPassword" | "confirmation") => (value: string) => {
    form.setValue(name, value);
    if (submitted) void form.trigger(["newPassword", "confirmation"]);
  };

  return (
    <>
      <PageHeader title="Change password" />
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.register("currentPassword")}
          disabled={change.isPending}
          error={Boolean(currentProblem)}
          helperText={currentProblem}
          slotProps={{
            htmlInput: { "aria-required": true },
            formHelperText: currentProblem ? { role: "alert" } : {},
          }}
        />
        <PasswordFields
          password={form.watch("newPassword")}
          confirmation={form.watch("confirmation")}
          onPasswordChange={setPassword("newPassword")}
          onConfirmationChange={setPassword("confirmation")}
          passwordError={errors.newPassword?.message ?? null}
          confirmationError={errors.confirmation?.message ?? null}
          disabled={change.isPending}
        />
        <Button type="submit" variant="contained" size="large" disabled={change.isPending} sx={{ mt: 1 }}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
        <FormError message={error} />
      </Box>
    </>
  );
}

export { ChangePasswordPage as Component };
