import { Alert, Box, List, ListItem, ListItemText, Typography } from "@mui/material";
import { formatDate, planName } from "@strata/core";
import { StatusChip } from "../../../components/admin/StatusChip.tsx";
import { ApplicationInvoiceNotice } from "../../../components/billing/ApplicationInvoiceNotice.tsx";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useMyRegistration } from "../api/get-my-registration.ts";
import { durationLabel } from "../components/labels.ts";

/** The signed-in applicant's registration: its status, plan, amount and documents. */
export function MyRegistrationPage() {
  const registration = useMyRegistration();
  if (registration.isPending) return <PageLoader />;
  if (registration.isError) {
    const none = registration.error instanceof ApiError && registration.error.status === 404;
    return (
      <>
        <PageHeader title="Your registration" />
        <Alert severity={none ? "info" : "error"}>
          {none ? "Your organisation has no registration application." : errorMessage(registration.error)}
        </Alert>
      </>
    );
  }
  const { application, documents } = registration.data;
  return (
    <>
      <PageHeader title="Your registration" subtitle={application.organisationName} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography>Status</Typography>
        <StatusChip status={application.status} size="medium" />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ApplicationInvoiceNotice applicationId={application.id} status={application.status} />
      </Box>
      <Typography>
        {planName(application.planType)} plan
        {application.duration ? `, ${durationLabel(application.duration)}` : ""}
        {application.price.totalSen > 0 ? "" : " · Free"}
      </Typography>
      {application.price.totalSen > 0 ? <PriceBreakdown price={application.price} align="start" /> : null}
      <Typography variant="h2" sx={{ mt: 3 }}>
        Documents
      </Typography>
      {documents.length === 0 ? (
        <Typography color="text.secondary">No documents.</Typography>
      ) : (
        <List>
          {documents.map((document) => (
            <ListItem key={document.id} divider>
              <ListItemText primary={document.fileName} secondary={formatDate(document.createdAt)} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

export { MyRegistrationPage as Component };
