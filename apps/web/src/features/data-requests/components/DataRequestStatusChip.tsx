import { Chip, type ChipProps } from "@mui/material";
import type { DataRequestStatus } from "@strata/core";

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  submitted: "Submitted",
  assigned: "In progress",
  delivered: "Delivered",
  declined: "Declined",
  cancelled: "Cancelled",
};

const COLOR: Record<DataRequestStatus, ChipProps["color"]> = {
  submitted: "info",
  assigned: "warning",
  delivered: "success",
  declined: "error",
  cancelled: "default",
};

/** A data request's status in words. */
export function DataRequestStatusChip({ status }: { status: DataRequestStatus }) {
  return (
    <Chip
      label={DATA_REQUEST_STATUS_LABELS[status]}
      size="small"
      color={COLOR[status]}
      variant="outlined"
      data-status={status}
    />
  );
}
