import { MenuItem, TextField, Typography } from "@mui/material";
import {
  STUDY_DOCUMENT_ABSTRACT_MAX,
  STUDY_DOCUMENT_KINDS,
  STUDY_DOCUMENT_TITLE_MAX,
  type StudyDocument,
  studyDocumentFieldsSchema,
} from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { oversizedMessage, UPLOAD_LIMIT_TEXT } from "../../../lib/upload-limit.ts";
import { useUploadStudyDocument } from "../api/study-documents.ts";
import { KIND_LABELS } from "./labels.ts";

/** Core's upload fields, with the PDF part beside them (null until one is chosen). */
const formSchema = studyDocumentFieldsSchema.extend({
  file: z
    .custom<File | null>()
    .pipe(z.file("Choose the PDF"))
    .superRefine((file, ctx) => {
      const problem = oversizedMessage(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

type UploadProps = { onClose(): void; onUploaded(document: StudyDocument): void };

/** Upload a thesis, report or poster: its title, kind, abstract and the PDF (checked again on the server). */
export function UploadStudyDocumentDialog({ open, ...props }: UploadProps & { open: boolean }) {
  // Mounted only while open, so each opening starts from an empty form.
  return open ? <UploadForm {...props} /> : null;
}

function UploadForm({ onClose, onUploaded }: UploadProps) {
  const upload = useUploadStudyDocument();
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: { title: "", kind: "thesis", abstract: "", file: null },
    onSubmit: async (values) => {
      const document = await upload.mutateAsync(values);
      onClose();
      onUploaded(document);
    },
  });
  const file = form.watch("file");
  return (
    <FormDialog open title="Upload a study document" submitLabel="Upload" onClose={onClose} {...dialogProps}>
      <TextField
        label="Title"
        required
        {...form.register("title")}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        slotProps={{ htmlInput: { maxLength: STUDY_DOCUMENT_TITLE_MAX } }}
        autoFocus
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <TextField
            select
            label="Kind"
            {...field}
            error={Boolean(errors.kind)}
            helperText={errors.kind?.message}
          >
            {STUDY_DOCUMENT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Abstract"
        {...form.register("abstract")}
        multiline
        minRows={3}
        error={Boolean(errors.abstract)}
        helperText={errors.abstract?.message ?? `Optional, up to ${STUDY_DOCUMENT_ABSTRACT_MAX} characters`}
        slotProps={{ htmlInput: { maxLength: STUDY_DOCUMENT_ABSTRACT_MAX } }}
      />
      <TextField
        type="file"
        label="PDF file"
        required
        onChange={(e) => {
          const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
          form.setValue("file", chosen);
          // Checked as soon as it is chosen, not after a wait for an upload the server would refuse;
          // an emptied choice is only said missing on submit.
          if (chosen) void form.trigger("file");
          else form.clearErrors("file");
        }}
        error={Boolean(errors.file)}
        helperText={errors.file?.message ?? `A PDF of at most ${UPLOAD_LIMIT_TEXT}`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: "application/pdf,.pdf" } }}
      />
      {file ? (
        <Typography variant="body2" color="text.secondary">
          {file.name}
        </Typography>
      ) : null}
    </FormDialog>
  );
}
