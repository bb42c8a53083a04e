import {
  Alert,
  Button,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useUploadProgress } from "../../../lib/use-upload-progress.ts";
import {
  CORE_SAMPLE_TEMPLATE_URL,
  useImportCoreSamples,
  useUploadCorePhoto,
} from "../api/import-core-data.ts";
import { CoreChanges } from "../components/CoreChanges.tsx";

/** Data staff: add and correct core samples from CSV/XLSX (validate, then apply all or nothing), and add core photographs. */
export function CoreImportPage() {
  return (
    <>
      <PageHeader
        title="Load core analysis data"
        subtitle="Add or correct core plug samples from a CSV or XLSX file, and add core photographs."
      />
      <Stack spacing={3}>
        <SampleImport />
        <PhotoUpload />
        <CoreChanges />
      </Stack>
    </>
  );
}

function SampleImport() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCoreSamples();
  const progress = useUploadProgress();
  const report = upload.data;
  const run = (mode: "validate" | "apply") =>
    file && upload.mutate({ file, mode, onProgress: progress.track(file) }, { onSettled: progress.done });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" gutterBottom>
        Core samples
      </Typography>
      <Typography variant="body2" gutterBottom>
        Fill in the <Link href={CORE_SAMPLE_TEMPLATE_URL}>template (CSV)</Link>: porosity and saturations as
        fractions 0–1, permeability in mD, grain density in g/cm³, depth in m MD. A sample number already
        present for the wellbore is corrected. Nothing is written unless every row is valid.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "center", my: 1 }}>
        <Button variant="outlined" component="label">
          Choose file
          <input
            hidden
            type="file"
            accept=".csv,.xlsx"
            aria-label="Core sample file (.csv or .xlsx)"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : "No file chosen"}</Typography>
        <Button disabled={!file || upload.isPending} onClick={() => run("validate")}>
          Validate
        </Button>
        <Button variant="contained" disabled={!file || upload.isPending} onClick={() => run("apply")}>
          Apply
        </Button>
      </Stack>
      {progress.current ? <UploadProgress {...progress.current} checking="Checking the rows…" /> : null}
      {upload.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(upload.error)}
        </Alert>
      )}
      {report && (
        <Stack spacing={1} role="status">
          <Alert severity={report.errors.length > 0 ? "error" : "success"}>
            {report.errors.length > 0
              ? `${report.errors.length} problem(s) in ${report.rows} rows: nothing was written.`
              : report.applied
                ? `Applied: ${report.added} added, ${report.updated} corrected (${report.wellbores.length} wellbores).`
                : `All ${report.rows} rows are valid: ${report.added} to add, ${report.updated} to correct. Apply to write them.`}
          </Alert>
          {report.errors.length > 0 && (
            <Table size="small" aria-label="Problems by row and column">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Column</TableCell>
                  <TableCell>Problem</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.errors.slice(0, 200).map((e) => (
                  <TableRow key={`${e.row}-${e.column}`}>
                    <TableCell>{e.row}</TableCell>
                    <TableCell>{e.column}</TableCell>
                    <TableCell>{e.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function PhotoUpload() {
  const [form, setForm] = useState({
    wellboreName: "",
    topDepthM: "",
    bottomDepthM: "",
    lighting: "white light",
  });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadCorePhoto();
  const progress = useUploadProgress();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file)
      upload.mutate({ ...form, file, onProgress: progress.track(file) }, { onSettled: progress.done });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      onSubmit={submit}
      aria-label="Add a core photograph"
    >
      <Typography variant="h2" gutterBottom>
        Core photograph
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "center" }}>
        <TextField
          label="Wellbore"
          required
          size="small"
          value={form.wellboreName}
          onChange={set("wellboreName")}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Top (m MD)"
          required
          size="small"
          type="number"
          value={form.topDepthM}
          onChange={set("topDepthM")}
        />
        <TextField
          label="Bottom (m MD)"
          required
          size="small"
          type="number"
          value={form.bottomDepthM}
          onChange={set("bottomDepthM")}
        />
        <TextField
          select
          label="Lighting"
          size="small"
          value={form.lighting}
          onChange={set("lighting")}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="white light">White light</MenuItem>
          <MenuItem value="UV">UV</MenuItem>
        </TextField>
        <Button variant="outlined" component="label">
          {file ? file.name : "Choose image"}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label="Photograph (PNG or JPEG)"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={!file || upload.isPending}>
          Upload
        </Button>
      </Stack>
      {progress.current ? (
        <UploadProgress {...progress.current} checking="Checking the image and making its thumbnail…" />
      ) : null}
      {upload.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(upload.error)}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          Added the photograph of {upload.data.wellboreName}, {upload.data.topDepthM}–
          {upload.data.bottomDepthM} m MD.
        </Alert>
      )}
    </Paper>
  );
}

export { CoreImportPage as Component };
