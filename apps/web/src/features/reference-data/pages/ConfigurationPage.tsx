import { Alert } from "@mui/material";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useConfigurations } from "../api/get-configurations.ts";
import { ConfigurationForm } from "../components/ConfigurationForm.tsx";

export function ConfigurationPage() {
  const ability = useAppAbility();
  const configurations = useConfigurations();
  const canEdit = ability.can("manage", "Configuration");
  return (
    <>
      <PageHeader
        title="Configuration"
        subtitle={
          canEdit
            ? "Settings that change without a release. Every change is recorded."
            : "Settings that change without a release; a superadmin changes them."
        }
      />
      {configurations.isPending ? <PageLoader /> : null}
      {configurations.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(configurations.error)}
        </Alert>
      ) : null}
      {configurations.data ? <ConfigurationForm values={configurations.data} canEdit={canEdit} /> : null}
    </>
  );
}

export { ConfigurationPage as Component };
