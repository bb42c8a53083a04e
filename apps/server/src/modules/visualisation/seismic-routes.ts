import {
  apiErrorSchema,
  seismicFileParamsSchema,
  seismicGeometrySchema,
  seismicHeadersQuerySchema,
  seismicHeadersSchema,
  seismicSectionQuerySchema,
} from "@strata/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PREVIEW_ACCESS, previewFile, recordPreviewOpened } from "./access.ts";
import type { VisualisationDeps } from "./index.ts";
import { previewWork } from "./preview-gate.ts";
import { seismicGeometry, seismicHeaders, seismicSection } from "./seismic-service.ts";

const tags = ["Visualisation"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  /** MALFORMED_FILE: the stored file breaks the SEG-Y format; the message says where. */
  422: apiErrorSchema,
  /** SERVICE_UNAVAILABLE: more previews are being drawn than the instance takes at once (preview-gate.ts). */
  503: apiErrorSchema,
};
const binary = z.string().meta({ format: "binary" });

/** Sends bytes as they are (the route's schema documents them as binary); a preview is never cached by others. */
function sendBinary(reply: FastifyReply, { contentType, body }: { contentType: string; body: Buffer }) {
  return reply.header("content-type", contentType).header("cache-control", "private, no-store").send(body);
}

/** /api/visualisation/seismic/:fileId/… (headers, geometry, section). */
export function registerSeismicPreviewRoutes(app: FastifyInstance, { db, storage }: VisualisationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fileOf = async (request: FastifyRequest<{ Params: { fileId: string } }>) =>
    previewFile(db, await request.requireViewer(), request.params.fileId, ["SEG-Y"]);

  api.get(
    "/visualisation/seismic/:fileId/geometry",
    {
      config: { access: PREVIEW_ACCESS },
      schema: {
        operationId: "getSeismicGeometry",
        tags,
        summary: "A SEG-Y file's geometry: 2D or 3D, traces, samples, line ranges, extent",
        params: seismicFileParamsSchema,
        response: { 200: seismicGeometrySchema, ...errors },
      },
    },
    async (request) => {
      const file = await fileOf(request);
      const geometry = await previewWork.run(() => seismicGeometry(storage, file));
      // Opening a preview starts with its geometry: one event per opening, not per section drawn.
      await recordPreviewOpened(db, request, file);
      return geometry;
    },
  );

  api.get(
    "/visualisation/seismic/:fileId/headers",
    {
      config: { access: PREVIEW_ACCESS },
      schema: {
        operationId: "getSeismicHeaders",
        tags,
        summary: "A SEG-Y file's textual and binary headers and the trace headers of a window of traces",
        params: seismicFileParamsSchema,
        querystring: seismicHeadersQuerySchema,
        response: { 200: seismicHeadersSchema, ...errors },
      },
    },
    async (request) => {
      const file = await fileOf(request);
      return previewWork.run(() => seismicHeaders(storage, file, request.query));
    },
  );

  api.get(
    "/visualisation/seismic/:fileId/section",
    {
      config: { access: PREVIEW_ACCESS },
      schema: {
        operationId: "getSeismicSection",
        tags,
        summary: "A seismic section or time slice, decimated to the screen, as 8-bit amplitudes or a PNG",
        description:
          "`format=octet`: `uint32 LE n`, then n bytes of UTF-8 JSON (kind, index, width, height, scale, clip, x, y, watermark, decimated), then width × height bytes, row-major, row 0 at the top; byte v (1–255) is amplitude (v − 128) × scale. `format=png`: the same samples as an 8-bit PNG in `colormap` with `gain`, the watermark drawn. Each cell is the sample of largest |amplitude| in its bucket; never larger than the window's samples or than width × height.",
        params: seismicFileParamsSchema,
        querystring: seismicSectionQuerySchema,
        response: {
          200: {
            description: "The section: length-prefixed JSON and 8-bit samples, or a PNG",
            content: { "application/octet-stream": { schema: binary }, "image/png": { schema: binary } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await fileOf(request);
      return sendBinary(reply, await previewWork.run(() => seismicSection(storage, file, request.query)));
    },
  );
}
