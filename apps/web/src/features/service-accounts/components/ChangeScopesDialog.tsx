import { type ServiceAccount, serviceAccountScopesBodySchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { useChangeServiceAccountScopes } from "../api/service-accounts.ts";
import { ScopeCheckboxes } from "./ScopeCheckboxes.tsx";

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
  const { form, errors, dialogProps } = useMutationForm({
    schema: serviceAccountScopesBodySchema,
    defaultValues: { scopes: account.scopes },
    onSubmit: async (values) => {
      await change.mutateAsync({ id: account.id, scopes: values.scopes });
      onChanged();
    },
  });
  return (
    <FormDialog
      open
      title={`Change the scopes of ${account.name}`}
      submitLabel="Save scopes"
      onClose={onClose}
      {...dialogProps}
    >
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <ScopeCheckboxes value={field.value} onChange={field.onChange} error={errors.scopes?.message} />
        )}
      />
    </FormDialog>
  );
}
