import type { FastifyInstance } from "fastify";
import type { VisualisationDeps } from "./index.ts";

/** /api/visualisation/seismic/:fileId/… (headers, geometry, section). */
export function registerSeismicPreviewRoutes(_app: FastifyInstance, _deps: VisualisationDeps) {}
