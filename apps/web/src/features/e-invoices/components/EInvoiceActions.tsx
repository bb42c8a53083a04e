import type { EInvoiceDetail } from "@strata/core";
import { type WorkflowAction, WorkflowActions } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type EInvoiceFinanceAction, useEInvoiceAction } from "../api/act-on-e-invoice.ts";
import { E_INVOICE_STATUS_LABELS } from "./EInvoiceStatusChip.tsx";

const ACTIONS: WorkflowAction<EInvoiceFinanceAction>[] = [
  {
    action: "retry",
    label: "Retry",
    primary: true,
    confirm: {
      title: "Send this e-invoice again?",
      message: "It is submitted to the tax authority now; its tries are counted afresh.",
    },
  },
  {
    action: "pause",
    label: "Pause",
    confirm: {
      title: "Pause this e-invoice?",
      message: "Nothing is sent to the tax authority until you unpause it.",
    },
  },
  {
    action: "unpause",
    label: "Unpause",
    primary: true,
    confirm: {
      title: "Unpause this e-invoice?",
      message: "It is queued and submitted to the tax authority now.",
    },
  },
];

/** Retry, pause and unpause, exactly as the server's `allowedActions` offer them, each confirmed. */
export function EInvoiceActions({ eInvoice }: { eInvoice: EInvoiceDetail }) {
  const mutation = useEInvoiceAction(eInvoice.id);
  return (
    <WorkflowActions
      allowed={eInvoice.allowedActions}
      actions={ACTIONS}
      onRun={async (action) => {
        const after = await mutation.mutateAsync(action);
        toast.success(`Done: the e-invoice is now ${E_INVOICE_STATUS_LABELS[after.status].toLowerCase()}.`, {
          toastId: "e-invoice",
        });
      }}
    />
  );
}
