import { Alert, Box, Button, Link, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { draftToken } from "../api/draft-token.ts";
import { useVerifyEmail } from "../api/verify-email.ts";

/** Where the e-mail link lands: verifies the address, then the wizard continues (in this tab if it holds the draft). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const hasDraft = draftToken() !== null;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token, { onSuccess: () => hasDraft && navigate("/register", { replace: true }) });
  }, [token, verify, navigate, hasDraft]);

  if (!token) {
    return (
      <Alert severity="error" role="alert">
        This verification link is incomplete. Open the link from the e-mail again.
      </Alert>
    );
  }
  if (verify.isError) {
    return (
      <Box>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(verify.error)}
        </Alert>
        <Button component={RouterLink} to="/register" variant="contained">
          Back to the registration
        </Button>
      </Box>
    );
  }
  if (verify.isSuccess && !hasDraft) {
    return (
      <Box>
        <Typography variant="h1" gutterBottom>
          E-mail verified
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {verify.data.email} is verified. Return to the tab where you started your registration: it continues
          there by itself.
        </Typography>
        <Link component={RouterLink} to="/auth/signin">
          Back to sign in
        </Link>
      </Box>
    );
  }
  return <PageLoader />;
}

export { VerifyEmailPage as Component };
