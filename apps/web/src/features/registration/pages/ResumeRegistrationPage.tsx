import { Alert, Box, Button, Link, TextField, Typography } from "@mui/material";
import { registrationResumeSchema } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useResumeRegistration } from "../api/verify-email.ts";

// The server's rule for the address; whatever it finds wrong (empty, malformed, too long), one sentence.
const formSchema = z.object({
  email: z
    .string()
    .refine(
      (email) => registrationResumeSchema.shape.email.safeParse(email).success,
      "Enter the e-mail address you registered with.",
    ),
});

/**
 * "Continue a registration" (from the sign-in page): a returning applicant, on any device, asks for a
 * link to their registration in progress. The answer never says whether the address has one.
 */
export function ResumeRegistrationPage() {
  const resume = useResumeRegistration();
  const { form, errors, error, submit } = useMutationForm({
    schema: formSchema,
    defaultValues: { email: "" },
    onSubmit: ({ email }) => resume.mutateAsync(email),
  });
  const problem = errors.email?.message;

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="h1" gutterBottom>
        Continue a registration
      </Typography>
      {resume.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          If a registration in progress uses {resume.variables}, we have e-mailed a link to it. Open the link
          on any device to continue where you left off.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Typography sx={{ mb: 1 }}>
            Started registering your organisation but did not finish? Enter the e-mail address you used and we
            send you a link that continues it on any device.
          </Typography>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            {...form.register("email")}
            error={Boolean(problem)}
            helperText={problem ?? " "}
            required
          />
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={resume.isPending}>
            {resume.isPending ? "Sending…" : "Send me a link"}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/auth/signin">
          Back to sign in
        </Link>{" "}
        ·{" "}
        <Link component={RouterLink} to="/register">
          Start a new registration
        </Link>
      </Typography>
    </Box>
  );
}

export { ResumeRegistrationPage as Component };
