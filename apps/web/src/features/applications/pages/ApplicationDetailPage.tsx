import { Alert, Box, Grid, Link, List, ListItem, ListItemText, Paper, Typography } from "@mui/material";
import { addOnsText, countryName, formatDateTime, planName, statusLabel } from "@strata/core";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { AuditTimeline, StatusChip } from "../../../components/admin/index.ts";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { formatBytes } from "../../../lib/format.ts";
import { documentHref, useAdminApplication } from "../api/get-admin-application.ts";
import { ApplicationActions } from "../components/ApplicationActions.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: "100%" }}>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–value pairs as a description list. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value ?? "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One application as staff process it: what was asked, by whom, the documents, the history, the actions. */
export function ApplicationDetailPage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useAdminApplication(id);
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/admin/applications">
          Back to the applications
        </Link>
      </Alert>
    );
  }
  const { application: a, organisation: o, applicant, documents, timeline } = data;
  return (
    <>
      <PageHeader
        title={a.organisationName}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <span>
              {statusLabel(a.kind)} application for the {planName(a.planType)} plan
            </span>
            <StatusChip status={a.status} />
          </Box>
        }
        actions={<ApplicationActions application={a} />}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Application">
            <Facts
              items={[
                ["Kind", statusLabel(a.kind)],
                ["Plan", planName(a.planType)],
                ["Duration", a.duration ? `${a.duration.value} ${a.duration.unit}` : "None"],
                ["Add-ons", addOnsText(a.addOnsType)],
                ["Price", <PriceBreakdown key="p" price={a.price} align="start" />],
                ["Status", <StatusChip key="s" status={a.status} />],
                ["Next approver", a.nextApproverName],
                ["Submitted", a.submittedAt ? formatDateTime(a.submittedAt) : "Not yet"],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Organisation">
            <Facts
              items={[
                ["Name", o.name],
                ["Kind", o.kind === "institute" ? "Academic institute" : "Company"],
                ["Registration number", o.registrationNumber],
                ["Address", o.address],
                ["Country", countryName(o.countryCode)],
                ["Applicant", applicant ? `${applicant.name} <${applicant.email}>` : null],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Documents">
            {documents.length === 0 ? (
              <Typography color="text.secondary">No documents were uploaded.</Typography>
            ) : (
              <List dense>
                {documents.map((d) => (
                  <ListItem key={d.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link href={documentHref(a.id, d.id)} download={d.fileName}>
                          {d.fileName}
                        </Link>
                      }
                      secondary={`${formatBytes(d.sizeBytes)} · ${formatDateTime(d.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="History">
            <AuditTimeline events={[...timeline].reverse()} />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}

export { ApplicationDetailPage as Component };
