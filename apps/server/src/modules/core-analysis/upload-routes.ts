import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  CORE_PHOTO_MAX_BYTES,
  coreChangesQuerySchema,
  coreChangesSchema,
  corePhotoSchema,
  corePhotoUploadFieldsSchema,
  coreSampleUploadFieldsSchema,
  coreSampleUploadReportSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldsOrThrow, readParts } from "../../lib/multipart-parts.ts";
import { actorOf } from "../../lib/workflow.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { readSheet } from "../data-preparation/index.ts";
import type { CoreAnalysisDeps } from "./index.ts";
import { errors, tags } from "./routes.ts";
import { coreChanges } from "./service.ts";
import { addCorePhoto, coreSampleTemplateCsv, importCoreSamples } from "./upload-service.ts";

/** Loading core data is data preparation: data staff and superadmin (section 6). */
const MANAGE = { access: { can: ["manage", "DataPreparation"] as ["manage", "DataPreparation"] } };
/** The history of changes: whoever sees data preparation (data staff, superadmin). */
const VIEW_PREPARATION = { access: { can: ["view", "DataPreparation"] as ["view", "DataPreparation"] } };
const SHEET_MAX_BYTES = 20 * 1024 * 1024;
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema };

/** Data staff: the sample template, bulk add/correct of samples, and photograph upload (multipart: CSRF checked here). */
export function registerCoreAnalysisUploadRoutes(
  app: FastifyInstance,
  { db, storage, config }: CoreAnalysisDeps,
) {
  const csrf = createCsrfProtection(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/core-analysis/changes",
    {
      config: VIEW_PREPARATION,
      schema: {
        operationId: "listCoreChanges",
        tags,
        summary:
          "Data staff's history of changes to core data: per upload and wellbore, who added or corrected how many plugs and photographs, when",
        querystring: coreChangesQuerySchema,
        response: { 200: coreChangesSchema, ...errors },
      },
    },
    async (request) => coreChanges(db, request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    "/core-analysis/samples/template",
    {
      config: MANAGE,
      schema: {
        operationId: "getCoreSampleTemplate",
        tags,
        summary: "The CSV template for bulk core samples (units in the headers)",
        response: {
          200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="core-samples-template.csv"')
        .send(coreSampleTemplateCsv()),
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CORE_PHOTO_MAX_BYTES } });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      "/core-analysis/samples/import",
      {
        config: { ...MANAGE, acceptsForm: true },
        schema: {
          operationId: "importCoreSamples",
          tags,
          summary:
            "Add and correct core samples from an .xlsx or .csv file: validate (errors by row and column) or apply (all or nothing)",
          consumes: ["multipart/form-data"],
          response: { 200: coreSampleUploadReportSchema, ...uploadErrors },
        },
      },
      async (request) => {
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const viewer = await request.requireViewer();
        const { fields, file } = await readParts(request, { maxBytes: SHEET_MAX_BYTES });
        const { mode } = fieldsOrThrow(coreSampleUploadFieldsSchema, fields);
        const sheet = await readSheet(file.data, file.filename);
        return importCoreSamples(db, {
          sheet,
          mode,
          actor: actorOf(viewer, request.id),
          requestId: request.id,
        });
      },
    );
    api.post(
      "/core-analysis/photos",
      {
        config: { ...MANAGE, acceptsForm: true },
        schema: {
          operationId: "uploadCorePhoto",
          tags,
          summary:
            "Add a core photograph (PNG or JPEG, checked on its bytes; at most 24 megapixels: 413) for a wellbore's depth interval; its thumbnail is made at once (bytes that do not decode: 422)",
          consumes: ["multipart/form-data"],
          response: { 200: corePhotoSchema, ...uploadErrors },
        },
      },
      async (request) => {
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const viewer = await request.requireViewer();
        const { fields, file } = await readParts(request, { maxBytes: CORE_PHOTO_MAX_BYTES });
        const input = fieldsOrThrow(corePhotoUploadFieldsSchema, fields);
        return addCorePhoto(db, storage, {
          data: file.data,
          ...input,
          actor: actorOf(viewer, request.id),
          requestId: request.id,
        });
      },
    );
  });
}
