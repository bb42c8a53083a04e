import { Alert, Box, Button, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

export const FORBIDDEN_MESSAGE = "You do not have access to this page.";

/** The 403 view: a signed-in user lacks the ability a page needs. */
export function ForbiddenView() {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        Access denied
      </Typography>
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        {FORBIDDEN_MESSAGE}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        Go to the home page
      </Button>
    </Box>
  );
}
