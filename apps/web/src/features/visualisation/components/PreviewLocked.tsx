import LockIcon from "@mui/icons-material/Lock";
import { Box, Button, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

export const PREVIEW_PLANS_MESSAGE = "Data visualisation is included in the Standard and Premium plans.";

/** The disabled "View" of a file the user's plan cannot preview; `describedBy` names the note why. */
export function LockedViewButton({ describedBy }: { describedBy?: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      disabled
      startIcon={<LockIcon fontSize="small" />}
      aria-describedby={describedBy}
    >
      View
    </Button>
  );
}

/** Why the preview is locked, and where the plans are. */
export function PreviewPlansNote({ id, message = PREVIEW_PLANS_MESSAGE }: { id?: string; message?: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {message}{" "}
      <Link component={RouterLink} to="/subscription">
        See plans
      </Link>
    </Typography>
  );
}

/** The locked entry in full (a viewer opened without the right, or a 403 answer): never a 403 page. */
export function PreviewLocked({ message }: { message?: string }) {
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      data-testid="preview-locked"
    >
      <LockedViewButton describedBy="preview-locked-note" />
      <PreviewPlansNote id="preview-locked-note" message={message} />
    </Box>
  );
}
