import { api } from "../../../lib/api.ts";
import type { ExportBody } from "../state/requests.ts";
import { exportFileName, fileNameFromDisposition } from "../state/requests.ts";

/** exportsdcexcel: the file of the export, with the section-9 name. */
export async function exportMetadata(body: ExportBody): Promise<{ blob: Blob; fileName: string }> {
  const file = await api.download("/api/data-preparation/exportsdcexcel", body);
  return {
    blob: file.blob,
    fileName:
      fileNameFromDisposition(file.contentDisposition) ?? exportFileName(body.ingestType, body.format),
  };
}

/** Hands a file to the browser as a download (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has the data.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
