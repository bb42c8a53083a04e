import { Alert, Link, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { NewPasswordForm } from "../../../components/NewPasswordForm.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useActivateAccount } from "../api/activate-account.ts";
import { type ActivationInvite, useActivationInvite } from "../api/validate-activation-token.ts";

export const ACCOUNT_ACTIVE_MESSAGE = "Your account is active. Please sign in.";

function BackToSignIn() {
  return (
    <Link component={RouterLink} to="/auth/signin" sx={{ display: "inline-block", mt: 2 }}>
      Back to sign in
    </Link>
  );
}

/** The form, drawn once the invitation's token was found valid. */
function ActivateForm({ token, invite }: { token: string; invite: ActivationInvite }) {
  const navigate = useNavigate();
  const activate = useActivateAccount();
  return (
    <NewPasswordForm
      passwordLabel="Password"
      submitLabel="Activate account"
      pending={activate.isPending}
      onSubmit={async (password) => {
        await activate.mutateAsync({ token, password });
        navigate(`/auth/signin?${new URLSearchParams({ success: ACCOUNT_ACTIVE_MESSAGE })}`);
      }}
    >
      <Typography sx={{ mb: 1 }}>
        {invite.name ? `Welcome, ${invite.name}. ` : ""}Choose a password to activate your account.
      </Typography>
      <TextField label="Email" value={invite.email} slotProps={{ htmlInput: { readOnly: true } }} />
    </NewPasswordForm>
  );
}

export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const invite = useActivationInvite(token);

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
    body = <ActivateForm token={token} invite={invite.data} />;
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
