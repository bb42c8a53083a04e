import { MenuItem, TextField, Typography } from "@mui/material";
import {
  STUDY_DOCUMENT_ABSTRACT_MAX,
  STUDY_DOCUMENT_KINDS,
  STUDY_DOCUMENT_TITLE_MAX,
  type StudyDocument,
} from "@strata/core";
import { type FormEvent, useState } from "react";
import { FormDialog, fieldIssuesOf } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { oversizedMessage, UPLOAD_LIMIT_TEXT } from "../../../lib/upload-limit.ts";
import { useUploadStudyDocument } from "../api/study-documents.ts";
import { KIND_LABELS } from "./labels.ts";

/** Upload a thesis, report or poster: its title, kind, abstract and the PDF (checked again on the server). */
export function UploadStudyDocumentDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose(): void;
  onUploaded(document: StudyDocument): void;
}) {
  const upload = useUploadStudyDocument();
  const [title, setTitle] = useState("");
  const [kind, setKind] = useState<string>("thesis");
  const [abstract, setAbstract] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = Object.fromEntries(
    fieldIssuesOf(upload.error).map((i) => [i.field.replace(/^body\./, ""), i.message]),
  );
  const errors = { ...server, ...local };
  const formError = upload.error && Object.keys(server).length === 0 ? errorMessage(upload.error) : null;

  const close = () => {
    setTitle("");
    setKind("thesis");
    setAbstract("");
    setFile(null);
    setLocal({});
    upload.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = "Give the document a title";
    if (!file) found.file = "Choose the PDF";
    else if (oversizedMessage(file)) found.file = oversizedMessage(file) as string;
    setLocal(found);
    if (Object.keys(found).length > 0 || !file) return;
    upload.mutate(
      { title: title.trim(), kind, abstract: abstract.trim(), file },
      {
        onSuccess: (document) => {
          close();
          onUploaded(document);
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      title="Upload a study document"
      submitLabel="Upload"
      submitting={upload.isPending}
      error={formError}
      onSubmit={submit}
      onClose={close}
    >
      <TextField
        label="Title"
        value={title}
        required
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: STUDY_DOCUMENT_TITLE_MAX } }}
        autoFocus
      />
      <TextField
        select
        label="Kind"
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        error={Boolean(errors.kind)}
        helperText={errors.kind}
      >
        {STUDY_DOCUMENT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Abstract"
        value={abstract}
        onChange={(e) => setAbstract(e.target.value)}
        multiline
        minRows={3}
        error={Boolean(errors.abstract)}
        helperText={errors.abstract ?? `Optional, up to ${STUDY_DOCUMENT_ABSTRACT_MAX} characters`}
        slotProps={{ htmlInput: { maxLength: STUDY_DOCUMENT_ABSTRACT_MAX } }}
      />
      <TextField
        type="file"
        label="PDF file"
        required
        onChange={(e) => {
          const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
          setFile(chosen);
          // Said as soon as it is chosen, not after a wait for an upload the server would refuse.
          const problem = chosen ? oversizedMessage(chosen) : null;
          setLocal(({ file: _previous, ...rest }) => (problem ? { ...rest, file: problem } : rest));
        }}
        error={Boolean(errors.file)}
        helperText={errors.file ?? `A PDF of at most ${UPLOAD_LIMIT_TEXT}`}
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
