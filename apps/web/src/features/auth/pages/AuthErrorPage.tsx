import { Alert, Button, Typography } from "@mui/material";
import { Link as RouterLink, useSearchParams } from "react-router";
import { signInErrorText } from "../components/sign-in-error.ts";

export function AuthErrorPage() {
  const [params] = useSearchParams();
  const error = params.get("error") || "Default";
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Sign-in error
      </Typography>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {signInErrorText(error)}
      </Alert>
      <Button component={RouterLink} to="/auth/signin" variant="contained">
        Back to sign in
      </Button>
    </>
  );
}

export { AuthErrorPage as Component };
