import { Alert, Box, Button, MenuItem, Stack, TextField } from "@mui/material";
import { mbrDocumentFieldsSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useUploadMbrDocument } from "../api/mbr.ts";

/** Core's text fields of an uploaded document, with the PDF beside them (null until one is chosen). */
const formSchema = mbrDocumentFieldsSchema.extend({
  file: z.custom<File | null>().pipe(z.file("Choose the PDF")),
});

/**
 * Staff add a round's document: a title, its kind and the PDF (checked on its bytes by the server).
 * Once uploaded the title empties; the kind and the file chosen stay.
 */
export function UploadDocumentForm({ roundId }: { roundId: string }) {
  const upload = useUploadMbrDocument(roundId);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { title: "", kind: "guidelines", file: null },
    // The file has no message of its own: what the server says of it shows under the form.
    fields: ["title", "kind"],
    onSubmit: async ({ title, kind, file }) => {
      const body = new FormData();
      body.append("title", title);
      body.append("kind", kind);
      body.append("file", file);
      await upload.mutateAsync(body);
      form.resetField("title");
    },
  });
  const [title, file] = form.watch(["title", "file"]);
  const problem = error ?? errors.file?.message;
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }} aria-label="Upload a document">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "center" }}>
        <TextField
          size="small"
          label="Title"
          {...form.register("title")}
          required
          error={Boolean(errors.title)}
          helperText={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <TextField
              size="small"
              select
              label="Kind"
              {...field}
              error={Boolean(errors.kind)}
              helperText={errors.kind?.message}
            >
              <MenuItem value="guidelines">Guidelines</MenuItem>
              <MenuItem value="brochure">Block brochure</MenuItem>
              <MenuItem value="other">Other</MenuItem>
            </TextField>
          )}
        />
        <Button variant="outlined" component="label">
          {file ? file.name : "Choose PDF"}
          <input
            hidden
            type="file"
            accept="application/pdf"
            onChange={(e) => form.setValue("file", e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={!file || !title || submitting}>
          Upload
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
