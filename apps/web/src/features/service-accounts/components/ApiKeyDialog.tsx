import { Typography } from "@mui/material";
import type { ServiceAccountWithKey } from "@strata/core";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog.tsx";

/** Shows an API key the one time the server answers it (on create and on rotate). */
export function ApiKeyDialog({ created, onClose }: { created: ServiceAccountWithKey; onClose(): void }) {
  return (
    <SecretOnceDialog
      title={`API key for ${created.account.name}`}
      label="API key"
      secret={created.apiKey}
      lost="If it is lost, rotate the key."
      confirmLabel="I have copied the key"
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        The client signs in with <code>POST /api/service-accounts/sign-in</code> and the body{" "}
        <code>{'{ "apiKey": "…" }'}</code>, then sends the token it gets as{" "}
        <code>Authorization: Bearer …</code>. A token lasts 15 minutes.
      </Typography>
    </SecretOnceDialog>
  );
}
