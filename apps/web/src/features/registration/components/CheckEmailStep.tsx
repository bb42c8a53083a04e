import { Alert, Box, Button, Typography } from "@mui/material";
import type { RegistrationDraft } from "@strata/core";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useResendVerification } from "../api/steps.ts";

/**
 * Step 2: waits for the e-mail link. The wizard polls the draft, so opening the link in another tab
 * moves this one on too.
 */
export function CheckEmailStep({ draft, onBack }: { draft: RegistrationDraft; onBack: () => void }) {
  const resend = useResendVerification();
  return (
    <Box>
      <Typography variant="h3" component="h3" gutterBottom>
        Check your e-mail
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We sent a verification link to <strong>{draft.applicant?.email}</strong>. Open it on this or any other
        device to continue your registration there; this page moves on by itself once the address is verified.
      </Typography>
      {resend.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          We sent a new link. The previous one no longer works.
        </Alert>
      ) : null}
      <FormError message={resend.isError ? errorMessage(resend.error) : null} />
      <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap" }}>
        <Button onClick={onBack}>Change e-mail address</Button>
        <Button variant="outlined" onClick={() => resend.mutate(undefined)} disabled={resend.isPending}>
          {resend.isPending ? "Sending…" : "Send the link again"}
        </Button>
      </Box>
    </Box>
  );
}
