import { Button, Stack } from "@mui/material";
import {
  type Invoice,
  invoiceCancelBodySchema,
  invoiceDeclineCancellationBodySchema,
  invoiceRefundBodySchema,
  statusLabel,
} from "@strata/core";
import { useState } from "react";
import { NoteDialog } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type FinanceInvoiceAction, useFinanceInvoiceAction } from "../api/act-on-invoice.ts";

/** Finance's decisions, each with its reason (the dialog is the confirmation), in the buttons' order. */
const ACTIONS: {
  action: FinanceInvoiceAction;
  label: string;
  title: string;
  helperText: string;
  destructive: boolean;
  field: typeof invoiceCancelBodySchema.shape.reason;
}[] = [
  {
    action: "decline-cancellation",
    label: "Decline cancellation",
    title: "Decline the cancellation request",
    helperText: "The buyer reads this; the invoice is due again.",
    destructive: false,
    field: invoiceDeclineCancellationBodySchema.shape.reason,
  },
  {
    action: "cancel",
    label: "Cancel invoice",
    title: "Cancel this invoice",
    helperText:
      "The invoice keeps its number; what it bills is cancelled with it and its e-invoice is cancelled with the tax authority.",
    destructive: true,
    field: invoiceCancelBodySchema.shape.reason,
  },
  {
    action: "refund",
    label: "Refund",
    title: "Refund this invoice",
    helperText: "A credit note goes to the tax authority; the buyer is told by e-mail.",
    destructive: true,
    field: invoiceRefundBodySchema.shape.reason,
  },
];

/** The buttons of an invoice's staff page, exactly from the server's `allowedActions`. */
export function FinanceInvoiceActions({ invoice }: { invoice: Invoice }) {
  const mutation = useFinanceInvoiceAction(invoice.id);
  const [open, setOpen] = useState<FinanceInvoiceAction | null>(null);
  const offered = ACTIONS.filter((a) => invoice.allowedActions.includes(a.action));
  if (offered.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Actions">
        {offered.map((a) => (
          <Button
            key={a.action}
            variant="outlined"
            color={a.destructive ? "error" : "primary"}
            onClick={() => setOpen(a.action)}
          >
            {a.label}
          </Button>
        ))}
      </Stack>
      {offered.map((a) => (
        <NoteDialog
          label="Reason"
          key={a.action}
          open={open === a.action}
          title={a.title}
          helperText={a.helperText}
          submitLabel={a.label}
          destructive={a.destructive}
          field={a.field}
          onSubmit={async (reason) => {
            const after = await mutation.mutateAsync({ action: a.action, reason, from: invoice.status });
            toast.success(
              `Done: invoice ${after.number} is now ${statusLabel(after.status).toLowerCase()}.`,
              {
                toastId: "invoice",
              },
            );
          }}
          onClose={() => setOpen(null)}
        />
      ))}
    </>
  );
}
