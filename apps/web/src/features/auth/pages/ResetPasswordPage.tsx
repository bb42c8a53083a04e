import { Alert, Box, Link, Typography } from "@mui/material";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { NewPasswordForm } from "../../../components/NewPasswordForm.tsx";
import { useResetPassword } from "../api/reset-password.ts";

export const PASSWORD_RESET_SUCCESS = "Your password has been reset. Please sign in.";

/** The form, drawn only when the link carries a token. */
function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      submitLabel="Reset password"
      pending={reset.isPending}
      onSubmit={async (password) => {
        await reset.mutateAsync({ token, password });
        navigate(`/auth/signin?${new URLSearchParams({ success: PASSWORD_RESET_SUCCESS })}`);
      }}
    />
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
