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
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import {
  linkFileToast,
  METADATA_MESSAGES,
  retrieveFileFailed,
  SDC_DISPLAY_NAMES,
  type StorageFile,
} from "@strata/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { metadataFilesQuery, setLinkFiles, useUnlinkFiles } from "../api/files.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { hasFileChanges, type MetadataFileEntry } from "../state/metadata-admin-state.ts";
import { formatBytes } from "./format.ts";
import { AUTO_CLOSE, DP_TOAST, settle } from "./toasts.ts";

const UNLINKED_PAGE_SIZE = 5;

/** What the dialog shows of a file, whichever list it came from. */
type KnownFile = Pick<StorageFile, "fileid" | "name" | "path" | "size" | "format">;

const folderOf = (file: KnownFile) => file.path.slice(0, Math.max(0, file.path.lastIndexOf("/"))) || "—";

/** A slot's file: the one it holds, or the one it held when it is being unlinked. */
const slotFile = (entry: MetadataFileEntry) => entry.fileid || entry.bak_id;

function slotState(entry: MetadataFileEntry): {
  label: string;
  color: "success" | "warning" | "info" | "default";
} {
  if (entry.fileid === entry.bak_id) return { label: "Linked", color: "success" };
  if (entry.fileid === "") return { label: "To unlink", color: "warning" };
  if (entry.bak_id === "") return { label: "To link", color: "info" };
  return { label: "To replace", color: "info" };
}

/**
 * The metadata link dialog: a record's file slots (getsdcmetadatafile) and the unlinked files that
 * may join them. Link and Unlink edit the slots, Discard resets each file id to its backup id, Save
 * sends them (metadatasetlinkfile): code 200 shows its message as success, 201 as an error, anything
 * else "Set Link File Fail"; these toasts close after 5 s.
 */
