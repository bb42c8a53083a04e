import { Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

export function VerifyRequestPage() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Check your email
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A sign-in link has been sent to your email address. Open it on this device to sign in.
      </Typography>
      <Link component={RouterLink} to="/auth/signin">
        Back to sign in
      </Link>
    </>
  );
}

export { VerifyRequestPage as Component };
