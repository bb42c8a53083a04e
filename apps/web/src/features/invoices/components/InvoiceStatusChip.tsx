import { Chip, type ChipProps } from "@mui/material";
import { type InvoiceStatus, statusLabel } from "@strata/core";

/** What an invoice's status asks of people, as the colour of its chip. */
const COLOR: Record<InvoiceStatus, ChipProps["color"]> = {
  issued: "info",
  payment_pending: "info",
  paid: "success",
  cancel_requested: "warning",
  cancelled: "default",
  refunded: "default",
};
const LABEL: Partial<Record<InvoiceStatus, string>> = {
  issued: "Unpaid",
  payment_pending: "Payment pending",
  cancel_requested: "Cancellation requested",
};

export const invoiceStatusLabel = (status: InvoiceStatus) => LABEL[status] ?? statusLabel(status);

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <Chip
      label={invoiceStatusLabel(status)}
      size="small"
      color={COLOR[status]}
      variant="outlined"
      data-status={status}
    />
  );
}
