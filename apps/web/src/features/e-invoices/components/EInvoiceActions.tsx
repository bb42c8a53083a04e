import { Button, Stack } from "@mui/material";
import type { EInvoiceDetail } from "@strata/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type EInvoiceFinanceAction, useEInvoiceAction } from "../api/act-on-e-invoice.ts";
import { E_INVOICE_STATUS_LABELS } from "./EInvoiceStatusChip.tsx";

const BUTTONS: { action: EInvoiceFinanceAction; label: string; title: string; message: string }[] = [
  {
    action: "retry",
    label: "Retry",
    title: "Send this e-invoice again?",
    message: "It is submitted to the tax authority now; its tries are counted afresh.",
  },
  {
    action: "pause",
    label: "Pause",
    title: "Pause this e-invoice?",
    message: "Nothing is sent to the tax authority until you unpause it.",
  },
  {
    action: "unpause",
    label: "Unpause",
    title: "Unpause this e-invoice?",
    message: "It is queued and submitted to the tax authority now.",
  },
];

/** Retry, pause and unpause, exactly as the server's `allowedActions` offer them, each confirmed. */
export function EInvoiceActions({ eInvoice }: { eInvoice: EInvoiceDetail }) {
  const mutation = useEInvoiceAction(eInvoice.id);
  const [open, setOpen] = useState<EInvoiceFinanceAction | null>(null);
  const buttons = BUTTONS.filter((b) => eInvoice.allowedActions.includes(b.action));
  if (buttons.length === 0) return null;
  const current = BUTTONS.find((b) => b.action === open);
  return (
    <>
      <Stack direction="row" spacing={1} aria-label="Actions">
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant={b.action === "pause" ? "outlined" : "contained"}
            onClick={() => setOpen(b.action)}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={current !== undefined}
        title={current?.title ?? ""}
        message={current?.message ?? ""}
        confirmLabel={current?.label ?? ""}
        onConfirm={async () => {
          if (!current) return;
          const after = await mutation.mutateAsync(current.action);
          toast.success(
            `Done: the e-invoice is now ${E_INVOICE_STATUS_LABELS[after.status].toLowerCase()}.`,
            {
              toastId: "e-invoice",
            },
          );
        }}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
