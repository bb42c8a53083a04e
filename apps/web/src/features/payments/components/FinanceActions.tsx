import { Button, Stack } from "@mui/material";
import {
  formatMyrSst,
  paymentClarificationBodySchema,
  rejectPaymentBodySchema,
  statusLabel,
} from "@strata/core";
import { useState } from "react";
import { ConfirmDialog, NoteDialog } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type FinanceAction,
  type PaymentActionCall,
  type PaymentDetail,
  usePaymentAction,
} from "../api/payments.ts";

const BUTTONS: { action: FinanceAction; label: string }[] = [
  { action: "approve", label: "Approve" },
  { action: "request-clarification", label: "Request clarification" },
  { action: "reject", label: "Reject" },
];

/** Finance's buttons on a payment, exactly from the server's `allowedActions`. */
export function FinanceActions({ payment }: { payment: PaymentDetail }) {
  const mutation = usePaymentAction(payment.id);
  const [open, setOpen] = useState<FinanceAction | null>(null);
  const buttons = BUTTONS.filter((b) => payment.allowedActions.includes(b.action));
  const run = async (call: PaymentActionCall) => {
    const after = await mutation.mutateAsync(call);
    toast.success(`Done: the payment is now ${statusLabel(after.status).toLowerCase()}.`, {
      toastId: "payment",
    });
  };
  const close = () => setOpen(null);
  if (buttons.length === 0) return null;
  const what =
    payment.invoice.subject.type === "application" ? "the subscription activates" : "the credits are granted";
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Actions">
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant={b.action === "approve" ? "contained" : "outlined"}
            color={b.action === "reject" ? "error" : "primary"}
            onClick={() => setOpen(b.action)}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={open === "approve"}
        title="Approve this payment?"
        message={`${formatMyrSst(payment.amount.amountSen, "incl")} from ${payment.organisationName}: invoice ${payment.invoiceNumber} is paid and ${what}.`}
        confirmLabel="Approve"
        onConfirm={() => run({ action: "approve", from: payment.status })}
        onClose={close}
      />
      <NoteDialog
        open={open === "request-clarification"}
        title="Request clarification"
        label="Message to the payer"
        helperText="Say what is missing or unclear (a readable slip, the reference); the payer answers on the pay page."
        submitLabel="Send request"
        field={paymentClarificationBodySchema.shape.message}
        onSubmit={(message) => run({ action: "request-clarification", message })}
        onClose={close}
      />
      <NoteDialog
        open={open === "reject"}
        title="Reject this payment"
        label="Reason"
        helperText="The payer reads this; the invoice can be paid again."
        submitLabel="Reject"
        destructive
        field={rejectPaymentBodySchema.shape.reason}
        onSubmit={(reason) => run({ action: "reject", reason })}
        onClose={close}
      />
    </>
  );
}
