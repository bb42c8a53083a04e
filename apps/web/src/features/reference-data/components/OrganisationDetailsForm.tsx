import { Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { type AdminOrganisation, adminOrganisationPatchSchema } from "@strata/core";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { institutesApi } from "../api/institutes.ts";
import { knownCompaniesApi } from "../api/known-companies.ts";
import { useUpdateAdminOrganisation } from "../api/update-admin-organisation.ts";
import { CountryField } from "./CountryField.tsx";

type Values = z.input<typeof adminOrganisationPatchSchema>;
type Output = z.output<typeof adminOrganisationPatchSchema>;

/** The known company or institute an organisation links to, picked from the first 100 by name. */
function LinkField({
  organisation,
  form,
  canEdit,
}: {
  organisation: AdminOrganisation;
  form: UseFormReturn<Values, unknown, Output>;
  canEdit: boolean;
}) {
  const ability = useAppAbility();
  const isCompany = organisation.kind === "company";
  const canList = ability.can("view", isCompany ? "KnownCompany" : "Institution");
  const companies = knownCompaniesApi.useList({ page: 1, pageSize: 100 }, isCompany && canList && canEdit);
  const institutes = institutesApi.useList({ page: 1, pageSize: 100 }, !isCompany && canList && canEdit);
  const options = (isCompany ? companies.data?.result : canList ? institutes.data?.result : undefined) ?? [];
  const name = isCompany ? "knownCompanyId" : "instituteId";
  const current = isCompany
    ? { id: organisation.knownCompanyId, name: organisation.knownCompanyName }
    : { id: organisation.instituteId, name: organisation.instituteName };
  const label = isCompany ? "Known company" : "Institute";
  if (!canList || !canEdit) {
    return (
      <TextField
        label={label}
        value={current.name ?? "Not linked"}
        slotProps={{ input: { readOnly: true } }}
      />
    );
  }
  const all =
    current.id && !options.some((o) => o.id === current.id)
      ? [...options, { id: current.id, name: current.name ?? current.id }]
      : options;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value || null)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="">Not linked</MenuItem>
          {all.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Staff correct an organisation's details; its tier changes only through an application. */
export function OrganisationDetailsForm({
  organisation,
  canEdit,
}: {
  organisation: AdminOrganisation;
  canEdit: boolean;
}) {
  const update = useUpdateAdminOrganisation(organisation.id);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: adminOrganisationPatchSchema,
    defaultValues: {
      name: organisation.name,
      address: organisation.address ?? "",
      registrationNumber: organisation.registrationNumber ?? "",
      countryCode: organisation.countryCode,
      knownCompanyId: organisation.knownCompanyId,
      instituteId: organisation.instituteId,
    },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      toast.success("Organisation saved.", { toastId: "reference-data" });
    },
  });
  const readOnly = { input: { readOnly: !canEdit } };
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Details
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Organisation details">
        <TextField
          label="Name"
          required
          slotProps={readOnly}
          {...form.register("name")}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          label="Registration number"
          slotProps={readOnly}
          {...form.register("registrationNumber")}
          error={Boolean(errors.registrationNumber)}
          helperText={errors.registrationNumber?.message}
        />
        <TextField
          label="Address"
          multiline
          minRows={2}
          slotProps={readOnly}
          {...form.register("address")}
          error={Boolean(errors.address)}
          helperText={errors.address?.message}
        />
        <CountryField control={form.control} name="countryCode" disabled={!canEdit} />
        <LinkField organisation={organisation} form={form} canEdit={canEdit} />
        <FormError message={error} />
        {canEdit ? (
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={submitting}>
              Save details
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
