import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  PRODUCTION_UPLOAD_MAX_BYTES,
  periodWindowSchema,
  productionChangesQuerySchema,
  productionChangesSchema,
  productionCompareQuerySchema,
  productionCompareResponseSchema,
  productionExportQuerySchema,
  productionFieldParamsSchema,
  productionFieldsQuerySchema,
  productionFieldsResponseSchema,
  productionHistorySchema,
  productionSeriesResponseSchema,
  productionTeaserSchema,
  productionTemplateQuerySchema,
  productionUploadFieldsSchema,
  productionUploadReportSchema,
  productionWellParamsSchema,
  productionWellsQuerySchema,
  productionWellsResponseSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invalidField } from "../../lib/errors.ts";
import { fieldsOrThrow, readParts } from "../../lib/multipart-parts.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { exportSeries, uploadTemplate } from "./export.ts";
import type { ProductionDataDeps } from "./index.ts";
import { checkWindow, compare, listFields, listWells, monthlySeries, teaser } from "./service.ts";
import { productionChanges, productionHistory, uploadProduction } from "./upload.ts";

/** Values (volumes, rates, exports): premium and the staff the permission table gives the right. */
const VALUES = requires("view", "ProductionData");
/** The teaser: the disabled variant everyone else holds, and premium. */
const TEASER = requiresAny(["view", "Disabled-ProductionData"], ["view", "ProductionData"]);
/** Loading and correcting: whoever manages data preparation (data staff, superadmin). */
const MANAGE = requires("manage", "DataPreparation");
const VIEW_PREPARATION = requires("view", "DataPreparation");

const tags = ["Production data"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

function sendFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; stream: NodeJS.ReadableStream },
) {
  return (
    reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "no-store")
      // Not JSON: it streams past the response schemas, which describe the errors.
      .send(file.stream as never)
  );
}

/** /api/production-data/… (decision 0161). */
export function registerProductionDataRoutes(app: FastifyInstance, { db, config }: ProductionDataDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const csrf = createCsrfProtection(config);

  api.get(
    "/production-data/teaser",
    {
      config: { access: TEASER },
      schema: {
        operationId: "getProductionTeaser",
        tags,
        summary:
          "What production data holds: counts of wells and fields and the period covered, never values",
        response: { 200: productionTeaserSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return teaser(db, viewer.ability.can("view", "ProductionData"));
    },
  );

  api.get(
    "/production-data/wells",
    {
      config: { access: VALUES },
      schema: {
        operationId: "listProductionWells",
        tags,
        summary: "Producing wells, by name prefix and field, block, operator or region, a page at a time",
        querystring: productionWellsQuerySchema,
        response: { 200: productionWellsResponseSchema, ...errors },
      },
    },
    async (request) => listWells(db, request.query),
  );

  api.get(
    "/production-data/fields",
    {
      config: { access: VALUES },
      schema: {
        operationId: "listProductionFields",
        tags,
        summary: "Fields with production, with their producing well counts and period",
        querystring: productionFieldsQuerySchema,
        response: { 200: productionFieldsResponseSchema, ...errors },
      },
    },
    async (request) => listFields(db, request.query),
  );

  api.get(
    "/production-data/wells/:wellboreName/series",
    {
      config: { access: VALUES },
      schema: {
        operationId: "getProductionWellSeries",
        tags,
        summary: "A well's monthly volumes (Sm³) over an optional period (from, to as YYYY-MM)",
        params: productionWellParamsSchema,
        querystring: periodWindowSchema,
        response: { 200: productionSeriesResponseSchema, ...errors },
      },
    },
    async (request) => monthlySeries(db, { kind: "well", name: request.params.wellboreName }, request.query),
  );

  api.get(
    "/production-data/fields/:field/series",
    {
      config: { access: VALUES },
      schema: {
        operationId: "getProductionFieldSeries",
        tags,
        summary: "A field's monthly totals (Sm³) over an optional period (from, to as YYYY-MM)",
        params: productionFieldParamsSchema,
        querystring: periodWindowSchema,
        response: { 200: productionSeriesResponseSchema, ...errors },
      },
    },
    async (request) => monthlySeries(db, { kind: "field", name: request.params.field }, request.query),
  );

  api.get(
    "/production-data/compare",
    {
      config: { access: VALUES },
      schema: {
        operationId: "compareProduction",
        tags,
        summary: "One stream of up to 10 wells and fields, as monthly volumes (Sm³) or rates (Sm³/d)",
        querystring: productionCompareQuerySchema,
        response: { 200: productionCompareResponseSchema, ...errors },
      },
    },
    async (request) => compare(db, request.query),
  );

  api.get(
    "/production-data/export",
    {
      config: { access: VALUES },
      schema: {
        operationId: "exportProduction",
        tags,
        summary: "A well's or a field's months as CSV or .xlsx (volumes in Sm³)",
        querystring: productionExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { well, field, format, ...window } = request.query;
      if (!well === !field)
        throw invalidField("querystring.well", "Name one well (well) or one field (field)");
      checkWindow(window);
      const entity = well ? { kind: "well" as const, name: well } : { kind: "field" as const, name: field! };
      return sendFile(reply, await exportSeries(db, entity, window, format));
    },
  );

  api.get(
    "/production-data/upload-template",
    {
      config: { access: VIEW_PREPARATION },
      schema: {
        operationId: "getProductionUploadTemplate",
        tags,
        summary:
          "The bulk upload's template (CSV or .xlsx): wellbore, year, month, on-stream days, volumes in Sm³",
        querystring: productionTemplateQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => sendFile(reply, uploadTemplate(request.query.format)),
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PRODUCTION_UPLOAD_MAX_BYTES } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/production-data/upload",
      {
        config: { access: MANAGE, acceptsForm: true },
        schema: {
          operationId: "uploadProduction",
          tags,
          summary:
            "Add and correct monthly production from a CSV or .xlsx file (multipart: mode, announce, file): validate (row-by-row report) or apply (all or nothing)",
          consumes: ["multipart/form-data"],
          response: {
            200: productionUploadReportSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const viewer = await request.requireViewer();
        const { fields, file } = await readParts(request, { maxBytes: PRODUCTION_UPLOAD_MAX_BYTES });
        const { mode, announce } = fieldsOrThrow(productionUploadFieldsSchema, fields);
        return uploadProduction(
          db,
          viewer,
          { mode, announce, filename: file.filename, data: file.data },
          request.id ?? null,
        );
      },
    );
  });

  api.get(
    "/production-data/wells/:wellboreName/history",
    {
      config: { access: VIEW_PREPARATION },
      schema: {
        operationId: "getProductionHistory",
        tags,
        summary: "The history of changes to a well's production (uploads and corrections), newest first",
        params: productionWellParamsSchema,
        response: { 200: productionHistorySchema, ...errors },
      },
    },
    async (request) => productionHistory(db, request.params.wellboreName),
  );

  api.get(
    "/production-data/changes",
    {
      config: { access: VIEW_PREPARATION },
      schema: {
        operationId: "listProductionChanges",
        tags,
        summary:
          "Data staff's history of changes: every well's production loads and corrections (who, when, which months), newest first",
        querystring: productionChangesQuerySchema,
        response: { 200: productionChangesSchema, ...errors },
      },
    },
    async (request) => productionChanges(db, request.query),
  );
}
