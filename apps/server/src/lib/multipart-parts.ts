import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, badRequest, invalidField, payloadTooLarge, unsupportedMediaType } from "./errors.ts";

/*
 * Uploads sent as multipart/form-data (decision 0233): the browser streams the file as it is, so
 * the page can show the share sent, instead of a JSON body with the file in base64 (a third larger,
 * and no progress). The route registers `@fastify/multipart` in its scope and checks the CSRF token
 * itself (a form post).
 */

/** The multipart fields and the one file part, held in memory (bounded by `maxBytes`). */
export async function readParts(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw unsupportedMediaType("Send the file as multipart/form-data (the part named file).");
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname !== "file")
          throw invalidField("body.file", "Send the file as the part named file");
        file = { filename: part.filename ?? "", data };
      } else {
        if (part.valueTruncated) throw invalidField(`body.${part.fieldname}`, "At most 1024 bytes");
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { statusCode: status, code } = err as { statusCode?: number; code?: string };
    if (code === "FST_FILES_LIMIT") throw invalidField("body.file", "Attach one file only");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw invalidField("body", "Too many parts");
    if (status === 413) throw payloadTooLarge(`The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    throw badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
  if (!file || file.data.length === 0)
    throw invalidField("body.file", "Attach the file as the part named file");
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
