import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  BULK_FILE_MAX_BYTES,
  bulkFieldsSchema,
  bulkReportSchema,
  bulkTemplateQuerySchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import {
  AppError,
  badRequest,
  invalidField,
  payloadTooLarge,
  unsupportedMediaType,
} from "../../../lib/errors.ts";
import { createCsrfProtection } from "../../auth/index.ts";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "../metadata/access.ts";
import { readSheet } from "./parse.ts";
import { bulkAddUpdate } from "./service.ts";
import { bulkTemplate } from "./template.ts";

/** Room for the multipart envelope and the text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_MB = BULK_FILE_MAX_BYTES / 1024 / 1024;

const tooLarge = () => payloadTooLarge(`The file is larger than ${MAX_MB} MB.`);
const cutShort = () =>
  badRequest("The upload was cut short before the whole file arrived; nothing was changed. Upload it again.");

/** A request that claims more than the limit is refused before a byte of it is read. */
async function refuseOversized(request: FastifyRequest) {
  const claimed = Number(request.headers["content-length"]);
  if (Number.isFinite(claimed) && claimed > BULK_FILE_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
}

interface Upload {
  fields: Record<string, string>;
  file: { filename: string; path: string } | null;
}

/**
 * Writes the file part to `target`. Read with for-await as `toBuffer` does: when the body ends
 * early the part's stream ends (or errors) without the events `pipeline` waits for.
 */
async function saveFile(file: AsyncIterable<Buffer> & { truncated?: boolean }, target: string) {
  const out = createWriteStream(target);
  try {
    for await (const chunk of file) {
      if (file.truncated) throw tooLarge();
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    out.end();
    await once(out, "close");
  }
}

/**
 * Reads the multipart body: the text fields and the one file, at most 50 MB, streamed to a file in
 * `dir` (a 22 MB upload held as a buffer, then as parsed rows, was most of the request's memory).
 * The bytes are counted against Content-Length, so a body that ends early is a 400 rather than a
 * shorter file.
 */
async function readUpload(request: FastifyRequest, dir: string): Promise<Upload> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType("Send the file as multipart/form-data (fields ingestType, mode, file).");
  }
  let received = 0;
  request.raw.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  const upload: Upload = { fields: {}, file: null };
  try {
    const parts = request.parts({
      limits: { fileSize: BULK_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const target = path.join(dir, "upload");
        await saveFile(part.file, target);
        if (part.fieldname === "file") upload.file = { filename: part.filename ?? "", path: target };
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { statusCode: status, code } = err as { statusCode?: number; code?: string };
    // @fastify/multipart answers a count limit with 413 too; only the file's size is "too large".
    if (code === "FST_FILES_LIMIT")
      throw invalidField("body.file", "Attach one file only, as the part named file");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw invalidField("body", "Too many parts: send the fields ingestType and mode and one file");
    }
    if (status === 413) throw tooLarge();
    if (status && status < 500) throw badRequest(`The upload could not be read: ${(err as Error).message}`);
    throw cutShort();
  }
  const claimed = Number(request.headers["content-length"]);
  if (Number.isFinite(claimed) && received < claimed) throw cutShort();
  return upload;
}

/** bulkaddupdatesdc: a multipart upload (the one form route of the area), so it checks the CSRF token itself. */
export function registerBulkRoutes(app: FastifyInstance, deps: { db: Database; config: Config }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/data-preparation/bulk-template",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "getMetadataBulkTemplate",
        tags,
        summary:
          "The bulk file's template of a data type (CSV or .xlsx): its header row, the columns every row must fill marked (required)",
        querystring: bulkTemplateQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const file = bulkTemplate(request.query);
      return (
        reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          // The file is not JSON: it streams past the response schemas, which describe the errors.
          .send(file.stream as never)
      );
    },
  );
  const csrf = createCsrfProtection(deps.config);
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_FILE_MAX_BYTES } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/data-preparation/bulkaddupdatesdc",
      {
        config: { ...manageDataPreparation, acceptsForm: true },
        preValidation: refuseOversized,
        schema: {
          operationId: "importMetadata",
          tags,
          summary:
            "Add and update records from an .xlsx or .csv file: validate (per-row report) or apply (all or nothing)",
          consumes: ["multipart/form-data"],
          response: {
            200: bulkReportSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...errorResponses,
          },
        },
      },
      async (request) => {
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const viewer = await request.requireViewer();
        const dir = await mkdtemp(path.join(os.tmpdir(), "strata-bulk-"));
        try {
          const upload = await readUpload(request, dir);
          const fields = bulkFieldsSchema.safeParse(upload.fields);
          if (!fields.success) {
            const issue = fields.error.issues[0];
            throw invalidField(`body.${issue.path.join(".")}`, issue.message);
          }
          if (!upload.file)
            throw invalidField("body.file", "Attach the .xlsx or .csv file as the part named file");
          const sheet = await readSheet({ path: upload.file.path }, upload.file.filename);
          return await bulkAddUpdate(deps.db, {
            type: fields.data.ingestType,
            mode: fields.data.mode,
            sheet,
            by: viewer.user,
            pauseBetweenChunks: !deps.config.databaseUrl,
          });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  });
}
