import { formatDateTime } from "@strata/core";
export const formatDate = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];
/** 1,536 → "1.5 KB". */
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

const lon = (n: number) => `${Math.abs(n).toFixed(3)}°${n < 0 ? "W" : "E"}`;
const lat = (n: number) => `${Math.abs(n).toFixed(3)}°${n < 0 ? "S" : "N"}`;
/** A box as people read it: "104.250°E – 105.125°E, 5.500°N – 6.750°N". */
export function formatBounds([w, s, e, n]: readonly [number, number, number, number]): string {
  return `${lon(w)} – ${lon(e)}, ${lat(s)} – ${lat(n)}`;
}

/** Corners of a polygon's outer ring (the closing position repeats the first). */
export const cornersOf = (ring: readonly unknown[]) => Math.max(0, ring.length - 1);
