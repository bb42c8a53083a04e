/** Formats shared by every screen, so a number or a size reads the same everywhere. */

export const countFormat = new Intl.NumberFormat("en-GB");

/** A file size for people: 512 B, 3.4 MB, 12 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(size < 10 ? 1 : 0)} ${units[unit]}`;
}
