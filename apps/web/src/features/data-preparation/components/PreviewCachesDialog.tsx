import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { PREVIEW_CACHE_MESSAGES, type PreviewCacheRun } from "@strata/core";
import { useId } from "react";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { usePreviewCacheStatus, useRunPreviewCaches } from "../api/preview-caches.ts";
import { countFormat, formatDateTime } from "./format.ts";

const RUN_STATUS_TEXT: Record<PreviewCacheRun["status"], string> = {
  queued: "Waiting to start",
  running: "Making previews…",
  succeeded: "Finished",
  failed: "Failed",
};

/**
 * The preview caches' last run (decision 0237): after a sync of seismic data or well logs the
 * server prepares each SEG-Y and LAS file for fast previews; here staff see what it made, which
 * files it could not (those are previewed from the file itself, more slowly) and why, and can ask
 * for a run now (after replacing files in storage by hand).
 */
export function PreviewCachesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const status = usePreviewCacheStatus(open);
  const run = useRunPreviewCaches();
  const lastRun = status.data?.lastRun ?? null;
  const started = run.data;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Preview caches</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            After a sync of seismic data or well logs, every SEG-Y and LAS file is prepared for fast previews.
            A file without one is previewed from the file itself, more slowly.
          </Typography>
          {status.isPending ? <LinearProgress aria-label="Loading the last run" /> : null}
          {status.isError ? <Alert severity="error">{errorMessage(status.error)}</Alert> : null}
          {status.isSuccess && !lastRun ? (
            <Alert severity="info">No run yet: the first sync of seismic data or well logs starts one.</Alert>
          ) : null}
          {lastRun ? <RunSummary run={lastRun} /> : null}
          {started ? (
            <Alert severity="success" role="status">
              {started.queued ? PREVIEW_CACHE_MESSAGES.queued : PREVIEW_CACHE_MESSAGES.alreadyQueued}
            </Alert>
          ) : null}
          {run.isError ? <Alert severity="error">{errorMessage(run.error)}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Can I="manage" a="DataPreparation">
          <Button onClick={() => run.mutate()} disabled={run.isPending}>
            Prepare previews now
          </Button>
        </Can>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RunSummary({ run }: { run: PreviewCacheRun }) {
  const going = run.status === "queued" || run.status === "running";
  return (
    <>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <dt>Last run</dt>
        <dd>
          {RUN_STATUS_TEXT[run.status]} · {formatDateTime(going ? run.queuedAt : run.updatedAt)}
        </dd>
        <dt>Made</dt>
        <dd>{countFormat.format(run.built)}</dd>
        <dt>Already made</dt>
        <dd>{countFormat.format(run.upToDate)}</dd>
        <dt>Could not be made</dt>
        <dd>{countFormat.format(run.skippedCount)}</dd>
      </Box>
      {going ? <LinearProgress aria-label="Preview caches progress" /> : null}
      {run.error ? <Alert severity="error">{run.error}</Alert> : null}
      {run.skipped.length > 0 ? (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label="Files without a preview cache">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.skipped.map((file) => (
                <TableRow key={file.fileId}>
                  <TableCell sx={{ wordBreak: "break-all" }}>
                    {file.name ?? file.fileId}
                    {file.path ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {file.path}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{file.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {run.skippedCount > run.skipped.length ? (
            <Typography variant="caption" color="text.secondary">
              The first {countFormat.format(run.skipped.length)} of {countFormat.format(run.skippedCount)} are
              listed.
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </>
  );
}
