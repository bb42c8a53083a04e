import { Button, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useStudyDocuments } from "../api/study-documents.ts";
import { StudyDocumentsTable } from "../components/StudyDocumentsTable.tsx";
import { UploadStudyDocumentDialog } from "../components/UploadStudyDocumentDialog.tsx";

const MEMBER = { kind: "member" } as const;

/** The organisation's study documents: upload, search, page, and open one to read and discuss it. */
export function StudyDocumentsPage() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Whether the organisation has any document at all (not just none matching a search).
  const any = useStudyDocuments(MEMBER, { page: 1, pageSize: 1 });
  const nothingYet = any.data?.pageTotal === 0 && !search.get("q") && !search.get("kind");
  return (
    <>
      <PageHeader
        title="Study documents"
        subtitle="Your organisation's theses, reports and posters: read them in the browser and discuss each one."
        actions={
          <Button variant="contained" onClick={() => setOpen(true)}>
            Upload document
          </Button>
        }
      />
      {nothingYet ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }} data-testid="study-documents-empty">
          <Typography sx={{ mb: 2 }}>
            No study documents yet. Upload a thesis, report or poster as a PDF for your organisation to read
            and comment on.
          </Typography>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Upload the first document
          </Button>
        </Paper>
      ) : (
        <StudyDocumentsTable
          scope={MEMBER}
          href={(d) => `/study-documents/${d.id}`}
          emptyText="No study documents yet."
        />
      )}
      <UploadStudyDocumentDialog
        open={open}
        onClose={() => setOpen(false)}
        onUploaded={(d) => navigate(`/study-documents/${d.id}`)}
      />
    </>
  );
}

export { StudyDocumentsPage as Component };
