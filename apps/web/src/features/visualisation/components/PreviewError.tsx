import { Alert } from "@mui/material";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { PreviewLocked } from "./PreviewLocked.tsx";

/** A failed preview call: 403 is the locked entry (with the server's reason), 422 the file's fault. */
export function PreviewError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 403) return <PreviewLocked message={error.message} />;
  if (error instanceof ApiError && error.status === 422) {
    return (
      <Alert severity="warning" role="alert">
        This file cannot be previewed: {error.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {error instanceof Error && !(error instanceof ApiError) ? error.message : errorMessage(error)}
    </Alert>
  );
}
