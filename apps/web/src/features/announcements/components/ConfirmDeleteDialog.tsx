import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useId } from "react";
import type { AdminAnnouncement } from "../api/announcements.ts";

/** Asks before deleting an announcement; both buttons are disabled while it is being deleted. */
export function ConfirmDeleteDialog({
  announcement,
  busy,
  onCancel,
  onConfirm,
}: {
  announcement: AdminAnnouncement | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={announcement !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Delete announcement</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Delete “{announcement?.title}”? It disappears from the New data page; this cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
