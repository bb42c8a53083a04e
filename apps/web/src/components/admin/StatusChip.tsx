import { Chip, type ChipProps } from "@mui/material";
import { type StatusTone, statusLabel, statusTone } from "@strata/core";

const COLOR: Record<StatusTone, ChipProps["color"]> = {
  neutral: "default",
  waiting: "info",
  attention: "warning",
  success: "success",
  danger: "error",
};

/** A status of section 4 (application, subscription, user) in words, coloured by what it asks of people. */
export function StatusChip({ status, size = "small" }: { status: string; size?: ChipProps["size"] }) {
  return (
    <Chip
      label={statusLabel(status)}
      size={size}
      color={COLOR[statusTone(status)]}
      variant="outlined"
      data-status={status}
    />
  );
}
