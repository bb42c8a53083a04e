import {
  apiErrorSchema,
  previewCacheRunBodySchema,
  previewCacheRunStartedSchema,
  previewCacheStatusSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { VisualisationDeps } from "./index.ts";
import { previewCacheStatus, queuePreviewCacheRun } from "./preview-cache-status.ts";

const tags = ["Visualisation"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/visualisation/preview-caches: the caches' last run for Metadata Administration (decision 0237). */
export function registerPreviewCacheRoutes(app: FastifyInstance, { db, jobs }: VisualisationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/visualisation/preview-caches",
    {
      // Whoever reads Metadata Administration (data, system, superadmin: section 6).
      config: { access: { can: ["view", "DataPreparation"] } },
      schema: {
        tags,
        summary: "The preview caches' last run: files made, already made, and skipped with the reason",
        response: { 200: previewCacheStatusSchema, ...errors },
      },
    },
    () => previewCacheStatus(db),
  );

  api.post(
    "/visualisation/preview-caches",
    {
      config: { access: { can: ["manage", "DataPreparation"] } },
      schema: {
        tags,
        summary: "Queue a run of the preview caches now (the one already waiting is answered instead)",
        body: previewCacheRunBodySchema,
        response: { 202: previewCacheRunStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      return reply.status(202).send(await queuePreviewCacheRun({ db, jobs }, viewer.user.id));
    },
  );
}
