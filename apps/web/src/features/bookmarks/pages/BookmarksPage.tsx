import { Alert, Box, Button, Paper, Typography } from "@mui/material";
import type { Bookmark } from "@strata/core";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useBookmarks } from "../api/get-bookmarks.ts";
import { BookmarkList } from "../components/BookmarkList.tsx";
import { RemoveBookmarkDialog } from "../components/RemoveBookmarkDialog.tsx";

/** The signed-in user's bookmarks: records and map views. */
export function BookmarksPage() {
  const bookmarks = useBookmarks();
  const [removing, setRemoving] = useState<Bookmark | null>(null);

  let content: ReactNode;
  if (bookmarks.isPending) content = <PageLoader />;
  else if (bookmarks.isError) {
    content = (
      <Alert severity="error" role="alert">
        {errorMessage(bookmarks.error)}
      </Alert>
    );
  } else if (bookmarks.data.result.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          No bookmarks yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Bookmark a record from its page, or a view of the map viewer, to find it here again.
        </Typography>
        <Box sx={{ display: "flex", gap: 1, justifyContent: "center", flexWrap: "wrap" }}>
          <Can I="view" a="SmartDataCatalog">
            <Button component={RouterLink} to="/catalog" variant="contained">
              Open the data catalogue
            </Button>
          </Can>
          <Can I="view" a="SmartViewer">
            <Button component={RouterLink} to="/map" variant="outlined">
              Open the map viewer
            </Button>
          </Can>
        </Box>
      </Paper>
    );
  } else {
    const records = bookmarks.data.result.filter((b) => b.kind === "record");
    const views = bookmarks.data.result.filter((b) => b.kind === "mapView");
    content = (
      <>
        {records.length > 0 ? (
          <BookmarkList title="Records" bookmarks={records} onRemove={setRemoving} />
        ) : null}
        {views.length > 0 ? (
          <BookmarkList title="Map views" bookmarks={views} onRemove={setRemoving} />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Bookmarks" subtitle="Records and map views you saved." />
      {content}
      {removing ? <RemoveBookmarkDialog bookmark={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

export { BookmarksPage as Component };
