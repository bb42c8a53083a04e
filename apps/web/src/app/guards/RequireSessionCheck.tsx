import { Alert, Box, Button } from "@mui/material";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/PageLoader.tsx";
import { useCurrentUser } from "../../lib/ability/index.ts";
import { errorMessage } from "../../lib/api.ts";
import { useSession } from "../../lib/session/index.ts";

/** Routes below need a session; they render once the current user and ability have loaded. */
export function RequireSessionCheck() {
  const session = useSession({ required: true });
  const currentUser = useCurrentUser();

  if (session.status !== "authenticated" || currentUser.status === "loading") return <PageLoader />;
  if (currentUser.status === "error") {
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={currentUser.refetch}>
              Try again
            </Button>
          }
        >
          Your account could not be loaded. {errorMessage(currentUser.error)}
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}
