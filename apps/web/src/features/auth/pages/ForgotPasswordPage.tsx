import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useRequestPasswordReset } from "../api/forgot-password.ts";

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, we have sent a link to reset the password.";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setProblem("Enter your email address.");
      return;
    }
    setProblem(null);
    request.mutate({ email: email.trim() });
  }

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Forgot password
      </Typography>
      {request.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {RESET_LINK_SENT_MESSAGE}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Typography color="text.secondary">
            Enter the email address of your account and we will send you a link to reset the password.
          </Typography>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={request.isPending}
            error={Boolean(problem)}
            helperText={problem}
            slotProps={{ formHelperText: problem ? { role: "alert" } : {} }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={request.isPending}
            sx={{ mt: 1 }}
          >
            Send reset link
          </Button>
          <FormError message={request.isError ? errorMessage(request.error) : null} />
        </Box>
      )}
      <Link component={RouterLink} to="/auth/signin" sx={{ display: "inline-block", mt: 2 }}>
        Back to sign in
      </Link>
    </>
  );
}

export { ForgotPasswordPage as Component };
