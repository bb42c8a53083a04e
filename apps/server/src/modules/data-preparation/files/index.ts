import type { CatalogType } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { createPortalOrigin } from "../../../lib/origin.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { Realtime } from "../../../plugins/realtime.ts";
import type { ObjectStorage } from "../../../plugins/storage.ts";
import { registerGisRoutes } from "../gis/routes.ts";
import { registerStorageSyncJob } from "../sync/job.ts";
import { registerSyncRoutes } from "../sync/routes.ts";
import { registerFileRoutes } from "./routes.ts";

export interface FilesSyncGisDeps {
  db: Database;
  config: Config;
  storage: ObjectStorage;
  jobs: JobRunner;
  realtime: Realtime;
  /** Called once a sync of a category has ended well (e.g. to make previews of what it linked). */
  afterSync?: (type: CatalogType) => Promise<void>;
}

/** Data preparation's files, cloud storage sync and GIS calls (under /api), the sync job and its socket rooms. */
export function registerFilesSyncAndGis(app: FastifyInstance, deps: FilesSyncGisDeps) {
  registerStorageSyncJob(deps);
  registerFileRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerGisRoutes(app, { db: deps.db, origin: createPortalOrigin(deps.config) });
}
