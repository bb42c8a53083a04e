import { z } from "zod";
import { text } from "../text.ts";

/** Supporting documents (section 7 "Uploads"): at most 10 MB each, PDF, PNG or JPEG. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
/** What the file picker offers; the server checks the bytes too. */
export const UPLOAD_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/**
 * What an upload attaches to: a registration draft (with its continuation token), an application
 * of the signed-in primary user's organisation, an invoice of it (a bank transfer's proof), or a
 * news item (its image, PNG or JPEG, by staff who manage News).
 */
export const ATTACHABLE_TYPES = ["registration", "application", "invoice", "news"] as const;
export const attachableTypeSchema = z.enum(ATTACHABLE_TYPES);

export const uploadFieldsSchema = z.object({
  attachableType: attachableTypeSchema,
  attachableId: text().min(1, "Say what the file attaches to").max(100),
});

export const uploadSchema = z.object({
  id: z.string(),
  attachableType: z.string(),
  attachableId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadParamsSchema = z.object({ id: text().min(1).max(100) });
