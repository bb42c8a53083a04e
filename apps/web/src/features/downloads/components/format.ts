import type { DownloadPackageStatus } from "@strata/core";
import { formatDateTime } from "@strata/core";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** 1,536 → "1.5 KB" (binary multiples, as storage reports them). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0
    ? `${bytes.toLocaleString("en-MY")} bytes`
    : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

export const formatCredits = (n: number) => `${n.toLocaleString("en-MY")} credit${n === 1 ? "" : "s"}`;

export const formatDate = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

export const PACKAGE_STATUS_LABELS: Record<DownloadPackageStatus, string> = {
  draft: "Not confirmed",
  preparing: "Preparing",
  ready: "Ready",
  failed: "Failed",
  cancelled: "Cancelled",
  expired: "Expired",
};
