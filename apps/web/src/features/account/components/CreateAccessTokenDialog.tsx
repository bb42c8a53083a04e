import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { ACCESS_TOKEN_MAX_DAYS, accessTokenInputSchema, type CreatedAccessToken } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { useCreateAccessToken } from "../api/access-tokens.ts";

type Values = z.input<typeof accessTokenInputSchema>;
type Output = z.output<typeof accessTokenInputSchema>;

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
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(accessTokenInputSchema),
    defaultValues: { name: "", expiresOn: inDays(90) },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "expiresOn"]);
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
      title="New access token"
      submitLabel="Create token"
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
