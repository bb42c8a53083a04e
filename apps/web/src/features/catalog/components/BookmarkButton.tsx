import BookmarkIcon from "@mui/icons-material/Bookmark";
import BookmarkBorderIcon from "@mui/icons-material/BookmarkBorder";
import { Button } from "@mui/material";
import type { CatalogType } from "@strata/core";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useBookmarkRecord } from "../api/bookmark-record.ts";
import { useRemoveRecordBookmark } from "../api/remove-bookmark.ts";

export const BOOKMARKED_MESSAGE = "Bookmarked.";
export const BOOKMARK_REMOVED_MESSAGE = "Bookmark removed.";

/** Bookmarks the record, or removes its bookmark. */
export function BookmarkButton({
  type,
  id,
  bookmarkId,
}: {
  type: CatalogType;
  id: string;
  bookmarkId: string | null;
}) {
  const add = useBookmarkRecord(type, id);
  const remove = useRemoveRecordBookmark(type, id);
  const busy = add.isPending || remove.isPending;
  const onError = (error: unknown) => toast.error(errorMessage(error), { toastId: "bookmark-error" });

  if (bookmarkId) {
    return (
      <Button
        variant="outlined"
        startIcon={<BookmarkIcon />}
        disabled={busy}
        onClick={() =>
          remove.mutate(bookmarkId, {
            onSuccess: () => toast.success(BOOKMARK_REMOVED_MESSAGE, { toastId: "bookmark" }),
            onError,
          })
        }
      >
        Remove bookmark
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<BookmarkBorderIcon />}
      disabled={busy}
      onClick={() =>
        add.mutate(undefined, {
          onSuccess: () => toast.success(BOOKMARKED_MESSAGE, { toastId: "bookmark" }),
          onError,
        })
      }
    >
      Bookmark
    </Button>
  );
}
