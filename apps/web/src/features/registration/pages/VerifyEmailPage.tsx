import { Alert, Box, Button } from "@mui/material";
import type { RegistrationActivated } from "@strata/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { draftToken, saveDraftToken } from "../api/draft-token.ts";
import { useContinueRegistration, useVerifyEmail } from "../api/verify-email.ts";

/**
 * Where an e-mailed link lands (the verification link, or "continue my registration"): it opens the
 * draft on this device, in whatever browser the e-mail was read, and the wizard goes on from where it
 * stands. A tab that already holds the draft keeps its own token.
 */
function LinkLanding({ mutation }: { mutation: UseMutationResult<RegistrationActivated, Error, string> }) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token, {
      onSuccess: ({ continuationToken }) => {
        if (draftToken() === null) saveDraftToken(continuationToken);
        navigate("/register", { replace: true });
      },
    });
  }, [token, mutation, navigate]);

  if (!token) {
    return (
      <Alert severity="error" role="alert">
        This link is incomplete. Open the link from the e-mail again.
      </Alert>
    );
  }
  if (mutation.isError) {
    return (
      <Box>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(mutation.error)}
        </Alert>
        <Button component={RouterLink} to="/register/resume" variant="contained">
          Send me a new link
        </Button>
      </Box>
    );
  }
  return <PageLoader />;
}

export function VerifyEmailPage() {
  return <LinkLanding mutation={useVerifyEmail()} />;
}

export function ContinueRegistrationPage() {
  return <LinkLanding mutation={useContinueRegistration()} />;
}

export { VerifyEmailPage as Component };
