import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from "@mui/material";
import { SDC_DISPLAY_NAMES } from "@strata/core";
import { useId } from "react";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { countFormat } from "./format.ts";

/** The file-sync progress dialog: total, current and current folder, live while the sync runs. */
export function SyncProgressDialog({ live }: { live: boolean }) {
  const { dialogs, syncing, syncInfo, loading } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const titleId = useId();
  const { total, current, currentFolder } = loading.fileSync;
  const percent = total > 0 ? Math.min(100, Math.round((current / total) * 100)) : 0;
  const name = syncInfo ? SDC_DISPLAY_NAMES[syncInfo.ingestType] : "";

  return (
    <Dialog
      open={dialogs.syncProgress}
      onClose={() => dispatch({ type: "syncProgressClosed" })}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Synchronizing {name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 1.5 }}>
          <LinearProgress
            variant={syncing && total === 0 ? "indeterminate" : "determinate"}
            value={syncInfo?.status === "succeeded" ? 100 : percent}
            aria-label="Synchronization progress"
          />
          <Box role="status" aria-live="polite" sx={{ display: "grid", gap: 0.5 }}>
            <Typography data-testid="sync-total">Total files: {countFormat.format(total)}</Typography>
            <Typography data-testid="sync-current">Current file: {countFormat.format(current)}</Typography>
            <Typography data-testid="sync-folder" sx={{ wordBreak: "break-all" }}>
              Current folder: {currentFolder || "—"}
            </Typography>
          </Box>
          {syncing ? (
            <Typography variant="body2" color="text.secondary">
              {live ? "Live progress." : "Waiting for progress…"} The sync goes on if this dialog is closed.
            </Typography>
          ) : null}
          {syncInfo?.status === "succeeded" ? (
            <Alert severity="success" data-testid="sync-result">
              The sync is complete
              {syncInfo.result
                ? `: ${countFormat.format(syncInfo.result.total)} files, ${countFormat.format(syncInfo.result.linked)} linked (${countFormat.format(syncInfo.result.newlyLinked)} new), ${countFormat.format(syncInfo.result.unlinked)} unlinked, ${countFormat.format(syncInfo.result.invalid)} invalid, ${countFormat.format(syncInfo.result.invalidHeaders)} invalid table headers.`
                : "."}
            </Alert>
          ) : null}
          {syncInfo?.status === "failed" ? (
            <Alert severity="error">
              The sync ended with an error{syncInfo.error ? `: ${syncInfo.error}` : "."}
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: "syncProgressClosed" })}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
