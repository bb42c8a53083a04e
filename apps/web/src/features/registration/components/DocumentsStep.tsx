import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from "@mui/material";
import { type RegistrationDraft, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type Upload } from "@strata/core";
import { type ChangeEvent, useState } from "react";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog.tsx";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { formatBytes } from "../../../lib/format.ts";
import { useDraftDocuments } from "../api/documents.ts";

/** Step 5: supporting documents (company registration, student card…): PDF, PNG or JPEG up to 10 MB. */
export function DocumentsStep({
  draft,
  onDone,
  onBack,
}: {
  draft: RegistrationDraft;
  onDone: () => void;
  onBack: () => void;
}) {
  const { upload, remove } = useDraftDocuments(draft.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Upload | null>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(`${file.name} is larger than 10 MB.`);
      return;
    }
    setProblem(null);
    upload.mutate(file, { onError: (error) => setProblem(errorMessage(error)) });
  }

  function next() {
    if (draft.documents.length === 0) {
      setProblem("Upload at least one supporting document.");
      return;
    }
    onDone();
  }

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Upload documents that show who you are and whom you register: for a company its registration
        certificate, for an institute a letter or your staff or student card. PDF, PNG or JPEG, at most 10 MB
        each.
      </Typography>
      <Button component="label" variant="outlined" disabled={upload.isPending}>
        {upload.isPending ? "Uploading…" : "Upload a document"}
        <input hidden type="file" accept={UPLOAD_ACCEPT} onChange={pick} aria-label="Document file" />
      </Button>
      {draft.documents.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No documents yet.
        </Typography>
      ) : (
        <List aria-label="Uploaded documents">
          {draft.documents.map((document) => (
            <ListItem
              key={document.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${document.fileName}`}
                  onClick={() => setRemoving(document)}
                >
                  <span aria-hidden>✕</span>
                </IconButton>
              }
            >
              <ListItemText primary={document.fileName} secondary={formatBytes(document.sizeBytes)} />
            </ListItem>
          ))}
        </List>
      )}
      <FormError message={problem} />
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={next}>
          Continue
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this document?"
        message={`${removing?.fileName ?? "The document"} will be deleted. You can upload it again later.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => remove.mutateAsync(removing!.id).then(() => setRemoving(null))}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
