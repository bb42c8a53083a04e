import { TextField } from "@mui/material";
import { ACCESS_TOKEN_MAX_DAYS, accessTokenInputSchema, type CreatedAccessToken } from "@strata/core";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { useCreateAccessToken } from "../api/access-tokens.ts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A name and an expiry (90 days by default); on success the parent shows the token once. */
export function CreateAccessTokenDialog({
  onCreated,
  onClose,
}: {
  onCreated(created: CreatedAccessToken): void;
  onClose(): void;
}) {
  const create = useCreateAccessToken();
  const { form, errors, dialogProps } = useMutationForm({
    schema: accessTokenInputSchema,
    defaultValues: { name: "", expiresOn: inDays(90) },
    onSubmit: async (values) => onCreated(await create.mutateAsync(values)),
  });
  return (
    <FormDialog open title="New access token" submitLabel="Create token" onClose={onClose} {...dialogProps}>
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? "Where you use it, e.g. QGIS on my laptop"}
      />
      <DateField
        label="Expires on"
        required
        {...form.register("expiresOn")}
        error={Boolean(errors.expiresOn)}
        helperText={
          errors.expiresOn?.message ??
          `The last day the token works (UTC); at most ${ACCESS_TOKEN_MAX_DAYS} days.`
        }
      />
    </FormDialog>
  );
}
