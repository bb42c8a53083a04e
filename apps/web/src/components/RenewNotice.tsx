import { Alert, AlertTitle, Link } from "@mui/material";
import { Link as RouterLink } from "react-router";

export const RENEW_TITLE = "Renew your subscription";
const DEFAULT_MESSAGE = "Your subscription has expired.";

/**
 * The call to action of the expired variants (viewer and catalogue). There is no renewal screen yet,
 * so it says how to renew and whom to ask instead of linking to a page that does not exist.
 */
export function RenewNotice({ message }: { message?: string | null }) {
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="renew-notice">
      <AlertTitle>{RENEW_TITLE}</AlertTitle>
      {message ?? DEFAULT_MESSAGE} You can still browse the catalogue and the map. To renew, your
      organisation's primary user applies for a renewal of the subscription; for help, contact the data
      repository team (see{" "}
      <Link component={RouterLink} to="/about-us" color="inherit">
        About us
      </Link>
      ).
    </Alert>
  );
}
