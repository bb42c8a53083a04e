import { Alert } from "@mui/material";
import { SESSION_REQUIRED_ERROR } from "@strata/core";
import { signInErrorText } from "./sign-in-error.ts";

export function SignInErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert severity={error === SESSION_REQUIRED_ERROR ? "info" : "error"} role="alert" sx={{ mb: 2 }}>
      {signInErrorText(error)}
    </Alert>
  );
}
