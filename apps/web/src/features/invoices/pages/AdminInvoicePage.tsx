import { Alert, Box, Button, Grid, Link, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router";
import { AuditTimeline } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { invoicePdfHref, useAdminInvoice } from "../api/get-invoices.ts";
import { FinanceInvoiceActions } from "../components/FinanceInvoiceActions.tsx";
import { InvoiceDocument } from "../components/InvoiceDocument.tsx";

/** One invoice as staff see it: the document, finance's decisions and its history. */
export function AdminInvoicePage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useAdminInvoice(id);
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/admin/invoices">
          Back to the invoices
        </Link>
      </Alert>
    );
  }
  const { invoice, timeline } = data;
  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        subtitle={`${invoice.organisation.name} · ${invoice.subject.label}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <FinanceInvoiceActions invoice={invoice} />
            <Button variant="outlined" href={invoicePdfHref(invoice.id, "admin")} download>
              Download PDF
            </Button>
          </Stack>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <InvoiceDocument invoice={invoice} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Paper variant="outlined" component="section" aria-label="Invoice history" sx={{ p: 2 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              History
            </Typography>
            <AuditTimeline events={[...timeline].reverse()} />
          </Paper>
          <Box sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/admin/invoices">
              Back to the invoices
            </Link>
          </Box>
        </Grid>
      </Grid>
    </>
  );
}

export { AdminInvoicePage as Component };
