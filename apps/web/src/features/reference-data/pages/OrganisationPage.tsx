import { Alert, Box, Link } from "@mui/material";
import { planName } from "@strata/core";
import { Link as RouterLink, useParams } from "react-router";
import { StatusChip } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAdminOrganisation } from "../api/get-admin-organisation.ts";
import { OrganisationDetailsForm } from "../components/OrganisationDetailsForm.tsx";
import { VdrSettingsPanel } from "../components/VdrSettingsPanel.tsx";
import { KIND_LABEL } from "./OrganisationsPage.tsx";

/** One organisation: its details (admins edit) and its VDR settings (MBR admins edit). */
export function OrganisationPage() {
  const { id = "" } = useParams();
  const ability = useAppAbility();
  const organisation = useAdminOrganisation(id);
  const back = (
    <Link component={RouterLink} to="/admin/organizations">
      All organisations
    </Link>
  );
  if (organisation.isPending) return <PageLoader />;
  if (organisation.isError) {
    return (
      <>
        <PageHeader title="Organisation" actions={back} />
        <Alert severity="error" role="alert">
          {errorMessage(organisation.error)}
        </Alert>
      </>
    );
  }
  const o = organisation.data;
  return (
    <>
      <PageHeader
        title={o.name}
        subtitle={
          <>
            {KIND_LABEL[o.kind]} · {planName(o.tier)}{" "}
            {o.subscriptionStatus ? <StatusChip status={o.subscriptionStatus} /> : null}
          </>
        }
        actions={back}
      />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" },
          alignItems: "start",
        }}
      >
        <OrganisationDetailsForm
          key={o.id}
          organisation={o}
          canEdit={ability.can("manage", "Subscription")}
        />
        <VdrSettingsPanel organisationId={o.id} canEdit={ability.can("manage", "VDR")} />
      </Box>
    </>
  );
}

export { OrganisationPage as Component };
