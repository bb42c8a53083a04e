import { Alert, Box, Button, Grid, Link, Stack, Tab, Tabs, Typography } from "@mui/material";
import { formatDate, formatMyr, formatMyrSst, statusLabel } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { StatusChip } from "../../../components/admin/index.ts";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { usePayInvoice, usePaymentOptions } from "../api/payments.ts";
import { BankTransferForm } from "../components/BankTransferForm.tsx";
import { Facts, Section } from "../components/Facts.tsx";
import { OpenPayment } from "../components/OpenPayment.tsx";

/** Paying an invoice: online through the gateway, or by bank transfer with the slip. */
export function PayInvoicePage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = usePaymentOptions(id);
  const [method, setMethod] = useState<"online" | "bank_transfer">("online");
  const pay = usePayInvoice(id);
  const [payError, setPayError] = useState<string | null>(null);
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/">
          Back to the dashboard
        </Link>
      </Alert>
    );
  }
  const { invoice, amountDue, openPayment, lastPayment } = data;
  const payOnline = async () => {
    setPayError(null);
    try {
      const { redirectUrl } = await pay.mutateAsync({ method: "online" });
      // The gateway's checkout page is another site: a top-level navigation, not a fetch.
      if (redirectUrl) window.location.assign(redirectUrl);
    } catch (err) {
      setPayError(errorMessage(err));
    }
  };
  return (
    <>
      <PageHeader
        title={`Pay invoice ${invoice.number}`}
        subtitle={
          <Box
            component="span"
            sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <span>{invoice.description}</span>
            <StatusChip status={invoice.status} />
          </Box>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Amount due">
            <Typography variant="h2" component="p" data-testid="amount-due">
              {formatMyr(amountDue.amountSen)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              incl. SST
            </Typography>
            <PriceBreakdown price={invoice.price} label="Invoice total" align="start" />
            <Facts
              items={[
                ["Invoice", invoice.number],
                ["Issued", formatDate(invoice.issuedAt)],
                ["Due", formatDate(invoice.dueAt)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {openPayment ? (
            <Section title="Your payment">
              <OpenPayment payment={openPayment} invoiceId={invoice.id} />
            </Section>
          ) : data.canPay ? (
            <Section title="How would you like to pay?">
              {lastPayment && ["failed", "rejected"].includes(lastPayment.status) ? (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  Your last payment{" "}
                  {lastPayment.status === "failed" ? "did not go through" : "was not accepted"}
                  {lastPayment.note ? `: ${lastPayment.note}` : "."} You can pay again.
                </Alert>
              ) : null}
              <Tabs
                value={method}
                onChange={(_, v) => setMethod(v)}
                aria-label="Payment method"
                sx={{ mb: 2 }}
              >
                <Tab value="online" label="Pay online" />
                <Tab value="bank_transfer" label="Bank transfer" />
              </Tabs>
              {method === "online" ? (
                <Stack spacing={2} sx={{ maxWidth: 520 }}>
                  <Typography>
                    You go to the payment gateway to pay {formatMyrSst(amountDue.amountSen, "incl")} by online
                    banking or card, then come back here. Personal online banking is capped at RM 30,000 a
                    transaction: for larger amounts use corporate banking or a bank transfer.
                  </Typography>
                  {data.onlineAvailable ? null : (
                    <Alert severity="info">
                      Online payment is not available; please pay by bank transfer.
                    </Alert>
                  )}
                  {payError ? (
                    <Alert severity="error" role="alert">
                      {payError}
                    </Alert>
                  ) : null}
                  <Box>
                    <Button
                      variant="contained"
                      onClick={payOnline}
                      disabled={!data.onlineAvailable || pay.isPending}
                    >
                      Pay {formatMyr(amountDue.amountSen)} online
                    </Button>
                  </Box>
                </Stack>
              ) : (
                <BankTransferForm
                  invoiceId={invoice.id}
                  invoiceNumber={invoice.number}
                  amountSen={amountDue.amountSen}
                  bank={data.bankAccount}
                />
              )}
            </Section>
          ) : (
            <Section title="Payment">
              <Alert severity={invoice.status === "paid" ? "success" : "info"}>
                {invoice.status === "paid"
                  ? "This invoice is paid."
                  : invoice.status === "issued"
                    ? // Issued yet not payable: what it bills (the application, the credit purchase) is closed.
                      `This invoice can no longer be paid: its ${invoice.subject.type === "application" ? "application" : "credit purchase"} is ${statusLabel(invoice.subject.status).toLowerCase()}.`
                    : `This invoice cannot be paid while it is ${statusLabel(invoice.status).toLowerCase()}.`}
              </Alert>
            </Section>
          )}
        </Grid>
      </Grid>
    </>
  );
}

export { PayInvoicePage as Component };
