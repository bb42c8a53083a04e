import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { registerBulkRoutes } from "../bulk/routes.ts";
import { registerExportRoutes } from "../export/routes.ts";
import { registerHistoryRoutes } from "../histories/routes.ts";
import { registerLookupRoutes } from "../lookups/routes.ts";
import { registerAnnouncementRoutes } from "./announcements-routes.ts";
import { registerMetadataRoutes } from "./routes.ts";

/**
 * Metadata administration (issue 4, under /api): the Metadata sub-tab's calls, bulk upload, export,
 * lookup lists, histories and announcements. Files, storage sync and GIS register themselves apart.
 */
export function registerMetadataAdminRoutes(app: FastifyInstance, deps: { db: Database; config: Config }) {
  registerMetadataRoutes(app, deps);
  registerLookupRoutes(app, deps);
  registerBulkRoutes(app, deps);
  registerExportRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
}
