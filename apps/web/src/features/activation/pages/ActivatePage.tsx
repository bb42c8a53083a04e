import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { PasswordFields } from "../../../components/PasswordFields.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { newPasswordFormSchema } from "../../../lib/password-rules.ts";
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
  const { form, errors, error, submit } = useMutationForm({
    schema: newPasswordFormSchema,
    defaultValues: { password: "", confirmation: "" },
    onSubmit: async ({ password }) => {
      await activate.mutateAsync({ token, password });
      navigate(`/auth/signin?${new URLSearchParams({ success: ACCOUNT_ACTIVE_MESSAGE })}`);
    },
  });

  // PasswordFields is controlled; once an activation was tried, both its messages follow the typing.
  const submitted = form.formState.isSubmitted;
  const setPassword = (name: "password" | "confirmation") => (value: string) => {
    form.setValue(name, value);
    if (submitted) void form.trigger(["password", "confirmation"]);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ mb: 1 }}>
        {invite.name ? `Welcome, ${invite.name}. ` : ""}Choose a password to activate your account.
      </Typography>
      <TextField label="Email" value={invite.email} slotProps={{ htmlInput: { readOnly: true } }} />
      <PasswordFields
        password={form.watch("password")}
        confirmation={form.watch("confirmation")}
        onPasswordChange={setPassword("password")}
        onConfirmationChange={setPassword("confirmation")}
        passwordError={errors.password?.message ?? null}
        confirmationError={errors.confirmation?.message ?? null}
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
      <FormError message={error} />
    </Box>
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
