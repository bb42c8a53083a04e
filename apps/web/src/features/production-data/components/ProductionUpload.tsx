import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { api, errorMessage } from "../../../lib/api.ts";
import { PRODUCTION_PATH } from "../api/production.ts";
import { ProductionChanges } from "./ProductionChanges.tsx";

/** Data staff: add and correct production from CSV or .xlsx — validate first, then apply (all or nothing). */
export function ProductionUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [announce, setAnnounce] = useState(true);
  const [sent, setSent] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    // Multipart, as the file is: the page shows the share sent (decision 0233).
    mutationFn: (mode: "validate" | "apply") => {
      const form = new FormData();
      form.append("mode", mode);
      form.append("announce", String(announce));
      form.append("file", file!);
      setSent(0);
      return api
        .postForm("/api/production-data/upload", form, { onProgress: setSent })
        .finally(() => setSent(null));
    },
    onSuccess: (report) => {
      if (report.applied) void queryClient.invalidateQueries({ queryKey: ["production-data"] });
    },
  });
  const report = upload.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="production-upload-heading" sx={{ p: 2 }}>
      <Typography id="production-upload-heading" variant="h2" gutterBottom>
        Load production (data staff)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        One row per wellbore and month; volumes in Sm³ for the month. Rows for months already stored correct
        them. A file with any bad row changes nothing.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <Button variant="text" href={`${PRODUCTION_PATH}/upload-template?format=xlsx`} download>
          Template (.xlsx)
        </Button>
        <Button variant="text" href={`${PRODUCTION_PATH}/upload-template?format=csv`} download>
          Template (.csv)
        </Button>
        <Button variant="outlined" component="label">
          {file ? file.name : "Choose a file"}
          <input
            type="file"
            hidden
            accept=".csv,.xlsx"
            aria-label="Production file (.csv or .xlsx)"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <FormControlLabel
          control={<Checkbox checked={announce} onChange={(e) => setAnnounce(e.target.checked)} />}
          label="Announce on New data"
        />
        <Button disabled={!file || upload.isPending} onClick={() => upload.mutate("validate")}>
          Check
        </Button>
        <Button
          variant="contained"
          disabled={!file || upload.isPending || !report || report.invalid > 0}
          onClick={() => upload.mutate("apply")}
        >
          Apply
        </Button>
      </Stack>
      <Box sx={{ mt: 2 }} aria-live="polite">
        {upload.isPending && file ? (
          <UploadProgress name={file.name} fraction={sent ?? 1} checking="Checking the rows…" />
        ) : null}
        {upload.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(upload.error)}
          </Alert>
        ) : null}
        {report ? (
          <Alert severity={report.invalid > 0 ? "warning" : "success"}>
            {report.applied ? "Applied: " : "Checked: "}
            {report.rows} rows for {report.wells} wells — {report.added} new months, {report.updated}{" "}
            corrected, {report.invalid} rows with problems.
            {report.announcementId ? " Announced on New data." : ""}
          </Alert>
        ) : null}
        {report && report.errors.length > 0 ? (
          <Table size="small" aria-label="Problems by row" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Column</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((e) => (
                <TableRow key={`${e.row}-${e.column}`}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>{e.column}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Box>
      <ProductionChanges />
    </Paper>
  );
}
