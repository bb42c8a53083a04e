import { Alert, Button, Link, Stack } from "@mui/material";
import { invoiceCancelRequestBodySchema } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { NoteDialog } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useRequestCancellation } from "../api/act-on-invoice.ts";
import { invoicePdfHref, useMyInvoice } from "../api/get-invoices.ts";
import { InvoiceDocument } from "../components/InvoiceDocument.tsx";

/** One of the customer's invoices as a document, with what they may do: pay, download, ask to cancel. */
export function MyInvoicePage() {
  const { id = "" } = useParams();
  const { data: invoice, isPending, error } = useMyInvoice(id);
  const request = useRequestCancellation(id);
  const [asking, setAsking] = useState(false);
  if (isPending) return <PageLoader />;
  if (error || !invoice) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}{" "}
        <Link component={RouterLink} to="/invoices">
          Back to your invoices
        </Link>
      </Alert>
    );
  }
  const can = (action: string) => invoice.allowedActions.includes(action as never);
  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        subtitle={invoice.subject.label}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Actions">
            {can("pay") ? (
              <Button variant="contained" component={RouterLink} to={`/invoices/${invoice.id}/pay`}>
                Pay
              </Button>
            ) : null}
            {invoice.status === "payment_pending" ? (
              <Button variant="outlined" component={RouterLink} to={`/invoices/${invoice.id}/pay`}>
                See the payment
              </Button>
            ) : null}
            <Button variant="outlined" href={invoicePdfHref(invoice.id, "me")} download>
              Download PDF
            </Button>
            {can("request-cancellation") ? (
              <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
                Request cancellation
              </Button>
            ) : null}
          </Stack>
        }
      />
      {invoice.status === "cancel_requested" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You asked to cancel this invoice. Finance will cancel it or tell you why it stands.
        </Alert>
      ) : null}
      <InvoiceDocument invoice={invoice} />
      <Link component={RouterLink} to="/invoices" sx={{ display: "inline-block", mt: 2 }}>
        Back to your invoices
      </Link>
      <NoteDialog
        label="Reason"
        open={asking}
        title="Ask to cancel this invoice"
        helperText="Finance reads this and decides; you receive their answer by e-mail."
        submitLabel="Send request"
        destructive
        field={invoiceCancelRequestBodySchema.shape.reason}
        onSubmit={async (reason) => {
          await request.mutateAsync({ reason, from: invoice.status });
          toast.success("Your request to cancel the invoice was sent to finance.", { toastId: "invoice" });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export { MyInvoicePage as Component };
