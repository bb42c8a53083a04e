import { Alert, Box, Button, Typography } from "@mui/material";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a route fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: "auto", my: 8, px: 2 }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        This page could not be shown.{detail ? ` (${detail})` : ""}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
