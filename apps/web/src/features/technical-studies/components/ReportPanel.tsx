import {
  Alert,
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
import { formatDateTime, type StudyReportAction, type TechnicalStudyDetail, text } from "@strata/core";
import { useState } from "react";
import { type WorkflowAction, WorkflowActions } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { formatBytes } from "../../../lib/format.ts";
import { studyFileUrl, useMoveReport, useUploadReport } from "../api/technical-studies.ts";
import { FileUploadButton } from "./FileUploadButton.tsx";
import { StudyStatusChip } from "./StudyStatusChip.tsx";

const ACTIONS: WorkflowAction<StudyReportAction>[] = [
  {
    action: "submit",
    label: "Submit report",
    primary: true,
    confirm: {
      title: "Submit report",
      message: "Hand in the latest version for review by data staff? You cannot upload while it is reviewed.",
    },
  },
  {
    action: "resubmit",
    label: "Resubmit report",
    primary: true,
    confirm: {
      title: "Resubmit report",
      message: "Hand in the latest version, with the changes asked for, for another review?",
    },
  },
  {
    action: "start-review",
    label: "Start review",
    primary: true,
    confirm: { title: "Start review", message: "Take the submitted report into review?" },
  },
  {
    action: "accept",
    label: "Accept report",
    primary: true,
    confirm: { title: "Accept report", message: "Accept this version as the study's final report?" },
  },
  {
    action: "request-changes",
    label: "Request changes",
    destructive: true,
    note: {
      title: "Request changes",
      label: "What should change",
      helperText: "The organisation reads this with the report.",
      field: text().trim().min(3, "Say what should change (at least 3 characters)").max(4000),
    },
  },
];

/** The study report: its status, the staff's note, every version, and the actions this viewer has. */
export function ReportPanel({ study }: { study: TechnicalStudyDetail }) {
  const { report } = study;
  const move = useMoveReport(study.id);
  const upload = useUploadReport(study.id);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="study-report-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
        <Typography variant="h2" id="study-report-heading" sx={{ fontSize: "1.25rem" }}>
          Study report
        </Typography>
        <StudyStatusChip status={report.status} />
        {report.submittedVersion ? (
          <Typography color="text.secondary">Version {report.submittedVersion} handed in</Typography>
        ) : null}
      </Stack>
      {report.reviewNote ? (
        <Alert severity={report.status === "accepted" ? "success" : "warning"} sx={{ mb: 2 }}>
          {report.reviewNote}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap", alignItems: "center" }}>
        {report.canUpload ? (
          <FileUploadButton
            label="Upload new version (PDF)"
            accept="application/pdf"
            busy={upload.isPending}
            onFile={(file) => upload.mutate(file)}
            onProblem={setProblem}
          />
        ) : null}
        <WorkflowActions
          allowed={report.allowedActions}
          actions={ACTIONS}
          onRun={(action, note) => move.mutateAsync({ action, from: report.status, note })}
        />
      </Stack>
      {problem || upload.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem ?? errorMessage(upload.error)}
        </Alert>
      ) : null}
      {report.versions.length === 0 ? (
        <Typography color="text.secondary">
          No version uploaded yet. {report.canUpload ? "Upload the report as a PDF, then submit it." : ""}
        </Typography>
      ) : (
        <Table size="small" aria-label="Report versions">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>File</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>By</TableCell>
              <TableCell align="right">Size</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.versions.map((v) => (
              <TableRow key={v.version}>
                <TableCell>
                  {v.version}
                  {v.version === report.submittedVersion ? " (handed in)" : ""}
                </TableCell>
                <TableCell>
                  <Link href={studyFileUrl(study.id, v.file.id)}>{v.file.fileName}</Link>
                </TableCell>
                <TableCell>{formatDateTime(v.file.createdAt)}</TableCell>
                <TableCell>{v.file.uploadedBy ?? "—"}</TableCell>
                <TableCell align="right">{formatBytes(v.file.sizeBytes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
