import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, badRequest, invalidField, payloadTooLarge, unsupportedMediaType } from "./errors.ts";

/*
 * Uploads sent as multipart/form-data (decision 0233): the browser streams the file as it
 * is, so the page can show the share sent, instead of a JSON body with the file in base64 (a third
 * larger, and no progress). The route registers `@fastify/multipart` in its scope and checks the
 * CSRF token itself (a form post). One reader for every upload held in memory; the bulk metadata
 * import and a data request's delivery stream theirs to disk and storage instead.
 */

/** What an upload route allows, and the sentences that name its own fields when a part is wrong. */
export interface PartsOptions {
  maxBytes: number;
  /** Bytes per text field (1 KiB unless a route takes longer text, e.g. an abstract). */
  fieldSize?: number;
  /** Text fields beside the file. */
  maxFields?: number;
  /** The 413's error (by default "The file is larger than N MB."). */
  tooLarge?: () => AppError;
  /** The message when there are more parts than the fields and the file. */
  tooManyParts?: string;
  oneFile?: string;
  missingFile?: string;
  notMultipart?: string;
}

/** The multipart fields and the one file part, held in memory (bounded by `maxBytes`). */
export async function readParts(request: FastifyRequest, options: PartsOptions) {
  const { maxBytes, fieldSize = 1024, maxFields = 8 } = options;
  if (!request.isMultipart())
    throw unsupportedMediaType(
      options.notMultipart ?? "Send the file as multipart/form-data (the part named file).",
    );
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: maxFields, fieldSize, parts: maxFields + 1 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname !== "file")
          throw invalidField("body.file", "Send the file as the part named file");
        file = { filename: part.filename ?? "", data };
      } else {
        if (part.valueTruncated) throw invalidField(`body.${part.fieldname}`, `At most ${fieldSize} bytes`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { statusCode: status, code } = err as { statusCode?: number; code?: string };
    // @fastify/multipart answers a count limit with 413 too; only the file's size is "too large".
    if (code === "FST_FILES_LIMIT")
      throw invalidField("body.file", options.oneFile ?? "Attach one file only");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw invalidField("body", options.tooManyParts ?? "Too many parts");
    if (status === 413)
      throw options.tooLarge?.() ?? payloadTooLarge(`The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    throw badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
  if (!file) throw invalidField("body.file", options.missingFile ?? "Attach the file as the part named file");
  if (file.data.length === 0) throw invalidField("body.file", "The file is empty");
  return { fields, file };
}

export function fieldsOrThrow<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(`body.${issue.path.join(".")}`, issue.message);
  }
  return parsed.data;
}
