import {
  Alert,
  Autocomplete,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import { formatDate, MAX_STUDY_BLOCKS, type StudyOrganisation } from "@strata/core";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { FormDialog } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useCreateStudy, useStudyOrganisations, useTechnicalStudies } from "../api/technical-studies.ts";
import { StudyStatusChip } from "../components/StudyStatusChip.tsx";

/** Data staff open a workspace: organisation, name and the study area's blocks (comma-separated). */
function CreateStudyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const organisations = useStudyOrganisations(open);
  const create = useCreateStudy();
  const navigate = useNavigate();
  const [organisation, setOrganisation] = useState<StudyOrganisation | null>(null);
  const [name, setName] = useState("");
  const [blocks, setBlocks] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const study = await create
      .mutateAsync({
        organisationId: organisation?.id ?? "",
        name,
        blocks: blocks
          .split(/[,\s]+/)
          .map((b) => b.trim())
          .filter(Boolean),
      })
      .catch(() => null);
    if (study) {
      onClose();
      navigate(`/technical-studies/${study.id}`);
    }
  };
  return (
    <FormDialog
      open={open}
      title="New technical study"
      submitLabel="Create workspace"
      submitting={create.isPending}
      error={create.isError ? errorMessage(create.error) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Autocomplete
        options={organisations.data ?? []}
        loading={organisations.isPending}
        value={organisation}
        onChange={(_, value) => setOrganisation(value)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label="Organisation (MPM study)" required />}
      />
      <TextField label="Study name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField
        label="Study area blocks"
        value={blocks}
        onChange={(e) => setBlocks(e.target.value)}
        required
        helperText={`Block names separated by commas (up to ${MAX_STUDY_BLOCKS}), e.g. PM301, PM302`}
      />
    </FormDialog>
  );
}

/** The technical studies the viewer may open: their organisation's, or every one for data staff. */
export function TechnicalStudiesPage() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [creating, setCreating] = useState(false);
  const studies = useTechnicalStudies(page + 1, pageSize);
  if (studies.isPending) return <PageLoader />;
  const canCreate = studies.data?.canCreate ?? false;
  const header = (
    <PageHeader
      title="Technical study"
      subtitle="Study workspaces on open acreage: the study area, its data, documents, milestones and the final report."
      actions={
        canCreate ? (
          <Button variant="contained" onClick={() => setCreating(true)}>
            New study
          </Button>
        ) : null
      }
    />
  );
  if (studies.isError) {
    return (
      <>
        {header}
        <Alert severity="error" role="alert">
          {errorMessage(studies.error)}
        </Alert>
      </>
    );
  }
  const { result, pageTotal } = studies.data;
  return (
    <>
      {header}
      {result.length === 0 ? (
        <Alert severity="info">
          {canCreate
            ? "No study workspace yet. Open one for an MPM-study organisation."
            : "Your organisation has no study workspace yet. Data staff open it when your technical study starts."}
        </Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Technical studies">
            <TableHead>
              <TableRow>
                <TableCell>Study</TableCell>
                {canCreate ? <TableCell>Organisation</TableCell> : null}
                <TableCell>Blocks</TableCell>
                <TableCell>Milestones done</TableCell>
                <TableCell>Report</TableCell>
                <TableCell>Updated</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/technical-studies/${s.id}`}>
                      {s.name}
                    </Link>
                  </TableCell>
                  {canCreate ? <TableCell>{s.organisationName}</TableCell> : null}
                  <TableCell>{s.blocks.join(", ")}</TableCell>
                  <TableCell>
                    {s.milestonesDone} of {s.milestonesTotal}
                  </TableCell>
                  <TableCell>
                    <StudyStatusChip status={s.reportStatus} />
                  </TableCell>
                  <TableCell>{formatDate(s.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={pageTotal}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </TableContainer>
      )}
      <Stack>
        {creating ? <CreateStudyDialog open={creating} onClose={() => setCreating(false)} /> : null}
      </Stack>
    </>
  );
}

export { TechnicalStudiesPage as Component };
