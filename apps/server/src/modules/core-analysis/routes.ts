import type { Readable } from "node:stream";
import {
  apiErrorSchema,
  coreCrossplotResponseSchema,
  corePhotoParamsSchema,
  corePhotosResponseSchema,
  coreSamplesQuerySchema,
  coreSamplesResponseSchema,
  coreWellboreParamsSchema,
  coreWellboresQuerySchema,
  coreWellboresResponseSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requires } from "../../plugins/access.ts";
import type { CoreAnalysisDeps } from "./index.ts";
import {
  coreCrossplotOf,
  corePhotoImage,
  corePhotosOf,
  coreSamplesOf,
  listCoreWellbores,
} from "./service.ts";
import { corePhotoThumbnail } from "./thumbnails.ts";

export const tags = ["Core analysis"];
/** COREAI data (section 2; decision 0160): premium, and staff who hold every right. */
export const VIEW_CORE_DATA = { access: requires("view", "COREAIData") };
export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const binary = z.string().meta({ format: "binary" });

/** Sends the stored bytes as they are (the route's schema documents them as binary). */
function sendImage(reply: FastifyReply, contentType: string, size: number, stream: Readable) {
  return reply
    .header("content-type", contentType)
    .header("content-length", size)
    .header("cache-control", "private, max-age=3600")
    .send(stream);
}

/** /api/core-analysis/… for those who may view COREAI data. */
export function registerCoreAnalysisReadRoutes(app: FastifyInstance, { db, storage }: CoreAnalysisDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/core-analysis/wellbores",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "listCoreWellbores",
        tags,
        summary: "Wellbores with core analysis data: sample count, depth range (m MD) and formations",
        querystring: coreWellboresQuerySchema,
        response: { 200: coreWellboresResponseSchema, ...errors },
      },
    },
    async (request) => listCoreWellbores(db, request.query),
  );

  api.get(
    "/core-analysis/wellbores/:wellboreName/samples",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "getCoreSamples",
        tags,
        summary: "A wellbore's core plug analyses by depth, optionally within a depth window (m MD)",
        params: coreWellboreParamsSchema,
        querystring: coreSamplesQuerySchema,
        response: { 200: coreSamplesResponseSchema, ...errors },
      },
    },
    async (request) => coreSamplesOf(db, request.params.wellboreName, request.query),
  );

  api.get(
    "/core-analysis/wellbores/:wellboreName/crossplot",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "getCoreCrossplot",
        tags,
        summary:
          "Porosity against log10 horizontal permeability per formation, with a least-squares trend log10 k = a + b·φ each",
        params: coreWellboreParamsSchema,
        response: { 200: coreCrossplotResponseSchema, ...errors },
      },
    },
    async (request) => coreCrossplotOf(db, request.params.wellboreName),
  );

  api.get(
    "/core-analysis/wellbores/:wellboreName/photos",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "listCorePhotos",
        tags,
        summary: "A wellbore's core photographs with their depth intervals (m MD)",
        params: coreWellboreParamsSchema,
        response: { 200: corePhotosResponseSchema, ...errors },
      },
    },
    async (request) => corePhotosOf(db, request.params.wellboreName),
  );

  api.get(
    "/core-analysis/photos/:id/image",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "getCorePhotoImage",
        tags,
        summary: "A core photograph's image (PNG or JPEG) at full size; the screen zooms it",
        params: corePhotoParamsSchema,
        response: {
          200: {
            description: "The image",
            content: { "image/png": { schema: binary }, "image/jpeg": { schema: binary } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { photo, stream, size } = await corePhotoImage(db, storage, request.params.id);
      return sendImage(reply, photo.contentType, size, stream);
    },
  );

  api.get(
    "/core-analysis/photos/:id/thumbnail",
    {
      config: VIEW_CORE_DATA,
      schema: {
        operationId: "getCorePhotoThumbnail",
        tags,
        summary:
          "A core photograph's thumbnail (JPEG, 560 pixels wide), made from the original the first time it is asked for; 413 for an original past the pixel cap",
        params: corePhotoParamsSchema,
        response: {
          200: { description: "The thumbnail", content: { "image/jpeg": { schema: binary } } },
          ...errors,
          413: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { stream, size } = await corePhotoThumbnail(db, storage, request.params.id);
      return sendImage(reply, "image/jpeg", size, stream);
    },
  );
}
