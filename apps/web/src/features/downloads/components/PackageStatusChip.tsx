import { Chip, type ChipProps } from "@mui/material";
import type { DownloadItemStatus, DownloadPackageStatus } from "@strata/core";
import { PACKAGE_STATUS_LABELS } from "./format.ts";

const COLOR: Record<DownloadPackageStatus | DownloadItemStatus, ChipProps["color"]> = {
  draft: "default",
  pending: "info",
  preparing: "info",
  ready: "success",
  failed: "error",
  cancelled: "default",
  expired: "warning",
};

/** A package's or an item's status in words. */
export function PackageStatusChip({ status }: { status: DownloadPackageStatus | DownloadItemStatus }) {
  const label = status === "pending" ? "Pending" : PACKAGE_STATUS_LABELS[status];
  return <Chip label={label} size="small" color={COLOR[status]} variant="outlined" data-status={status} />;
}
