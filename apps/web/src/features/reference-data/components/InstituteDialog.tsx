import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, FormControlLabel, TextField } from "@mui/material";
import { type Institute, instituteInputSchema } from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { institutesApi } from "../api/institutes.ts";
import { CountryField } from "./CountryField.tsx";
import type { EditorProps } from "./ReferenceListPage.tsx";

type Values = z.input<typeof instituteInputSchema>;
type Output = z.output<typeof instituteInputSchema>;

/** Adds a institute, or edits one (all its fields sent as the patch). */
export function InstituteDialog({ record, onClose }: EditorProps<Institute>) {
  const create = institutesApi.useCreate();
  const update = institutesApi.useUpdate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(instituteInputSchema),
    defaultValues: {
      name: record?.name ?? "",
      countryCode: record?.countryCode ?? "MY",
      active: record?.active ?? true,
    },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "countryCode", "active"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      if (record) await update.mutateAsync({ id: record.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(`${values.name} saved.`, { toastId: "reference-data" });
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={record ? "Edit institute" : "Add institute"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
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
