import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { registerCoreAnalysisReadRoutes } from "./routes.ts";
import { registerCoreAnalysisUploadRoutes } from "./upload-routes.ts";

export interface CoreAnalysisDeps {
  db: Database;
  config: Config;
  storage: ObjectStorage;
}

/**
 * COREAI data (section 2; decision 0160: core analysis, not an AI feature): core plug analyses and
 * core photographs per wellbore, read by premium and staff, loaded by data staff.
 */
export function registerCoreAnalysisModule(app: FastifyInstance, deps: CoreAnalysisDeps) {
  registerCoreAnalysisReadRoutes(app, deps);
  registerCoreAnalysisUploadRoutes(app, deps);
}
