import DownloadIcon from "@mui/icons-material/Download";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Chip,
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
import { BULK_FILE_MAX_BYTES, type BulkReport, bulkResult, SDC_DISPLAY_NAMES } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useUploadProgress } from "../../../lib/use-upload-progress.ts";
import { bulkAddUpdate } from "../api/bulk-add-update.ts";
import { bulkTemplateUrl } from "../api/bulk-template.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { useMetadataProperties } from "../api/get-metadata-properties.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { formatBytes } from "./format.ts";
import { DP_TOAST, settle } from "./toasts.ts";

/** The most report rows drawn at once; invalid rows come first. */
const REPORT_ROWS_SHOWN = 500;

function isBulkReport(value: unknown): value is BulkReport {
  return typeof value === "object" && value !== null && Array.isArray((value as BulkReport).rows);
}

/** The per-row validation report: row, id, action and errors. */
function BulkReportTable({ report }: { report: BulkReport }) {
  const rows = [...report.rows].sort(
    (a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row,
  );
  const shown = rows.slice(0, REPORT_ROWS_SHOWN);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography role="status">
        {report.rows.length} rows read: {report.added} to add, {report.updated} to update, {report.invalid}{" "}
        invalid.
      </Typography>
      {report.headers?.missing.length ? (
        <Alert severity="warning">
          The header row lacks these columns: {report.headers.missing.join(", ")}.
        </Alert>
      ) : null}
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Bulk validation report">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Id</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Errors</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow
                key={row.row}
                sx={row.errors.length ? { bgcolor: "rgba(211, 47, 47, 0.06)" } : undefined}
              >
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.id ?? "—"}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={row.action === "add" ? "Add" : "Update"} />
                </TableCell>
                <TableCell>
                  {row.errors.length === 0 ? (
                    <Typography variant="body2" color="success.main">
                      Valid
                    </Typography>
                  ) : (
                    row.errors.map((error) => (
                      <Typography key={`${error.column}:${error.message}`} variant="body2" color="error">
                        {error.heading}: {error.message}
                      </Typography>
                    ))
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > shown.length ? (
        <Typography variant="body2" color="text.secondary">
          Showing the first {shown.length} of {rows.length} rows.
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Bulk add or update from an .xlsx or .csv file: every row is validated first and reported; only a
 * file with no invalid row can be applied, and the server applies all of it or nothing.
 */
export function BulkAddDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();
  const titleId = useId();
  const inputId = useId();
  const templateId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submitting = state.loading.submitting;
  const progress = useUploadProgress();
  const name = SDC_DISPLAY_NAMES[state.category];
  const properties = useMetadataProperties(state.category);
  const required = properties.data?.columns.filter((c) => c.editable && c.required).map((c) => c.label);

  function close() {
    setFile(null);
    setReport(null);
    setError(null);
    dispatch({ type: "bulkAddToggled", open: false });
  }

  function choose(next: File | null) {
    setReport(null);
    setError(null);
    if (next && next.size > BULK_FILE_MAX_BYTES) {
      setFile(null);
      setError(`The file is larger than ${formatBytes(BULK_FILE_MAX_BYTES)}.`);
      return;
    }
    setFile(next);
  }

  async function run(mode: "validate" | "apply") {
    if (!file) return;
    dispatch({ type: "submittingChanged", submitting: true });
    setError(null);
    try {
      const answer = await bulkAddUpdate(state.category, mode, file, progress.track(file));
      setReport(answer);
      if (mode === "apply") {
        settle(DP_TOAST.bulk, "success", bulkResult(answer.added, answer.updated));
        await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
        close();
      }
    } catch (caught) {
      const details = caught instanceof ApiError ? caught.details : undefined;
      if (isBulkReport(details)) setReport(details);
      setError(errorMessage(caught));
      if (mode === "apply") settle(DP_TOAST.bulk, "error", errorMessage(caught));
    } finally {
      progress.done();
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  // Apply validates again on the server and refuses the whole file if any row is invalid.
  const canApply = file !== null && (report === null || report.invalid === 0);

  return (
    <Dialog
      open={state.dialogs.bulkAdd}
      onClose={submitting ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>Bulk add {name} metadata</DialogTitle>
      <DialogContent dividers sx={{ display: "grid", gap: 2, gridAutoRows: "max-content" }}>
        <Typography variant="body2" color="text.secondary">
          Choose an .xlsx or .csv file whose header row names the columns. Every row is validated first; rows
          whose id exists update that record, the others are added. A file with an invalid row changes
          nothing.
        </Typography>
        <Box
          component="section"
          aria-labelledby={templateId}
          sx={{ display: "grid", gap: 1, p: 1.5, border: 1, borderColor: "divider", borderRadius: 1 }}
        >
          <Typography id={templateId} variant="subtitle2" component="h3">
            Template
          </Typography>
          <Typography variant="body2">
            Start from the {name} template: its header row names every column, and the columns each row must
            fill are marked (required)
            {required?.length ? `: ${required.join(", ")}.` : "."}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button
              component="a"
              href={bulkTemplateUrl(state.category, "xlsx")}
              download
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
            >
              Excel template (.xlsx)
            </Button>
            <Button
              component="a"
              href={bulkTemplateUrl(state.category, "csv")}
              download
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
            >
              CSV template (.csv)
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={submitting}
          >
            Choose file
          </Button>
          <input
            id={inputId}
            type="file"
            aria-label="Bulk file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            hidden
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              event.target.value = "";
            }}
          />
          <Typography>{file ? `${file.name} (${formatBytes(file.size)})` : "No file chosen."}</Typography>
        </Box>
        {progress.current ? <UploadProgress {...progress.current} checking="Checking the rows…" /> : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {report ? <BulkReportTable report={report} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => void run("validate")} disabled={!file || submitting}>
          Validate
        </Button>
        <Button variant="contained" onClick={() => void run("apply")} disabled={!canApply || submitting}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
