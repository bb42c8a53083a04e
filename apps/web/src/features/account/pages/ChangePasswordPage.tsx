import { Box, Button, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { FormError } from "../../../components/FormError.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PasswordFields, useNewPassword } from "../../../components/PasswordFields.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useChangePassword } from "../api/change-password.ts";

export const PASSWORD_CHANGED_MESSAGE = "Password changed.";

export function ChangePasswordPage() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [attempted, setAttempted] = useState(false);
  const form = useNewPassword();
  const change = useChangePassword();
  const currentProblem = attempted && !currentPassword ? "Enter your current password." : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const newPasswordOk = form.validate();
    if (!currentPassword || !newPasswordOk) return;
    change.mutate(
      { currentPassword, newPassword: form.password },
      {
        onSuccess: () => {
          toast.success(PASSWORD_CHANGED_MESSAGE, { toastId: "password-changed" });
          setCurrentPassword("");
          setAttempted(false);
          form.reset();
        },
      },
    );
  }

  return (
    <>
      <PageHeader title="Change password" />
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          disabled={change.isPending}
          error={Boolean(currentProblem)}
          helperText={currentProblem}
          slotProps={{
            htmlInput: { "aria-required": true },
            formHelperText: currentProblem ? { role: "alert" } : {},
          }}
        />
        <PasswordFields {...form.fieldProps} disabled={change.isPending} />
        <Button type="submit" variant="contained" size="large" disabled={change.isPending} sx={{ mt: 1 }}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
        <FormError message={change.isError ? errorMessage(change.error) : null} />
      </Box>
    </>
  );
}

export { ChangePasswordPage as Component };
