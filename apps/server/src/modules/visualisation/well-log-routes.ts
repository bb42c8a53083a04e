import type { FastifyInstance } from "fastify";
import type { VisualisationDeps } from "./index.ts";

/** /api/visualisation/well-logs/:fileId/… (curves, data). */
export function registerWellLogPreviewRoutes(_app: FastifyInstance, _deps: VisualisationDeps) {}
