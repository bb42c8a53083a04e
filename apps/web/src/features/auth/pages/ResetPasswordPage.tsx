import { Alert, Box, Button, Link, Typography } from "@mui/material";
import type { FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormError } from "../../../components/FormError.tsx";
import { PasswordFields, useNewPassword } from "../../../components/PasswordFields.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useResetPassword } from "../api/reset-password.ts";

export const PASSWORD_RESET_SUCCESS = "Your password has been reset. Please sign in.";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const form = useNewPassword();
  const reset = useResetPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || !form.validate()) return;
    reset.mutate(
      { token, password: form.password },
      {
        onSuccess: () => navigate(`/auth/signin?${new URLSearchParams({ success: PASSWORD_RESET_SUCCESS })}`),
      },
    );
  }

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Reset password
      </Typography>
      {token ? (
        <Box component="form" noValidate onSubmit={submit}>
          <PasswordFields {...form.fieldProps} disabled={reset.isPending} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={reset.isPending}
            sx={{ mt: 1 }}
          >
            Reset password
          </Button>
          <FormError message={reset.isError ? errorMessage(reset.error) : null} />
        </Box>
      ) : (
        <Alert severity="error" role="alert">
          This reset link is incomplete. Ask for a new one.
        </Alert>
      )}
      <Box sx={{ mt: 2, display: "flex", gap: 2 }}>
        <Link component={RouterLink} to="/auth/forgot-password">
          Ask for a new link
        </Link>
        <Link component={RouterLink} to="/auth/signin">
          Back to sign in
        </Link>
      </Box>
    </>
  );
}

export { ResetPasswordPage as Component };
