import { Alert, Box, Button, Grid, Link, Stack, Typography } from "@mui/material";
import { formatDate, formatDateTime, formatMyrSst, statusLabel } from "@strata/core";
import { Link as RouterLink, useParams } from "react-router";
import { AuditTimeline, StatusChip } from "../../../components/admin/index.ts";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { formatBytes } from "../../../lib/format.ts";
import { usePayment } from "../api/payments.ts";
import { Facts, methodLabel, Section } from "../components/Facts.tsx";
import { FinanceActions } from "../components/FinanceActions.tsx";
import { GatewayCallbacks } from "../components/GatewayCallbacks.tsx";

/** The gateway's callback as finance reads it: labelled, money in MYR, times in local time. */
const RECORD_LABELS: [key: string, label: string, show?: (value: unknown) => string][] = [
  ["paid", "Paid", (v) => (v ? "Yes" : "No")],
  ["paidAmountSen", "Paid amount", (v) => formatMyrSst(Number(v), "incl")],
  ["amountSen", "Bill amount", (v) => formatMyrSst(Number(v), "incl")],
  ["transactionId", "Transaction"],
  ["transactionStatus", "Transaction status", (v) => statusLabel(String(v))],
  ["billId", "Bill"],
  ["state", "Bill state", (v) => statusLabel(String(v))],
  ["paidAt", "Paid at", (v) => formatDateTime(String(v))],
  ["receivedAt", "Callback received", (v) => formatDateTime(String(v))],
];

function gatewayFacts(record: Record<string, unknown>): [string, string][] {
  return RECORD_LABELS.filter(([key]) => record[key] !== undefined && record[key] !== null).map(
    ([key, label, show]) => [label, show ? show(record[key]) : String(record[key])],
  );
}

/** One payment as finance decides on it: the invoice, the proof or the gateway's record, the history. */
export function PaymentDetailPage() {
  const { id = "" } = useParams();
  const { data: p, isPending, error } = usePayment(id);
  if (isPending) return <PageLoader />;
  if (error || !p) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/admin/payments">
          Back to the payments
        </Link>
      </Alert>
    );
  }
  const record = p.gatewayRecord ? gatewayFacts(p.gatewayRecord) : [];
  return (
    <>
      <PageHeader
        title={p.organisationName}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <span>
              {methodLabel(p.method)} of {formatMyrSst(p.amount.amountSen, "incl")} for invoice{" "}
              {p.invoiceNumber}
            </span>
            <StatusChip status={p.status} />
          </Box>
        }
        actions={<FinanceActions payment={p} />}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Payment">
            <Facts
              items={[
                ["Method", methodLabel(p.method)],
                ["Amount", formatMyrSst(p.amount.amountSen, "incl")],
                ["Status", <StatusChip key="s" status={p.status} />],
                ["Bank reference", p.reference],
                ["Received", formatDateTime(p.createdAt)],
                ["Decided", p.decidedAt ? formatDateTime(p.decidedAt) : null],
                ["Finance's note", p.note],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Invoice">
            <Facts
              items={[
                ["Number", p.invoice.number],
                [
                  "Price",
                  <PriceBreakdown key="p" price={p.invoice.price} label="Invoice total" align="start" />,
                ],
                ["Status", <StatusChip key="i" status={p.invoice.status} />],
                ["Issued", formatDate(p.invoice.issuedAt)],
                ["Due", formatDate(p.invoice.dueAt)],
                ["For", p.invoice.description],
                [
                  p.invoice.subject.type === "application" ? "Application" : "Credit purchase",
                  statusLabel(p.invoice.subject.status),
                ],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {p.method === "bank_transfer" ? (
            <Section title="Proof of transfer">
              {p.proof ? (
                <Stack spacing={1}>
                  {p.proof.contentType.startsWith("image/") ? (
                    <Box
                      component="img"
                      src={p.proof.href}
                      alt={`Proof of transfer: ${p.proof.fileName}`}
                      sx={{
                        maxWidth: "100%",
                        maxHeight: 360,
                        objectFit: "contain",
                        border: 1,
                        borderColor: "divider",
                      }}
                    />
                  ) : null}
                  <Typography>
                    {p.proof.fileName} · {formatBytes(p.proof.sizeBytes)}
                  </Typography>
                  <Stack direction="row" spacing={1}>
                    <Button
                      href={p.proof.href}
                      target="_blank"
                      rel="noopener"
                      variant="outlined"
                      size="small"
                    >
                      Open
                    </Button>
                    <Button href={`${p.proof.href}?download=true`} download={p.proof.fileName} size="small">
                      Download
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Typography color="text.secondary">No proof was attached.</Typography>
              )}
            </Section>
          ) : (
            <Section title="Gateway record">
              {record.length ? (
                <Facts
                  items={record.map(([key, value]) => [key, String(value ?? "—")] as [string, string])}
                />
              ) : (
                <Typography color="text.secondary">
                  The gateway has not reported on this payment yet.
                </Typography>
              )}
            </Section>
          )}
        </Grid>
        {p.callbacks.length ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Gateway callbacks">
              <GatewayCallbacks callbacks={p.callbacks} />
            </Section>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="History">
            <AuditTimeline events={[...p.timeline].reverse()} />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}

export { PaymentDetailPage as Component };
