import {
  Alert,
  Box,
  Button,
  Checkbox,
  Grid,
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
import type { TechnicalStudyDetail } from "@strata/core";
import { formatDate } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { AddToPackageButton } from "../../downloads/index.ts";
import {
  studyFileUrl,
  useAddDocument,
  useDeleteDocument,
  useDeleteMilestone,
  useTechnicalStudy,
  useUpdateMilestone,
} from "../api/technical-studies.ts";
import { AddMilestoneForm } from "../components/AddMilestoneForm.tsx";
import { FileUploadButton } from "../components/FileUploadButton.tsx";
import { ReportPanel } from "../components/ReportPanel.tsx";
import { StudyAreaMap } from "../components/StudyAreaMap.tsx";
import { StudyStatusChip } from "../components/StudyStatusChip.tsx";

const area = new Intl.NumberFormat("en-MY");

function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const id = `study-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, gap: 1 }}>
        <Typography variant="h2" id={id} sx={{ fontSize: "1.25rem" }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

function Blocks({ study }: { study: TechnicalStudyDetail }) {
  return (
    <Section title="Study area">
      <StudyAreaMap blocks={study.blockDetails} />
      <Table size="small" aria-label="Study blocks" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Block</TableCell>
            <TableCell>Basin</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Area (km²)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {study.blockDetails.map((b) => (
            <TableRow key={b.name}>
              <TableCell>{b.name}</TableCell>
              <TableCell>{b.basin ?? "—"}</TableCell>
              <TableCell>{b.status ?? "Not in the catalogue"}</TableCell>
              <TableCell align="right">{b.areaKm2 === null ? "—" : area.format(b.areaKm2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

const TYPE_LABEL: Record<string, string> = {
  Seismic_2D: "Seismic 2D",
  Seismic_3D: "Seismic 3D",
  Well_Log: "Well log",
  Technical_Report: "Technical report",
  Non_Seismic: "Non-seismic",
};

function Records({ study }: { study: TechnicalStudyDetail }) {
  const { user } = useCurrentUser();
  const listed = study.records.length;
  // The organisation's users take the listed records as a download package through their download
  // manager (decision 0212): a tier without one (the MPM study tier) sees why, as on a record page.
  const take =
    user?.organisation && listed > 0 ? (
      <AddToPackageButton
        records={study.records.map((r) => ({ type: r.type, id: r.id }))}
        label={`Add ${listed === 1 ? "the listed record" : `the ${area.format(listed)} listed records`} to my download package`}
      />
    ) : null;
  return (
    <Section title="Study data package" actions={take}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {study.recordsTotal === 0
          ? "The catalogue holds no records in the study blocks yet."
          : `${area.format(study.recordsTotal)} catalogue records lie in the study blocks${
              study.recordsTotal > listed ? ` (the first ${listed} listed)` : ""
            }. Records your plan does not release are named when you add them.`}
      </Typography>
      {study.records.length ? (
        <Box sx={{ maxHeight: 320, overflow: "auto" }}>
          <Table size="small" stickyHeader aria-label="Records in the study blocks">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Record</TableCell>
                <TableCell>Block</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {study.records.map((r) => (
                <TableRow key={`${r.type}-${r.id}`}>
                  <TableCell>{TYPE_LABEL[r.type] ?? r.type}</TableCell>
                  <TableCell>{r.title}</TableCell>
                  <TableCell>{r.block}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Section>
  );
}

function Documents({ study }: { study: TechnicalStudyDetail }) {
  const add = useAddDocument(study.id);
  const remove = useDeleteDocument(study.id);
  const [deleting, setDeleting] = useState<TechnicalStudyDetail["documents"][number] | null>(null);
  const anyDeletable = study.documents.some((d) => d.canDelete);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Section
      title="Documents"
      actions={
        <FileUploadButton
          label="Add document"
          accept="application/pdf,image/png,image/jpeg"
          busy={add.isPending}
          onFile={(file) => add.mutate(file)}
          onProblem={setProblem}
        />
      }
    >
      {problem || add.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {problem ?? errorMessage(add.error)}
        </Alert>
      ) : null}
      {study.documents.length === 0 ? (
        <Typography color="text.secondary">No documents yet (PDF, PNG or JPEG).</Typography>
      ) : (
        <Table size="small" aria-label="Study documents">
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>From</TableCell>
              <TableCell>Added</TableCell>
              {anyDeletable && <TableCell aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {study.documents.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  <Link href={studyFileUrl(study.id, d.id)}>{d.fileName}</Link>
                </TableCell>
                <TableCell>
                  {d.side === "staff" ? "Data staff" : study.organisationName}
                  {d.uploadedBy ? ` (${d.uploadedBy})` : ""}
                </TableCell>
                <TableCell>{formatDate(d.createdAt)}</TableCell>
                {anyDeletable && (
                  <TableCell>
                    {d.canDelete ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(d)}
                        aria-label={`Delete ${d.fileName}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this document?"
        message={
          deleting
            ? `“${deleting.fileName}” is removed from the workspace for everyone. The audit trail keeps a record of it.`
            : ""
        }
        confirmLabel="Delete document"
        destructive
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}

