import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { useRequestPasswordReset } from "../api/forgot-password.ts";

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, we have sent a link to reset the password.";

// Only an empty field is refused here: the server checks the address (and its 400 shows on the field).
const formSchema = z.object({ email: z.string().trim().min(1, "Enter your email address.") });

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { form, errors, error, submit } = useMutationForm({
    schema: formSchema,
    defaultValues: { email: "" },
    onSubmit: (body) => request.mutateAsync(body),
  });
  const problem = errors.email?.message;

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
            {...form.register("email")}
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
          <FormError message={error} />
        </Box>
      )}
      <Link component={RouterLink} to="/auth/signin" sx={{ display: "inline-block", mt: 2 }}>
        Back to sign in
      </Link>
    </>
  );
}

export { ForgotPasswordPage as Component };
