import {
  apiErrorSchema,
  wellLogCurvesResponseSchema,
  wellLogDataQuerySchema,
  wellLogDataResponseSchema,
  wellLogParamsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gzipJsonAnswer } from "../../lib/gzip-answer.ts";
import { PREVIEW_ACCESS, previewFile, recordPreviewOpened } from "./access.ts";
import type { VisualisationDeps } from "./index.ts";
import { previewWork } from "./preview-gate.ts";
import { ParsedLogCache, readWellLog, wellLogCurves, wellLogData } from "./well-log-service.ts";

const tags = ["Visualisation"];
const LAS = ["LAS"] as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  /** SERVICE_UNAVAILABLE: more previews are being drawn than the instance takes at once (preview-gate.ts). */
  503: apiErrorSchema,
};

/** /api/visualisation/well-logs/:fileId/… (curves, data), decision 0140. */
export function registerWellLogPreviewRoutes(app: FastifyInstance, { db, storage }: VisualisationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ParsedLogCache();

  api.get(
    "/visualisation/well-logs/:fileId/curves",
    {
      config: { access: PREVIEW_ACCESS },
      schema: {
        tags,
        summary:
          "The curves of a LAS file: version, well items, index range, curves and the wellbore's other runs",
        params: wellLogParamsSchema,
        response: { 200: wellLogCurvesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const file = await previewFile(db, viewer, request.params.fileId, LAS);
      const curves = await previewWork.run(() => wellLogCurves({ db, storage, cache, viewer, file }));
      // Opening a log starts with its curves: one event per opening, not per depth window read.
      await recordPreviewOpened(db, request, file);
      return curves;
    },
  );

  api.get(
    "/visualisation/well-logs/:fileId/data",
    {
      config: { access: PREVIEW_ACCESS },
      // Up to 8 curves × 1000 buckets: 110 kB of JSON, 37 kB gzipped.
      onSend: gzipJsonAnswer,
      schema: {
        tags,
        summary:
          "Curve values over a depth window, as min/max buckets when the window holds more steps than points",
        params: wellLogParamsSchema,
        querystring: wellLogDataQuerySchema,
        response: { 200: wellLogDataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const file = await previewFile(db, viewer, request.params.fileId, LAS);
      const log = await previewWork.run(() => readWellLog(storage, cache, file));
      return wellLogData(log, request.query, file.watermark);
    },
  );
}
