import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useId } from "react";
import { RichText } from "../../../components/rich-text/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useSession } from "../../../lib/session/index.ts";
import { useAcceptEula, useEulaStatus } from "../api/contact.ts";

/**
 * Asks a signed-in customer, once, to accept the EULA in force: a dialog that cannot be dismissed
 * any other way. Staff are never asked (the server answers `mustAccept: false`).
 */
export function EulaGate() {
  const session = useSession();
  const status = useEulaStatus(session.status === "authenticated" ? session.data?.user.email : undefined);
  const accept = useAcceptEula();
  const titleId = useId();
  const current = status.data?.current;
  if (!status.data?.mustAccept || !current) return null;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Please accept the updated EULA</DialogTitle>
      <DialogContent dividers>
        <RichText html={current.body} />
        {accept.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(accept.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          autoFocus
          disabled={accept.isPending}
          onClick={() => accept.mutate(current.id, { onError: () => status.refetch() })}
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