export function MetadataLinkDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const titleId = useId();
  const open = state.dialogs.metadataLink;
  const recordId = state.selectedId;
  return (
    <Dialog
      open={open}
      onClose={state.loading.submitting ? undefined : () => dispatch({ type: "metadataLinkClosed" })}
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
  const [unlinkedPage, setUnlinkedPage] = useState(1);
  const unlinked = useUnlinkFiles({
    ingestType: state.category,
    pageNumber: unlinkedPage,
    pageSize: UNLINKED_PAGE_SIZE,
  });
  // What is known of each file: the record's own, and any unlinked one picked here.
  const [known, setKnown] = useState(() => new Map<string, KnownFile>());

  const loaded = files.data?.files;
  useEffect(() => {
    if (!loaded) return;
    setKnown((current) => new Map([...current, ...loaded.map((file) => [file.fileid, file] as const)]));
    dispatch({
      type: "metadataFilesLoaded",
      files: loaded.map(({ fileid, id, bak_id }) => ({ fileid, id, bak_id })),
    });
  }, [loaded, dispatch]);

  const failed = files.isError;
  useEffect(() => {
    if (failed) settle(DP_TOAST.load, "error", retrieveFileFailed(name));
  }, [failed, name]);

  const entries = state.metadataFiles;
  const selected = new Set(state.selectedFileIds);
  const chosen = entries.filter((entry) => selected.has(slotFile(entry)));
  const submitting = state.loading.submitting;
  const changed = hasFileChanges(entries);
  const allChosen = entries.length > 0 && chosen.length === entries.length;
  const held = new Set(entries.map((entry) => entry.fileid));

  function toggle(fileid: string) {
    const next = selected.has(fileid)
      ? state.selectedFileIds.filter((id) => id !== fileid)
      : [...state.selectedFileIds, fileid];
    dispatch({ type: "fileSelectionChanged", fileids: next });
  }

  function link(file: StorageFile) {
    setKnown((current) => new Map(current).set(file.fileid, file));
    dispatch({ type: "filesLinked", fileids: [file.fileid], id: recordId });
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
      <DialogContent dividers sx={{ display: "grid", gap: 2, gridAutoRows: "max-content" }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Files of the record
        </Typography>
        {files.isLoading ? (
          <Box sx={{ display: "flex", justifyContent: "center", p: 2 }}>
            <CircularProgress aria-label="Loading the files" />
          </Box>
        ) : null}
        {failed ? <Alert severity="error">{retrieveFileFailed(name)}</Alert> : null}
        {files.isSuccess && entries.length === 0 ? (
          <Typography color="text.secondary">No files are linked to this record.</Typography>
        ) : null}
        {entries.length > 0 ? (
          <TableContainer sx={{ maxHeight: 300, border: 1, borderColor: "divider", borderRadius: 1 }}>
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
                          fileids: allChosen ? [] : entries.map(slotFile),
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
                  const fileid = slotFile(entry);
                  const file = known.get(fileid);
                  const status = slotState(entry);
                  return (
                    <TableRow key={`${entry.bak_id}|${entry.fileid}`} selected={selected.has(fileid)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(fileid)}
                          onChange={() => toggle(fileid)}
                          slotProps={{ input: { "aria-label": `Select ${file?.name ?? fileid}` } }}
                        />
                      </TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>{file?.name ?? fileid}</TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>{file ? folderOf(file) : "—"}</TableCell>
                      <TableCell>{file?.format ?? "—"}</TableCell>
                      <TableCell align="right">{file ? formatBytes(file.size) : "—"}</TableCell>
                      <TableCell>
                        <Chip size="small" color={status.color} variant="outlined" label={status.label} />
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
            disabled={submitting || !chosen.some((entry) => entry.fileid !== "")}
            onClick={() =>
              dispatch({
                type: "filesUnlinked",
                fileids: chosen.filter((entry) => entry.fileid !== "").map((entry) => entry.fileid),
              })
            }
          >
            Unlink selected
          </Button>
          <Button
            variant="outlined"
            disabled={submitting || !chosen.some((entry) => entry.fileid === "")}
            onClick={() =>
              dispatch({
                type: "filesLinked",
                fileids: chosen.filter((entry) => entry.fileid === "").map((entry) => entry.bak_id),
                id: recordId,
              })
            }
          >
            Keep selected
          </Button>
        </Box>

        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
          Unlinked files
        </Typography>
        {unlinked.isError ? <Alert severity="error">{errorMessage(unlinked.error)}</Alert> : null}
        {unlinked.isSuccess && unlinked.data.pageTotal === 0 ? (
          <Typography color="text.secondary">
            No unlinked {name} files. Synchronize to scan the storage again.
          </Typography>
        ) : null}
        {unlinked.data && unlinked.data.pageTotal > 0 ? (
          <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
            <TableContainer>
              <Table size="small" aria-label="Unlinked files">
                <TableHead>
                  <TableRow>
                    <TableCell>File</TableCell>
                    <TableCell>Folder</TableCell>
                    <TableCell>Format</TableCell>
                    <TableCell align="right">Size</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {unlinked.data.result.map((file) => (
                    <TableRow key={file.fileid}>
                      <TableCell sx={{ wordBreak: "break-all" }}>{file.name}</TableCell>
                      <TableCell sx={{ wordBreak: "break-all" }}>{file.folder}</TableCell>
                      <TableCell>{file.format}</TableCell>
                      <TableCell align="right">{formatBytes(file.size)}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          aria-label={`Link ${file.name}`}
                          disabled={submitting || held.has(file.fileid)}
                          onClick={() => link(file)}
                        >
                          {held.has(file.fileid) ? "Added" : "Link"}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={unlinked.data.pageTotal}
              page={unlinkedPage - 1}
              rowsPerPage={UNLINKED_PAGE_SIZE}
              rowsPerPageOptions={[UNLINKED_PAGE_SIZE]}
              onPageChange={(_event, next) => setUnlinkedPage(next + 1)}
            />
          </Box>
        ) : null}
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
