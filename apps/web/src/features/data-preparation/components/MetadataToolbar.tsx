import AddIcon from "@mui/icons-material/Add";
import CachedIcon from "@mui/icons-material/Cached";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import HistoryIcon from "@mui/icons-material/History";
import LinkIcon from "@mui/icons-material/Link";
import PlaylistAddIcon from "@mui/icons-material/PlaylistAdd";
import SyncIcon from "@mui/icons-material/Sync";
import WallpaperIcon from "@mui/icons-material/Wallpaper";
import { Box, Button } from "@mui/material";
import { CATALOG_TYPES_WITH_PREVIEWS, type MetadataRow } from "@strata/core";
import { useState } from "react";
import { Can } from "../../../lib/ability/index.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { deleteTargets } from "./DeleteDialog.tsx";
import { PreviewCachesDialog } from "./PreviewCachesDialog.tsx";

/**
 * The Metadata tab's actions. Changing actions need `manage DataPreparation`; export and history
 * need only `view` (the system role may view). Edit, Link files and History work on the current
 * record; Delete on the ticked rows, or else the current record; Export on the ticked rows, or else all.
 * Previews (seismic and well logs) shows the preview caches' last run (decision 0237).
 */
export function MetadataToolbar({ currentRow }: { currentRow: MetadataRow | null }) {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const current = state.selectedId ? { index: state.selectedRowIndex, id: state.selectedId } : null;
  const busy = state.loading.submitting;
  const [previewsOpen, setPreviewsOpen] = useState(false);

  return (
    <Box role="toolbar" aria-label="Metadata actions" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      <Can I="manage" a="DataPreparation">
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => dispatch({ type: "insertOpened" })}
        >
          Insert
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          disabled={!current}
          onClick={() => current && dispatch({ type: "insertOpened", row: current })}
        >
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={deleteTargets(state.selectedRows, state.selectedId).length === 0}
          onClick={() => dispatch({ type: "deleteOpened" })}
        >
          Delete
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          onClick={() => dispatch({ type: "bulkAddToggled", open: true })}
        >
          Bulk add
        </Button>
      </Can>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={() => dispatch({ type: "exportOpened" })}
      >
        Export to Excel
      </Button>
      <Can I="manage" a="DataPreparation">
        <Button
          variant="outlined"
          startIcon={<SyncIcon />}
          disabled={state.syncing || busy}
          onClick={() => dispatch({ type: "syncConfirmToggled", open: true })}
        >
          {state.syncing ? "Synchronizing…" : "Synchronize"}
        </Button>
        <Button
          variant="outlined"
          startIcon={<CachedIcon />}
          onClick={() => dispatch({ type: "clearCacheToggled", open: true })}
        >
          Clear cache
        </Button>
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          disabled={!current}
          onClick={() => current && dispatch({ type: "metadataLinkOpened", row: current })}
        >
          Link files
        </Button>
      </Can>
      <Button
        variant="outlined"
        startIcon={<HistoryIcon />}
        disabled={!current}
        onClick={() => {
          if (!current) return;
          dispatch({ type: "metadataRecordChosen", record: currentRow ?? { id: current.id } });
          dispatch({ type: "subTabChanged", subTab: "MetadataRecord" });
        }}
      >
        History
      </Button>
      {CATALOG_TYPES_WITH_PREVIEWS.includes(state.category) ? (
        <>
          <Button variant="outlined" startIcon={<WallpaperIcon />} onClick={() => setPreviewsOpen(true)}>
            Previews
          </Button>
          <PreviewCachesDialog open={previewsOpen} onClose={() => setPreviewsOpen(false)} />
        </>
      ) : null}
    </Box>
  );
}
