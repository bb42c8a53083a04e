import { Alert, Box, Button, Link, Typography } from "@mui/material";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { PasswordFields } from "../../../components/PasswordFields.tsx";
import { newPasswordFormSchema } from "../../../lib/password-rules.ts";
import { useResetPassword } from "../api/reset-password.ts";

export const PASSWORD_RESET_SUCCESS = "Your password has been reset. Please sign in.";

/** The form, drawn only when the link carries a token. */
function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { form, errors, error, submit } = useMutationForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: "", confirmation: "" },
    onSubmit: async ({ password }) => {
      await reset.mutateAsync({ token, password });
      navigate(`/auth/signin?${new URLSearchParams({ success: PASSWORD_RESET_SUCCESS })}`);
    },
  });

  // PasswordFields is controlled; once a reset was tried, both its messages follow the typing.
  const submitted = form.formState.isSubmitted;
  const setPassword = (name: "password" | "confirmation") => (value: string) => {
    form.setValue(name, value);
    if (submitted) void form.trigger(["password", "confirmation"]);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PasswordFields
        password={form.watch("password")}
        confirmation={form.watch("confirmation")}
        onPasswordChange={setPassword("password")}
        onConfirmationChange={setPassword("confirmation")}
        passwordError={errors.password?.message ?? null}
        confirmationError={errors.confirmation?.message ?? null}
        disabled={reset.isPending}
      />
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
      <FormError message={error} />
    </Box>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Reset password
      </Typography>
      {token ? (
        <ResetPasswordForm token={token} />
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
