import { zodResolver } from "@hookform/resolvers/zod";
import { type ServiceAccount, serviceAccountScopesBodySchema } from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { useChangeServiceAccountScopes } from "../api/service-accounts.ts";
import { ScopeCheckboxes } from "./ScopeCheckboxes.tsx";

type Values = z.input<typeof serviceAccountScopesBodySchema>;
type Output = z.output<typeof serviceAccountScopesBodySchema>;

/** Replaces a live account's scopes; the key stays, the new scopes apply from the client's next call. */
export function ChangeScopesDialog({
  account,
  onChanged,
  onClose,
}: {
  account: ServiceAccount;
  onChanged(): void;
  onClose(): void;
}) {
  const change = useChangeServiceAccountScopes();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(serviceAccountScopesBodySchema),
    defaultValues: { scopes: account.scopes },
  });
  const onServerError = useServerFieldErrors(form.setError, ["scopes"]);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({ id: account.id, scopes: values.scopes });
      onChanged();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={`Change the scopes of ${account.name}`}
      submitLabel="Save scopes"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <ScopeCheckboxes
            value={field.value}
            onChange={field.onChange}
            error={form.formState.errors.scopes?.message}
          />
        )}
      />
    </FormDialog>
  );
}
