import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import { formatMyrSst } from "@strata/core";
import { useEffect, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { usePayment } from "../api/payments.ts";

/** How long the page keeps asking before it says the gateway is slow (the callback may still come). */
const PATIENCE_MS = 60_000;

/**
 * Where the gateway sends the payer back. The redirect proves nothing: the page asks the server
 * until the gateway's signed callback has arrived, then says what happened.
 */
export function PaymentResultPage() {
  const { id = "" } = useParams();
  const [started] = useState(() => Date.now());
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const {
    data: p,
    isPending,
    error,
  } = usePayment(id, (data) =>
    data?.status === "pending" && Date.now() - started < PATIENCE_MS ? 1500 : false,
  );
  if (isPending) return <PageLoader />;
  if (error || !p) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const payPage = `/invoices/${p.invoiceId}/pay`;
  const again = (
    <Button component={RouterLink} to={payPage} variant="contained">
      Try again
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Payment"
        subtitle={`Invoice ${p.invoiceNumber} · ${formatMyrSst(p.amount.amountSen, "incl")}`}
      />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {p.status === "pending" ? (
          <Box aria-live="polite">
            <Typography gutterBottom>
              {patient
                ? "Waiting for the payment gateway to confirm your payment…"
                : "The gateway has not confirmed the payment yet. You can leave this page: the invoice shows the payment once it does."}
            </Typography>
            {patient ? <LinearProgress aria-label="Waiting for the gateway" /> : null}
          </Box>
        ) : null}
        {p.status === "pending_finance" || p.status === "pending_finance_clarification" ? (
          <Alert severity="success" role="status">
            Payment received — finance will confirm it.
          </Alert>
        ) : null}
        {p.status === "approved" ? (
          <Alert severity="success" role="status">
            Payment approved: the invoice is paid.
          </Alert>
        ) : null}
        {p.status === "failed" || p.status === "rejected" || p.status === "cancelled" ? (
          <>
            <Alert severity="error" role="alert">
              {p.status === "failed"
                ? "The payment did not go through. Nothing was charged."
                : p.status === "rejected"
                  ? `The payment was not accepted${p.note ? `: ${p.note}` : "."}`
                  : "The payment was cancelled."}
            </Alert>
            <Box>{again}</Box>
          </>
        ) : (
          <Box>
            <Button component={RouterLink} to={payPage}>
              Back to the invoice
            </Button>
          </Box>
        )}
      </Stack>
    </>
  );
}

export { PaymentResultPage as Component };
