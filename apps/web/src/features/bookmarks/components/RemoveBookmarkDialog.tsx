import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import type { Bookmark } from "@strata/core";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useDeleteBookmark } from "../api/delete-bookmark.ts";

export const BOOKMARK_REMOVED_MESSAGE = "Bookmark removed.";

/** Asks before removing a bookmark. */
export function RemoveBookmarkDialog({ bookmark, onClose }: { bookmark: Bookmark; onClose: () => void }) {
  const remove = useDeleteBookmark();
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby="remove-bookmark-title">
      <DialogTitle id="remove-bookmark-title">Remove bookmark?</DialogTitle>
      <DialogContent>
        <DialogContentText>“{bookmark.name}” will be removed from your bookmarks.</DialogContentText>
        {remove.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(bookmark.id, {
              onSuccess: () => {
                toast.success(BOOKMARK_REMOVED_MESSAGE, { toastId: "bookmark" });
                onClose();
              },
            })
          }
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
