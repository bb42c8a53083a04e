import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import type { FormEvent, ReactNode } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormError } from "../../../components/FormError.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { PasswordFields, useNewPassword } from "../../../components/PasswordFields.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useActivateAccount } from "../api/activate-account.ts";
import { useActivationInvite } from "../api/validate-activation-token.ts";

export const ACCOUNT_ACTIVE_MESSAGE = "Your account is active. Please sign in.";

function BackToSignIn() {
  return (
    <Link component={RouterLink} to="/auth/signin" sx={{ display: "inline-block", mt: 2 }}>
      Back to sign in
    </Link>
  );
}

export function ActivatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const invite = useActivationInvite(token);
  const form = useNewPassword();
  const activate = useActivateAccount();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || !form.validate()) return;
    activate.mutate(
      { token, password: form.password },
      {
        onSuccess: () => navigate(`/auth/signin?${new URLSearchParams({ success: ACCOUNT_ACTIVE_MESSAGE })}`),
      },
    );
  }

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert severity="error" role="alert">
        This activation link is incomplete. Open the link from your invitation email again.
      </Alert>
    );
  } else if (invite.isPending) {
    body = <PageLoader />;
  } else if (invite.isError) {
    body = (
      <Alert severity="error" role="alert">
        {errorMessage(invite.error)}
      </Alert>
    );
  } else {
    body = (
      <Box component="form" noValidate onSubmit={submit}>
        <Typography sx={{ mb: 1 }}>
          {invite.data.name ? `Welcome, ${invite.data.name}. ` : ""}Choose a password to activate your
          account.
        </Typography>
        <TextField label="Email" value={invite.data.email} slotProps={{ htmlInput: { readOnly: true } }} />
        <PasswordFields
          {...form.fieldProps}
          passwordLabel="Password"
          confirmationLabel="Confirm password"
          disabled={activate.isPending}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={activate.isPending}
          sx={{ mt: 1 }}
        >
          Activate account
        </Button>
        <FormError message={activate.isError ? errorMessage(activate.error) : null} />
      </Box>
    );
  }

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Activate your account
      </Typography>
      {body}
      <BackToSignIn />
    </>
  );
}

export { ActivatePage as Component };
