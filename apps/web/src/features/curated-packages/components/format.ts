import { formatDateTime } from "@strata/core";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** 1,536 → "1.5 KB" (binary multiples, as the download manager shows sizes). */
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

export const formatDate = (iso: string) => formatDateTime(iso);
