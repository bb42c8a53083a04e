import {
  Alert,
  AlertTitle,
  Box,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from "@mui/material";
import { E_INVOICE_DOCUMENT_TYPE_LABELS, formatDateTime, formatMyrSst, statusLabel } from "@strata/core";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { AuditTimeline } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useEInvoice } from "../api/get-e-invoice.ts";
import { EInvoiceActions } from "../components/EInvoiceActions.tsx";
import { EInvoiceLogList } from "../components/EInvoiceLogList.tsx";
import { EInvoiceStatusChip } from "../components/EInvoiceStatusChip.tsx";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

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
          <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
            {value ?? "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One e-invoice as finance follows it: the authority's verdict and errors, the tries, the log, the actions. */
export function EInvoiceDetailPage() {
  const { id = "" } = useParams();
  const { data: e, isPending, error } = useEInvoice(id);
  if (isPending) return <PageLoader />;
  if (error || !e) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/admin/e-invoices">
          Back to the e-invoices
        </Link>
      </Alert>
    );
  }
  return (
    <>
      <PageHeader
        title={`${E_INVOICE_DOCUMENT_TYPE_LABELS[e.documentType]} ${e.invoiceNumber}`}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <span>{e.organisationName}</span>
            <EInvoiceStatusChip status={e.status} />
          </Box>
        }
        actions={<EInvoiceActions eInvoice={e} />}
      />
      {e.status === "invalid" && e.errors.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }} aria-label="The tax authority's errors">
          <AlertTitle>The tax authority found this e-invoice invalid</AlertTitle>
          <List dense disablePadding>
            {e.errors.map((err) => (
              <ListItem key={`${err.code}-${err.target}`} disableGutters>
                <ListItemText
                  primary={`${err.code}: ${err.message}`}
                  secondary={err.target ? `Field: ${err.target}` : null}
                />
              </ListItem>
            ))}
          </List>
          Correct the cause (for example the organisation's details), then retry.
        </Alert>
      ) : null}
      {e.lastError && e.status !== "invalid" ? (
        <Alert severity={e.status === "valid" ? "warning" : "info"} sx={{ mb: 2 }}>
          {e.lastError}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Submission">
            <Facts
              items={[
                ["Status", <EInvoiceStatusChip key="s" status={e.status} />],
                ["Tries", e.attempts],
                [
                  "Next try",
                  e.status === "queued" || e.status === "submitted" ? when(e.nextAttemptAt) : null,
                ],
                ["Last error", e.lastError],
                ["Submission id", e.submissionUid],
                ["Document id", e.documentUuid],
                ["Long id", e.longId],
                ["Validated", when(e.validatedAt)],
                ["Cancelled", when(e.cancelledAt)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Invoice">
            <Facts
              items={[
                ["Number", e.invoice.number],
                ["Organisation", e.organisationName],
                ["Status", statusLabel(e.invoice.status)],
                ["Total", formatMyrSst(e.invoice.totalSen, "incl")],
                ["Issued", when(e.invoice.issuedAt)],
                ["Paid", when(e.invoice.paidAt)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="Requests and answers">
            <EInvoiceLogList logs={e.logs} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title="History">
            <AuditTimeline events={[...e.timeline].reverse()} />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}

export { EInvoiceDetailPage as Component };
