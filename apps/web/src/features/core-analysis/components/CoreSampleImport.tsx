import {
  Alert,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type CORE_UPLOAD_MODES, coreSampleUploadFieldsSchema } from "@strata/core";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { useUploadProgress } from "../../../lib/use-upload-progress.ts";
import { CORE_SAMPLE_TEMPLATE_URL, useImportCoreSamples } from "../api/import-core-data.ts";

/** Core's upload fields (validate or apply), with the sheet beside them (null until one is chosen). */
const formSchema = coreSampleUploadFieldsSchema.extend({
  file: z.custom<File | null>().pipe(z.file("Choose the core sample file")),
});

/** A sample file, validated (problems by row and column) or applied (all or nothing), with its upload's progress. */
export function CoreSampleImport() {
  const upload = useImportCoreSamples();
  const progress = useUploadProgress();
  const { form, errors, error, setError, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { mode: "validate", file: null },
    // Neither the mode nor the file has a message of its own: what the server says shows above the report.
    fields: [],
    onSubmit: async ({ file, mode }) => {
      try {
        await upload.mutateAsync({ file, mode, onProgress: progress.track(file) });
      } finally {
        progress.done();
      }
    },
  });
  const file = form.watch("file");
  const run = (mode: (typeof CORE_UPLOAD_MODES)[number]) => {
    form.setValue("mode", mode);
    void submit();
  };
  const problem = error ?? errors.file?.message;
  const report = upload.data;
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
              form.setValue("file", e.target.files?.[0] ?? null);
              // A new file starts afresh: no report, no message of the last one.
              upload.reset();
              setError(null);
              form.clearErrors();
            }}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : "No file chosen"}</Typography>
        <Button disabled={!file || submitting} onClick={() => run("validate")}>
          Validate
        </Button>
        <Button variant="contained" disabled={!file || submitting} onClick={() => run("apply")}>
          Apply
        </Button>
      </Stack>
      {progress.current ? <UploadProgress {...progress.current} checking="Checking the rows…" /> : null}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
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
