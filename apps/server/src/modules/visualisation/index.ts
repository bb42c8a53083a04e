import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { registerBidRoundInventoryRoutes } from "./bid-round-routes.ts";
import { registerPreviewCacheRoutes } from "./preview-cache-routes.ts";
import { registerPreviewCacheJob } from "./preview-caches.ts";
import { registerSeismicPreviewRoutes } from "./seismic-routes.ts";
import { registerWellLogPreviewRoutes } from "./well-log-routes.ts";

export interface VisualisationDeps {
  db: Database;
  config: Config;
  storage: ObjectStorage;
  jobs: JobRunner;
}

/**
 * Previews of the data before anyone downloads it (section 2 DataVisualisation, section 6 rights):
 * seismic sections from SEG-Y and well-log tracks from LAS, decimated to the screen, never the file;
 * and the bid rounds' blocks with the data inside them.
 */
export function registerVisualisationModule(app: FastifyInstance, deps: VisualisationDeps) {
  registerSeismicPreviewRoutes(app, deps);
  registerPreviewCacheJob(deps);
  registerPreviewCacheRoutes(app, deps);
  registerWellLogPreviewRoutes(app, deps);
  registerBidRoundInventoryRoutes(app, deps);
}
export { bidRoundInventory } from "./bid-round-inventory.ts";
export { PREVIEW_CACHE_JOB, type PreviewCacheResult, queuePreviewCaches } from "./preview-caches.ts";
