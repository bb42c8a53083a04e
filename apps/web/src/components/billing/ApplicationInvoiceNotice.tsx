import { Alert, Button } from "@mui/material";
import type { ApplicationStatus } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { useMyApplicationInvoice } from "./use-my-application-invoice.ts";

/** Statuses in which an application has an invoice (issued at its last LOA approval). */
const BILLED: readonly ApplicationStatus[] = [
  "invoice_issued",
  "pending_payment",
  "failed_payment",
  "pending_finance",
  "pending_finance_clarification",
];
const PAYABLE: readonly ApplicationStatus[] = ["invoice_issued", "failed_payment"];

/**
 * The applicant's way to their application's invoice: "Pay the invoice" while it waits for a
 * payment, "See the payment" once one is under way (finance's questions are answered there).
 */
export function ApplicationInvoiceNotice({
  applicationId,
  status,
}: {
  applicationId: string;
  status: ApplicationStatus;
}) {
  const invoice = useMyApplicationInvoice(applicationId, BILLED.includes(status));
  if (!invoice.data) return null;
  const payable = PAYABLE.includes(status);
  return (
    <Alert
      severity={payable ? "info" : "success"}
      action={
        <Button component={RouterLink} to={invoice.data.payPath} color="inherit" size="small">
          {payable ? "Pay the invoice" : "See the payment"}
        </Button>
      }
    >
      Invoice {invoice.data.number}
      {status === "pending_finance_clarification"
        ? ": finance asked about your payment; answer on the payment page."
        : payable
          ? " is waiting for your payment."
          : ""}
    </Alert>
  );
}
