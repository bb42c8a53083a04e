import {
  type Invoice,
  invoiceCancelBodySchema,
  invoiceDeclineCancellationBodySchema,
  invoiceRefundBodySchema,
  statusLabel,
} from "@strata/core";
import { type WorkflowAction, WorkflowActions } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type FinanceInvoiceAction, useFinanceInvoiceAction } from "../api/act-on-invoice.ts";

/** Finance's decisions, each with its reason (the dialog is the confirmation), in the buttons' order. */
const ACTIONS: WorkflowAction<FinanceInvoiceAction>[] = [
  {
    action: "decline-cancellation",
    label: "Decline cancellation",
    note: {
      title: "Decline the cancellation request",
      label: "Reason",
      helperText: "The buyer reads this; the invoice is due again.",
      field: invoiceDeclineCancellationBodySchema.shape.reason,
    },
  },
  {
    action: "cancel",
    label: "Cancel invoice",
    destructive: true,
    note: {
      title: "Cancel this invoice",
      label: "Reason",
      helperText:
        "The invoice keeps its number; what it bills is cancelled with it and its e-invoice is cancelled with the tax authority.",
      field: invoiceCancelBodySchema.shape.reason,
    },
  },
  {
    action: "refund",
    label: "Refund",
    destructive: true,
    note: {
      title: "Refund this invoice",
      label: "Reason",
      helperText: "A credit note goes to the tax authority; the buyer is told by e-mail.",
      field: invoiceRefundBodySchema.shape.reason,
    },
  },
];

/** The buttons of an invoice's staff page, exactly from the server's `allowedActions`. */
export function FinanceInvoiceActions({ invoice }: { invoice: Invoice }) {
  const mutation = useFinanceInvoiceAction(invoice.id);
  return (
    <WorkflowActions
      allowed={invoice.allowedActions}
      actions={ACTIONS}
      onRun={async (action, reason = "") => {
        const after = await mutation.mutateAsync({ action, reason, from: invoice.status });
        toast.success(`Done: invoice ${after.number} is now ${statusLabel(after.status).toLowerCase()}.`, {
          toastId: "invoice",
        });
      }}
    />
  );
}
