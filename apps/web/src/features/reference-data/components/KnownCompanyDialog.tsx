import { Checkbox, FormControlLabel, TextField } from "@mui/material";
import { type KnownCompany, knownCompanyInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { knownCompaniesApi } from "../api/known-companies.ts";
import { CountryField } from "./CountryField.tsx";
import type { EditorProps } from "./ReferenceListPage.tsx";

/** Adds a known company, or edits one (all its fields sent as the patch). */
export function KnownCompanyDialog({ record, onClose }: EditorProps<KnownCompany>) {
  const create = knownCompaniesApi.useCreate();
  const update = knownCompaniesApi.useUpdate();
  const { form, errors, dialogProps } = useMutationForm({
    schema: knownCompanyInputSchema,
    defaultValues: {
      name: record?.name ?? "",
      registrationNumber: record?.registrationNumber ?? "",
      countryCode: record?.countryCode ?? "MY",
      active: record?.active ?? true,
    },
    onSubmit: async (values) => {
      if (record) await update.mutateAsync({ id: record.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(`${values.name} saved.`, { toastId: "reference-data" });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={record ? "Edit known company" : "Add known company"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? "As registered, e.g. Kinabalu Geoscience Sdn Bhd"}
      />
      <TextField
        label="Registration number"
        {...form.register("registrationNumber")}
        error={Boolean(errors.registrationNumber)}
        helperText={errors.registrationNumber?.message}
      />
      <CountryField control={form.control} name="countryCode" />
      {record ? (
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
              }
              label="Active (offered when an organisation registers)"
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
