import { TextField } from "@mui/material";
import { type ServiceAccountWithKey, serviceAccountInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { useCreateServiceAccount } from "../api/service-accounts.ts";
import { ScopeCheckboxes } from "./ScopeCheckboxes.tsx";

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
  const { form, errors, dialogProps } = useMutationForm({
    schema: serviceAccountInputSchema,
    defaultValues: { name: "", scopes: ["catalogue:read"], expiresOn: inAYear() },
    onSubmit: async (values) => onCreated(await create.mutateAsync(values)),
  });
  return (
    <FormDialog open title="Create service account" submitLabel="Create" onClose={onClose} {...dialogProps}>
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
