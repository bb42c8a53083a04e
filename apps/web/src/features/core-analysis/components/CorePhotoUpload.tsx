import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { CORE_PHOTO_LIGHTING, corePhotoUploadFieldsSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { useUploadProgress } from "../../../lib/use-upload-progress.ts";
import { useUploadCorePhoto } from "../api/import-core-data.ts";

/**
 * The fields as typed (sent as they are, like any multipart field), checked by core's upload fields
 * (depths within bounds, the top above the bottom), with the image beside them (null until chosen).
 */
const formSchema = z
  .object({
    wellboreName: z.string(),
    topDepthM: z.string(),
    bottomDepthM: z.string(),
    lighting: z.enum(CORE_PHOTO_LIGHTING),
    file: z.custom<File | null>().pipe(z.file("Choose the photograph")),
  })
  .superRefine((values, ctx) => {
    const parsed = corePhotoUploadFieldsSchema.safeParse(values);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

/** One core box photograph for a wellbore's depth interval, with its upload's progress. */
export function CorePhotoUpload() {
  const upload = useUploadCorePhoto();
  const progress = useUploadProgress();
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { wellboreName: "", topDepthM: "", bottomDepthM: "", lighting: "white light", file: null },
    // The image has no message of its own: what the server says of it shows under the form.
    fields: ["wellboreName", "topDepthM", "bottomDepthM", "lighting"],
    onSubmit: async (values) => {
      try {
        await upload.mutateAsync({ ...values, onProgress: progress.track(values.file) });
      } finally {
        progress.done();
      }
    },
  });
  const file = form.watch("file");
  const problem = error ?? errors.file?.message;
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
          {...form.register("wellboreName")}
          error={Boolean(errors.wellboreName)}
          helperText={errors.wellboreName?.message}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Top (m MD)"
          required
          size="small"
          type="number"
          {...form.register("topDepthM")}
          error={Boolean(errors.topDepthM)}
          helperText={errors.topDepthM?.message}
        />
        <TextField
          label="Bottom (m MD)"
          required
          size="small"
          type="number"
          {...form.register("bottomDepthM")}
          error={Boolean(errors.bottomDepthM)}
          helperText={errors.bottomDepthM?.message}
        />
        <Controller
          control={form.control}
          name="lighting"
          render={({ field }) => (
            <TextField
              select
              label="Lighting"
              size="small"
              {...field}
              error={Boolean(errors.lighting)}
              helperText={errors.lighting?.message}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="white light">White light</MenuItem>
              <MenuItem value="UV">UV</MenuItem>
            </TextField>
          )}
        />
        <Button variant="outlined" component="label">
          {file ? file.name : "Choose image"}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label="Photograph (PNG or JPEG)"
            onChange={(e) => form.setValue("file", e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={!file || submitting}>
          Upload
        </Button>
      </Stack>
      {progress.current ? (
        <UploadProgress {...progress.current} checking="Checking the image and making its thumbnail…" />
      ) : null}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
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
