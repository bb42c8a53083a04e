import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { linkFileToast, METADATA_MESSAGES, retrieveFileFailed, SDC_DISPLAY_NAMES } from "@strata/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { dataPreparationKeys } from "../api/client.ts";
import { metadataFilesQuery, setLinkFiles } from "../api/files.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { hasFileChanges } from "../state/metadata-admin-state.ts";
import { formatBytes } from "./format.ts";
import { AUTO_CLOSE, DP_TOAST, settle } from "./toasts.ts";

/**
 * The metadata link dialog: a record's files and the unlinked ones it may take. Link and Unlink edit
 * the entries' ids, Discard resets each to its backup id, Save sends them (metadatasetlinkfile):
 * code 200 shows its message as success, 201 as an error, anything else "Set Link File Fail".
 */
export function MetadataLinkDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const titleId = useId();
  const open = state.dialogs.metadataLink;
  const recordId = state.selectedId;
  const submitting = state.loading.submitting;
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : () => dispatch({ type: "metadataLinkClosed" })}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      {open && recordId ? <LinkFiles key={recordId} recordId={recordId} titleId={titleId} /> : null}
    </Dialog>
  );
}

/** The dialog's content, mounted per record so its files load afresh each time it opens. */
function LinkFiles({ recordId, titleId }: { recordId: string; titleId: string }) {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();
  const name = SDC_DISPLAY_NAMES[state.category];
  const files = useQuery(metadataFilesQuery(state.category, recordId));

  const loaded = files.data?.files;
  useEffect(() => {
    if (loaded) {
      dispatch({
        type: "metadataFilesLoaded",
        files: loaded.map(({ fileid, id, bak_id }) => ({ fileid, id, bak_id })),
      });
    }
  }, [loaded, dispatch]);

  const failed = files.isError;
  useEffect(() => {
    if (failed) settle(DP_TOAST.load, "error", retrieveFileFailed(name));
  }, [failed, name]);

  const details = new Map((loaded ?? []).map((file) => [file.fileid, file]));
  const entries = state.metadataFiles;
  const selected = new Set(state.selectedFileIds);
  const chosen = entries.filter((entry) => selected.has(entry.fileid));
  const submitting = state.loading.submitting;
  const changed = hasFileChanges(entries);
  const allChosen = entries.length > 0 && chosen.length === entries.length;

  function toggle(fileid: string) {
    const next = selected.has(fileid)
      ? state.selectedFileIds.filter((id) => id !== fileid)
      : [...state.selectedFileIds, fileid];
    dispatch({ type: "fileSelectionChanged", fileids: next });
  }

  async function save() {
    dispatch({ type: "submittingChanged", submitting: true });
    try {
      const answer = await setLinkFiles(state.category, recordId, entries);
      const shown = linkFileToast(answer.code, answer.message);
      settle(DP_TOAST.link, shown.kind, shown.message, AUTO_CLOSE.link);
      if (answer.code === 200) {
        dispatch({ type: "filesSaved" });
        await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
      }
    } catch {
      settle(DP_TOAST.link, "error", METADATA_MESSAGES.setLinkFileFail, AUTO_CLOSE.link);
    } finally {
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  return (
    <>
      <DialogTitle id={titleId}>
        Link files to {name} record {recordId}
      </DialogTitle>
      <DialogContent dividers sx={{ display: "grid", gap: 2 }}>
        {files.isLoading ? (
          <Box sx={{ display: "flex", justifyContent: "center", p: 2 }}>
            <CircularProgress aria-label="Loading the files" />
          </Box>
        ) : null}
        {failed ? <Alert severity="error">{retrieveFileFailed(name)}</Alert> : null}
        {files.isSuccess && entries.length === 0 ? (
          <Typography color="text.secondary">
            This record has no files, and there are no unlinked files to link. Synchronize to scan the
            storage.
          </Typography>
        ) : null}
        {entries.length > 0 ? (
          <TableContainer sx={{ maxHeight: 380, border: 1, borderColor: "divider", borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label="Files of the record">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChosen}
                      indeterminate={chosen.length > 0 && !allChosen}
                      onChange={() =>
                        dispatch({
                          type: "fileSelectionChanged",
                          fileids: allChosen ? [] : entries.map((entry) => entry.fileid),
                        })
                      }
                      slotProps={{ input: { "aria-label": "Select all files" } }}
                    />
                  </TableCell>
                  <TableCell>File</TableCell>
                  <TableCell>Folder</TableCell>
                  <TableCell>Format</TableCell>
                  <TableCell align="right">Size</TableCell>
                  <TableCell>Link</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => {
                  const file = details.get(entry.fileid);
                  const linked = entry.id === recordId;
                  const wasLinked = entry.bak_id === recordId;
                  return (
                    <TableRow key={entry.fileid} selected={selected.has(entry.fileid)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(entry.fileid)}
                          onChange={() => toggle(entry.fileid)}
                          slotProps={{ input: { "aria-label": `Select ${file?.name ?? entry.fileid}` } }}
                        />
                      </TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>{file?.name ?? entry.fileid}</TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>
                        {file?.path ? file.path.slice(0, file.path.lastIndexOf("/")) : "—"}
                      </TableCell>
                      <TableCell>{file?.format ?? "—"}</TableCell>
                      <TableCell align="right">{file ? formatBytes(file.size) : "—"}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={linked ? "success" : "default"}
                          variant={linked === wasLinked ? "outlined" : "filled"}
                          label={`${linked ? "Linked" : "Unlinked"}${linked === wasLinked ? "" : " (changed)"}`}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <Box role="toolbar" aria-label="File links" sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="outlined"
            disabled={submitting || !chosen.some((entry) => entry.id !== recordId)}
            onClick={() =>
              dispatch({
                type: "filesLinked",
                fileids: chosen.filter((entry) => entry.id !== recordId).map((entry) => entry.fileid),
                id: recordId,
              })
            }
          >
            Link selected
          </Button>
          <Button
            variant="outlined"
            disabled={submitting || !chosen.some((entry) => entry.id !== null)}
            onClick={() =>
              dispatch({
                type: "filesUnlinked",
                fileids: chosen.filter((entry) => entry.id !== null).map((entry) => entry.fileid),
              })
            }
          >
            Unlink selected
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: "metadataLinkClosed" })} disabled={submitting}>
          Close
        </Button>
        <Button onClick={() => dispatch({ type: "filesDiscarded" })} disabled={submitting || !changed}>
          Discard
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={submitting || !changed}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
