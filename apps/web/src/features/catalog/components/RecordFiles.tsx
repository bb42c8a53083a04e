import VisibilityIcon from "@mui/icons-material/Visibility";
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { CatalogDetails } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { useAppAbility } from "../../../lib/ability/index.ts";
import {
  canPreviewRecord,
  LockedViewButton,
  PreviewPlansNote,
  previewPathOf,
} from "../../visualisation/index.ts";
import { formatBytes } from "./format.ts";

/** Whether the viewer may download the record (and why not), then the record's files. */
export function RecordFiles({ details }: { details: CatalogDetails }) {
  const { download, files, filesHidden } = details;
  const canPreview = canPreviewRecord(useAppAbility(), details.record.bid);
  const previewable = files.some((file) => previewPathOf(file) !== null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="files-heading" sx={{ p: 2 }}>
      <Typography id="files-heading" variant="h2" sx={{ mb: 1.5 }}>
        Files and download
      </Typography>
      <Alert
        severity={download.allowed ? "success" : "warning"}
        sx={{ mb: 2 }}
        data-testid="download-decision"
      >
        <AlertTitle>
          {download.allowed ? "You may download this record" : "Download not available"}
        </AlertTitle>
        {details.refusal?.message ?? download.message}
        {details.refusal?.action ? (
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={details.refusal.action.path} variant="outlined" size="small">
              {details.refusal.action.label}
            </Button>
          </Box>
        ) : null}
      </Alert>
      {filesHidden ? (
        <Typography color="text.secondary">
          The record's files are shown again once the subscription is renewed.
        </Typography>
      ) : files.length === 0 ? (
        <Typography color="text.secondary">No files are attached to this record yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Files">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell align="right">Size</TableCell>
                <TableCell>Format</TableCell>
                {previewable ? <TableCell>Preview</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((file) => (
                <TableRow key={file.id}>
                  <TableCell sx={{ overflowWrap: "anywhere" }} title={file.path}>
                    {file.name}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {formatBytes(file.sizeBytes)}
                  </TableCell>
                  <TableCell>{file.format}</TableCell>
                  {previewable ? (
                    <TableCell>
                      <PreviewEntry path={previewPathOf(file)} allowed={canPreview} name={file.name} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {previewable && !canPreview && !filesHidden ? (
        <Box sx={{ mt: 1.5 }} data-testid="preview-locked">
          <PreviewPlansNote id={LOCKED_NOTE_ID} />
        </Box>
      ) : null}
    </Paper>
  );
}

const LOCKED_NOTE_ID = "record-preview-locked-note";

/** "View" for a SEG-Y or LAS file; the locked entry with the plans when the user's plan has no preview. */
function PreviewEntry({ path, allowed, name }: { path: string | null; allowed: boolean; name: string }) {
  if (!path) return null;
  if (!allowed) return <LockedViewButton describedBy={LOCKED_NOTE_ID} />;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<VisibilityIcon fontSize="small" />}
      component={RouterLink}
      to={path}
      aria-label={`View ${name}`}
    >
      View
    </Button>
  );
}
