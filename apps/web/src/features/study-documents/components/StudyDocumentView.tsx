import { Alert, Box, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useNavigate } from "react-router";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import {
  documentFileUrl,
  type StudyDocumentScope,
  useDeleteStudyDocument,
  useStudyDocument,
} from "../api/study-documents.ts";
import { CommentThread } from "./CommentThread.tsx";
import { formatDate, formatSize, KIND_LABELS } from "./labels.ts";

/**
 * One document: its facts, the PDF in the browser's own viewer (the inline file in an iframe) with
 * a download link, and its comment thread. Staff see it read-only.
 */
export function StudyDocumentView({
  scope,
  id,
  backTo,
}: {
  scope: StudyDocumentScope;
  id: string;
  backTo: { label: string; href: string };
}) {
  const document = useStudyDocument(scope, id);
  const remove = useDeleteStudyDocument();
  const navigate = useNavigate();
  const d = document.data;
  const fileUrl = documentFileUrl(scope, id);
  return (
    <>
      <PageHeader
        title={d?.title ?? "Study document"}
        subtitle={
          d ? `${KIND_LABELS[d.kind]} by ${d.author.name}, uploaded ${formatDate(d.createdAt)}` : undefined
        }
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={backTo.href}>
              {backTo.label}
            </Button>
            {d?.canDelete ? (
              <ConfirmButton
                label="Delete document"
                color="error"
                title={`Delete “${d.title}”?`}
                text="The document, its PDF and its comments are removed for everyone in your organisation; the audit trail keeps a record."
                onConfirm={async () => {
                  await remove.mutateAsync(d.id);
                  navigate(backTo.href);
                }}
              />
            ) : null}
          </Stack>
        }
      />
      {document.isError ? <Alert severity="error">{errorMessage(document.error)}</Alert> : null}
      {document.isPending ? <Typography color="text.secondary">Loading the document…</Typography> : null}
      {d ? (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: "center" }}>
              <Chip size="small" label={KIND_LABELS[d.kind]} />
              <Typography variant="body2" color="text.secondary">
                {d.fileName} · {formatSize(d.sizeBytes)}
              </Typography>
              <Button
                size="small"
                href={fileUrl}
                target="_blank"
                rel="noopener"
                data-testid="study-document-open"
              >
                Open in a new tab
              </Button>
              <Button size="small" href={fileUrl} download={d.fileName}>
                Download
              </Button>
            </Stack>
            {d.abstract ? (
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                {d.abstract}
              </Typography>
            ) : null}
          </Paper>
          <Box
            component="iframe"
            src={fileUrl}
            title={`PDF of ${d.title}`}
            data-testid="study-document-pdf"
            sx={{
              width: "100%",
              height: { xs: 480, md: 720 },
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
            }}
          />
          <CommentThread scope={scope} documentId={d.id} />
        </Stack>
      ) : null}
    </>
  );
}
