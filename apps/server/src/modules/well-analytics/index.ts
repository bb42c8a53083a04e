import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { registerWellAnalyticsRoutes } from "./routes.ts";

export interface WellAnalyticsDeps {
  db: Database;
  config: Config;
  storage: ObjectStorage;
}

/**
 * Well analytics (section 2 WellAnalytics, premium, decision 0162): cumulative production, water
 * cut and GOR, Arps decline fits with EUR, rankings from the production summaries, and net
 * thickness from gamma-ray logs.
 */
export function registerWellAnalyticsModule(app: FastifyInstance, deps: WellAnalyticsDeps) {
  registerWellAnalyticsRoutes(app, deps);
}
