import { isStorableText, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@strata/core";
import type { FastifyRequest } from "fastify";
import { payloadTooLarge, unsupportedMediaType } from "../../lib/errors.ts";
import { readParts } from "../../lib/multipart-parts.ts";

/** Room for the multipart envelope and the two text fields around the file. */
const ENVELOPE_BYTES = 16 * 1024;
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

export const tooLarge = () =>
  payloadTooLarge(
    `The file is larger than the upload limit of ${MAX_MB} MB. Choose a smaller file or compress it.`,
    { maxBytes: UPLOAD_MAX_BYTES },
  );

const NOT_MULTIPART = "Send the file as multipart/form-data (fields attachableType, attachableId and file).";
export const notMultipart = () => unsupportedMediaType(NOT_MULTIPART);

/** A request that claims more than the limit is refused before a byte of it is read. */
export async function refuseOversized(request: FastifyRequest) {
  const claimed = Number(request.headers["content-length"]);
  if (Number.isFinite(claimed) && claimed > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
}

export interface ReceivedFile {
  fileName: string;
  contentType: (typeof UPLOAD_CONTENT_TYPES)[number];
  data: Buffer;
}

/**
 * The type the bytes are, whatever the client claims: the allow-list is checked on the file's
 * signature, so a renamed executable is not stored as a "PDF".
 */
export function sniffContentType(data: Buffer): ReceivedFile["contentType"] | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  return null;
}

/**
 * Reads the multipart body: its text fields and exactly one file part named `file`, of a type on
 * the allow-list. `fieldSize` (bytes per text field, 1 KiB by default) lets a caller take a longer
 * field (a study document's abstract).
 */
export async function readUpload(
  request: FastifyRequest,
  { fieldSize = 1024 }: { fieldSize?: number } = {},
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  const { fields, file } = await readParts(request, {
    maxBytes: UPLOAD_MAX_BYTES,
    fieldSize,
    maxFields: 5,
    tooLarge,
    notMultipart: NOT_MULTIPART,
    oneFile: "Attach one file per upload",
    tooManyParts: "Too many parts: send attachableType, attachableId and one file",
    missingFile: "Attach the document as the part named file",
  });
  const contentType = sniffContentType(file.data);
  if (!contentType) {
    throw unsupportedMediaType("Upload a PDF, PNG or JPEG file.", {
      allowed: UPLOAD_CONTENT_TYPES,
    });
  }
  // Control characters and unpaired surrogates cannot be stored or shown safely in a file name.
  const fileName =
    Array.from(file.filename)
      .filter((c) => c >= " " && c !== "\u007f" && isStorableText(c))
      .join("")
      .slice(0, 255) || "document";
  return { fields, file: { fileName, contentType, data: file.data } };
}
