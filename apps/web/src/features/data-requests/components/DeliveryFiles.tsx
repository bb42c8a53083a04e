import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { UploadProgress } from "../../../components/UploadProgress.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useRemoveFile } from "../api/admin-requests.ts";
import type { DataRequestDetail } from "../api/types.ts";
import { useUploadFiles } from "../api/upload-files.ts";
import { formatSize } from "./format.ts";

/** The files that will be delivered: upload with progress, remove before delivery. */
export function DeliveryFiles({ request: r, editable }: { request: DataRequestDetail; editable: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, current } = useUploadFiles(r.id);
  const remove = useRemoveFile();
  const [error, setError] = useState<string | null>(null);
  const choose = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(null);
    try {
      await upload([...files]);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      if (input.current) input.current.value = "";
    }
  };
  return (
    <Box>
      {r.files.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No file uploaded yet.
        </Typography>
      ) : (
        <List dense aria-label="Files to deliver">
          {r.files.map((f) => (
            <ListItem
              key={f.id}
              divider
              data-testid="delivery-file"
              secondaryAction={
                editable ? (
                  <ConfirmButton
                    label="Remove"
                    color="warning"
                    title={`Remove ${f.name}?`}
                    text="The file is deleted from storage and will not be delivered."
                    onConfirm={() => remove.mutateAsync({ id: r.id, fileId: f.id })}
                  />
                ) : null
              }
            >
              <ListItemText
                primary={f.name}
                secondary={`${formatSize(f.sizeBytes)}${f.uploadedBy ? ` · uploaded by ${f.uploadedBy}` : ""}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {current ? <UploadProgress {...current} checking="Storing the file…" /> : null}
      {error ? (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
      {editable ? (
        <Button variant="outlined" component="label" disabled={Boolean(current)} sx={{ mt: 1 }}>
          Upload files
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="delivery-file-input"
            onChange={(e) => choose(e.target.files)}
          />
        </Button>
      ) : null}
    </Box>
  );
}
