import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { registerProductionDataRoutes } from "./routes.ts";

export interface ProductionDataDeps {
  db: Database;
  /** For the upload's CSRF check (a multipart form post). */
  config: Config;
}

/**
 * Production data (section 2 ProductionData and its disabled variant, decision 0161): monthly
 * volumes per well and field for premium, a teaser of counts for everyone else, and data staff's
 * bulk upload with its history.
 */
export function registerProductionDataModule(app: FastifyInstance, deps: ProductionDataDeps) {
  registerProductionDataRoutes(app, deps);
}

export { refreshProductionSummaries } from "./summaries.ts";
