import { UPLOAD_MAX_BYTES } from "@strata/core";
import { formatBytes } from "./format.ts";

/** The upload limit as people read it ("10 MB"): the same figure the server refuses above. */
export const UPLOAD_LIMIT_TEXT = formatBytes(UPLOAD_MAX_BYTES).replace(".0 ", " ");

/**
 * Why a chosen file is refused before it is sent, or null when it fits: its name, its size and the
 * limit, so the user knows how far over it is.
 */
export function oversizedMessage(file: File, maxBytes = UPLOAD_MAX_BYTES): string | null {
  if (file.size <= maxBytes) return null;
  const limit = maxBytes === UPLOAD_MAX_BYTES ? UPLOAD_LIMIT_TEXT : formatBytes(maxBytes).replace(".0 ", " ");
  return `“${file.name}” is ${formatBytes(file.size)}, larger than the upload limit of ${limit}. Choose a smaller file or compress it.`;
}
