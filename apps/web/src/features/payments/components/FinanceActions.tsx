import {
  formatMyrSst,
  paymentClarificationBodySchema,
  rejectPaymentBodySchema,
  statusLabel,
} from "@strata/core";
import { type WorkflowAction, WorkflowActions } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type FinanceAction,
  type PaymentActionCall,
  type PaymentDetail,
  usePaymentAction,
} from "../api/payments.ts";

function actionsOf(payment: PaymentDetail): WorkflowAction<FinanceAction>[] {
  const what =
    payment.invoice.subject.type === "application" ? "the subscription activates" : "the credits are granted";
  return [
    {
      action: "approve",
      label: "Approve",
      primary: true,
      confirm: {
        title: "Approve this payment?",
        message: `${formatMyrSst(payment.amount.amountSen, "incl")} from ${payment.organisationName}: invoice ${payment.invoiceNumber} is paid and ${what}.`,
      },
    },
    {
      action: "request-clarification",
      label: "Request clarification",
      note: {
        title: "Request clarification",
        label: "Message to the payer",
        helperText:
          "Say what is missing or unclear (a readable slip, the reference); the payer answers on the pay page.",
        submitLabel: "Send request",
        field: paymentClarificationBodySchema.shape.message,
      },
    },
    {
      action: "reject",
      label: "Reject",
      destructive: true,
      note: {
        title: "Reject this payment",
        label: "Reason",
        helperText: "The payer reads this; the invoice can be paid again.",
        field: rejectPaymentBodySchema.shape.reason,
      },
    },
  ];
}

function callOf(payment: PaymentDetail, action: FinanceAction, text = ""): PaymentActionCall {
  if (action === "request-clarification") return { action, message: text };
  if (action === "reject") return { action, reason: text };
  return { action, from: payment.status };
}

/** Finance's buttons on a payment, exactly from the server's `allowedActions`. */
export function FinanceActions({ payment }: { payment: PaymentDetail }) {
  const mutation = usePaymentAction(payment.id);
  return (
    <WorkflowActions
      allowed={payment.allowedActions}
      actions={actionsOf(payment)}
      onRun={async (action, text) => {
        const after = await mutation.mutateAsync(callOf(payment, action, text));
        toast.success(`Done: the payment is now ${statusLabel(after.status).toLowerCase()}.`, {
          toastId: "payment",
        });
      }}
    />
  );
}
