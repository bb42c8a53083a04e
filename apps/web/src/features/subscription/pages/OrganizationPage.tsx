import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, LinearProgress, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  countryName,
  type Organisation,
  type UpdateOrganisationBody,
  updateOrganisationBodySchema,
} from "@strata/core";
import { useForm } from "react-hook-form";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { CountryField } from "../../reference-data/index.ts";
import { useMyOrganization } from "../api/get-my-organization.ts";
import { useUpdateMyOrganization } from "../api/update-my-organization.ts";

/** The customer's organisation; its primary user edits the address and country. */
export function OrganizationPage() {
  const organisation = useMyOrganization();
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Organisation" subtitle="Your organisation as Strata knows it." />
      {organisation.isLoading ? <LinearProgress aria-label="Loading organisation" /> : null}
      {organisation.isError ? <Alert severity="error">{errorMessage(organisation.error)}</Alert> : null}
      {organisation.data ? (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {organisation.data.name}
            </Typography>
            <Typography color="text.secondary">
              {organisation.data.kind === "institute" ? "Academic institute" : "Company"} · Registration
              number {organisation.data.registrationNumber ?? "—"}
            </Typography>
            <Typography>Address: {organisation.data.address ?? "—"}</Typography>
            <Typography>Country: {countryName(organisation.data.countryCode)}</Typography>
          </Paper>
          {user?.isPrimary ? <EditOrganisation organisation={organisation.data} /> : null}
        </Stack>
      ) : null}
    </>
  );
}

function EditOrganisation({ organisation }: { organisation: Organisation }) {
  const update = useUpdateMyOrganization();
  const form = useForm<UpdateOrganisationBody>({
    resolver: zodResolver(updateOrganisationBodySchema),
    defaultValues: { address: organisation.address ?? "", countryCode: organisation.countryCode },
  });
  const { errors } = form.formState;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="edit-organisation" sx={{ p: 2 }}>
      <Typography id="edit-organisation" variant="h6" component="h2" gutterBottom>
        Edit address
      </Typography>
      <form onSubmit={form.handleSubmit((body) => update.mutate(body))} noValidate>
        <Stack spacing={2}>
          {update.isError ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
          {update.isSuccess ? <Alert severity="success">Saved.</Alert> : null}
          <TextField
            label="Address"
            multiline
            minRows={2}
            {...form.register("address")}
            error={Boolean(errors.address)}
            helperText={errors.address?.message}
            required
          />
          <CountryField control={form.control} name="countryCode" />
          <Typography variant="body2" color="text.secondary">
            The name and the registration number change by an amendment application.
          </Typography>
          <div>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

export { OrganizationPage as Component };
