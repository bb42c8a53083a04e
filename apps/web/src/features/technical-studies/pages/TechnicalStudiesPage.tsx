import { Alert, Autocomplete, Button, Stack, TextField } from "@mui/material";
import {
  createTechnicalStudyBodySchema,
  formatDate,
  MAX_STUDY_BLOCKS,
  type StudyOrganisation,
} from "@strata/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import {
  type Column,
  DataTable,
  FormDialog,
  typedList,
  useListParams,
  useMutationForm,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import {
  type TechnicalStudyRow,
  useCreateStudy,
  useStudyOrganisations,
  useTechnicalStudies,
} from "../api/technical-studies.ts";
import { StudyStatusChip } from "../components/StudyStatusChip.tsx";

const COLUMNS: Column<TechnicalStudyRow>[] = [
  { key: "study", label: "Study", render: (s) => s.name },
  { key: "organisation", label: "Organisation", render: (s) => s.organisationName },
  { key: "blocks", label: "Blocks", render: (s) => s.blocks.join(", ") },
  {
    key: "milestones",
    label: "Milestones done",
    render: (s) => `${s.milestonesDone} of ${s.milestonesTotal}`,
  },
  { key: "report", label: "Report", render: (s) => <StudyStatusChip status={s.reportStatus} /> },
  { key: "updated", label: "Updated", render: (s) => formatDate(s.updatedAt) },
];
/** An organisation's own list needs no column naming it. */
const OWN_COLUMNS = COLUMNS.filter((c) => c.key !== "organisation");

/** The dialog's fields: the blocks typed on one line, separated by commas or spaces, checked as core's list. */
const createStudyFormSchema = createTechnicalStudyBodySchema
  .pick({ organisationId: true, name: true })
  .extend({
    blocks: z.string().transform(
      typedList(
        (line) =>
          line
            .split(/[,\s]+/)
            .map((b) => b.trim())
            .filter(Boolean),
        createTechnicalStudyBodySchema.shape.blocks,
      ),
    ),
  });

/** Data staff open a workspace: organisation, name and the study area's blocks (comma-separated). */
function CreateStudyDialog({ onClose }: { onClose(): void }) {
  const organisations = useStudyOrganisations(true);
  const create = useCreateStudy();
  const navigate = useNavigate();
  const { form, errors, dialogProps } = useMutationForm({
    schema: createStudyFormSchema,
    defaultValues: { organisationId: "", name: "", blocks: "" },
    onSubmit: async (body) => {
      const study = await create.mutateAsync(body);
      onClose();
      navigate(`/technical-studies/${study.id}`);
    },
  });
  const options = organisations.data ?? [];
  return (
    <FormDialog
      open
      title="New technical study"
      submitLabel="Create workspace"
      onClose={onClose}
      {...dialogProps}
    >
      <Controller
        control={form.control}
        name="organisationId"
        render={({ field }) => (
          <Autocomplete<StudyOrganisation>
            options={options}
            loading={organisations.isPending}
            value={options.find((o) => o.id === field.value) ?? null}
            onChange={(_, value) => field.onChange(value?.id ?? "")}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Organisation (MPM study)"
                required
                error={Boolean(errors.organisationId)}
                helperText={errors.organisationId?.message}
              />
            )}
          />
        )}
      />
      <TextField
        label="Study name"
        required
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        label="Study area blocks"
        required
        {...form.register("blocks")}
        error={Boolean(errors.blocks)}
        helperText={
          errors.blocks?.message ??
          `Block names separated by commas (up to ${MAX_STUDY_BLOCKS}), e.g. PM301, PM302`
        }
      />
    </FormDialog>
  );
}

/** The technical studies the viewer may open: their organisation's, or every one for data staff. */
export function TechnicalStudiesPage() {
  const params = useListParams<never>([]);
  const [creating, setCreating] = useState(false);
  const studies = useTechnicalStudies(params.page, params.pageSize);
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
        <DataTable
          label="Technical studies"
          columns={canCreate ? COLUMNS : OWN_COLUMNS}
          rows={result}
          total={pageTotal}
          loading={studies.isFetching}
          emptyText=""
          params={params}
          rowKey={(s) => s.id}
          rowHref={(s) => `/technical-studies/${s.id}`}
        />
      )}
      <Stack>{creating ? <CreateStudyDialog onClose={() => setCreating(false)} /> : null}</Stack>
    </>
  );
}

export { TechnicalStudiesPage as Component };
