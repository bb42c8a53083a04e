import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { type ServiceAccountWithKey, serviceAccountInputSchema } from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { useCreateServiceAccount } from "../api/service-accounts.ts";
import { ScopeCheckboxes } from "./ScopeCheckboxes.tsx";

type Values = z.input<typeof serviceAccountInputSchema>;
type Output = z.output<typeof serviceAccountInputSchema>;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** Name, scopes and expiry of a new account; on success the parent shows the key. */
export function CreateServiceAccountDialog({
  onCreated,
  onClose,
}: {
  onCreated(created: ServiceAccountWithKey): void;
  onClose(): void;
}) {
  const create = useCreateServiceAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(serviceAccountInputSchema),
    defaultValues: { name: "", scopes: ["catalogue:read"], expiresOn: inAYear() },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "scopes", "expiresOn"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title="Create service account"
      submitLabel="Create"
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
        helperText={errors.name?.message ?? "Who the client is, e.g. GIS side sync"}
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <ScopeCheckboxes value={field.value} onChange={field.onChange} error={errors.scopes?.message} />
        )}
      />
      <DateField
        label="Expires on"
        required
        {...form.register("expiresOn")}
        error={Boolean(errors.expiresOn)}
        helperText={errors.expiresOn?.message ?? "The last day the key works (UTC); at most two years."}
      />
    </FormDialog>
  );
}
