import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from "@mui/material";
import {
  exportAllText,
  exportDialogTitle,
  exportSelectedText,
  METADATA_MESSAGES,
  SDC_DISPLAY_NAMES,
} from "@strata/core";
import { useId, useState } from "react";
import { toast } from "../../../lib/toasts/index.ts";
import { exportMetadata, saveFile } from "../api/export-metadata.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { type ExportFormat, exportBody } from "../state/requests.ts";
import { DP_TOAST, settle, showPending } from "./toasts.ts";

/**
 * The export-to-Excel confirmation dialog (sections 2 and 4): closed, openExportSelected or
 * openExportAll. Confirm starts the export and disables both buttons while it runs; the dialog
 * closes once the file is handed to the browser (docs/decisions/data-preparation-web.md). A failure
 * is only logged (section 8) and leaves the dialog open for another try or Cancel.
 */
export function ExportDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  // The dialog says "Export Excel": an Excel workbook unless the user picks CSV (docs/decisions/0195).
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const titleId = useId();
  const textId = useId();
  const mode = state.dialogs.export;
  const submitting = state.loading.submitting;

  const text =
    mode === "openExportSelected"
      ? exportSelectedText(state.selectedRows.length)
      : exportAllText(state.search.total);

  async function confirm() {
    const body = exportBody(state, format);
    dispatch({ type: "submittingChanged", submitting: true });
    showPending(DP_TOAST.export, METADATA_MESSAGES.exporting);
    try {
      const file = await exportMetadata(body);
      saveFile(file.blob, file.fileName);
      settle(DP_TOAST.export, "success", METADATA_MESSAGES.exportSuccess);
      dispatch({ type: "exportClosed" });
    } catch (error) {
      console.error("Metadata export failed", error);
      toast.dismiss(DP_TOAST.export);
    } finally {
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  return (
    <Dialog
      open={mode !== "closed"}
      onClose={submitting ? undefined : () => dispatch({ type: "exportClosed" })}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      // The mode on the dialog element itself, for assistive tooling and the browser tests.
      slotProps={{ paper: { "data-mode": mode } as object }}
    >
      <DialogTitle id={titleId}>{exportDialogTitle(SDC_DISPLAY_NAMES[state.category])}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        <FormControl sx={{ mt: 2 }} disabled={submitting}>
          <FormLabel id={`${titleId}-format`}>File format</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            <FormControlLabel value="xlsx" control={<Radio />} label="Excel workbook (.xlsx)" />
            <FormControlLabel value="csv" control={<Radio />} label="CSV (.csv)" />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: "exportClosed" })} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={submitting}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