function Milestones({ study }: { study: TechnicalStudyDetail }) {
  const update = useUpdateMilestone(study.id);
  const remove = useDeleteMilestone(study.id);
  const [deleting, setDeleting] = useState<TechnicalStudyDetail["milestones"][number] | null>(null);
  return (
    <Section title="Milestones">
      {study.milestones.length === 0 ? (
        <Typography color="text.secondary">No milestones yet.</Typography>
      ) : (
        <Table size="small" aria-label="Milestones">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Done</TableCell>
              <TableCell>Milestone</TableCell>
              <TableCell>Due</TableCell>
              {study.canManage && <TableCell aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {study.milestones.map((m) => (
              <TableRow key={m.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={m.done}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ milestoneId: m.id, done: e.target.checked })}
                    slotProps={{ input: { "aria-label": `${m.title} done` } }}
                  />
                </TableCell>
                <TableCell>{m.title}</TableCell>
                <TableCell>{formatDate(m.dueDate)}</TableCell>
                {study.canManage && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(m)}
                      aria-label={`Delete milestone ${m.title}`}
                    >
                      Delete
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this milestone?"
        message={
          deleting
            ? `“${deleting.title}” (due ${formatDate(deleting.dueDate)}) is removed from the study. The audit trail keeps a record of it.`
            : ""
        }
        confirmLabel="Delete milestone"
        destructive
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
      {study.canManage ? <AddMilestoneForm studyId={study.id} /> : null}
      {update.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(update.error)}
        </Alert>
      ) : null}
    </Section>
  );
}

/** One study workspace: its blocks, data, documents, milestones and the report under review. */
export function TechnicalStudyPage() {
  const { id = "" } = useParams();
  const study = useTechnicalStudy(id);
  if (study.isPending) return <PageLoader />;
  if (study.isError) {
    return (
      <>
        <PageHeader title="Technical study" />
        <Alert severity="error" role="alert">
          {errorMessage(study.error)}
        </Alert>
      </>
    );
  }
  const s = study.data;
  return (
    <>
      <PageHeader
        title={s.name}
        subtitle={
          <>
            {s.organisationName} · {s.milestonesDone} of {s.milestonesTotal} milestones done ·{" "}
            <StudyStatusChip status={s.reportStatus} />
          </>
        }
        actions={
          <Button component={RouterLink} to="/technical-studies">
            All studies
          </Button>
        }
      />
      {s.description ? <Typography sx={{ mb: 2 }}>{s.description}</Typography> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <ReportPanel study={s} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Blocks study={s} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Milestones study={s} />
            <Documents study={s} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Records study={s} />
        </Grid>
      </Grid>
    </>
  );
}

export { TechnicalStudyPage as Component };
