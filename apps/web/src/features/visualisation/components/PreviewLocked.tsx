import LockIcon from "@mui/icons-material/Lock";
import { Box, Button, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

export const PREVIEW_PLANS_MESSAGE = "Data visualisation is included in the Standard and Premium plans.";

/**
 * The disabled "View" entry for a user whose plan has no preview of this file: a locked button, why,
 * and where the plans are. Shown instead of a 403 page.
 */
export function PreviewLocked({ message = PREVIEW_PLANS_MESSAGE }: { message?: string }) {
  return (
    <Box
      sx={{ display: "inline-flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      data-testid="preview-locked"
    >
      <Button size="small" variant="outlined" disabled startIcon={<LockIcon fontSize="small" />}>
        View
      </Button>
      <Typography variant="body2" color="text.secondary" component="span">
        {message}{" "}
        <Link component={RouterLink} to="/subscription">
          See plans
        </Link>
      </Typography>
    </Box>
  );
}
