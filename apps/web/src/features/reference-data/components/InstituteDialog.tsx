import { Checkbox, FormControlLabel, TextField } from "@mui/material";
import { type Institute, instituteInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { institutesApi } from "../api/institutes.ts";
import { CountryField } from "./CountryField.tsx";
import type { EditorProps } from "./ReferenceListPage.tsx";

/** Adds a institute, or edits one (all its fields sent as the patch). */
export function InstituteDialog({ record, onClose }: EditorProps<Institute>) {
  const create = institutesApi.useCreate();
  const update = institutesApi.useUpdate();
  const { form, errors, dialogProps } = useMutationForm({
    schema: instituteInputSchema,
    defaultValues: {
      name: record?.name ?? "",
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
      title={record ? "Edit institute" : "Add institute"}
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
        helperText={errors.name?.message ?? "e.g. Universiti Malaya Department of Geology"}
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
              label="Active (offered when an academic organisation registers)"
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
