import { Chip, type ChipProps } from "@mui/material";
import type { EInvoiceStatus } from "@strata/core";

const LOOK: Record<EInvoiceStatus, { label: string; color: ChipProps["color"] }> = {
  queued: { label: "Queued", color: "info" },
  submitted: { label: "Submitted", color: "info" },
  valid: { label: "Valid", color: "success" },
  invalid: { label: "Invalid", color: "error" },
  paused: { label: "Paused", color: "warning" },
  cancelled: { label: "Cancelled", color: "default" },
};

/** An e-invoice's status in words, coloured by what it asks of finance. */
export function EInvoiceStatusChip({ status }: { status: EInvoiceStatus }) {
  const look = LOOK[status] ?? { label: status, color: "default" };
  return <Chip label={look.label} color={look.color} size="small" variant="outlined" data-status={status} />;
}

export const E_INVOICE_STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, look]) => [status, look.label]),
) as Record<EInvoiceStatus, string>;
