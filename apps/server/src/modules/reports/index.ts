import { REPORTS } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { REPORT_SOURCES } from "./registry.ts";
import { registerReportRoutes } from "./routes.ts";

/** The reports of section 7 under `/api/reports/`; a report in core without its queries stops the start. */
export function registerReports(api: FastifyInstance, deps: { db: Database }) {
  const missing = REPORTS.filter((shape) => !REPORT_SOURCES.some((s) => s.shape.key === shape.key));
  if (missing.length > 0) throw new Error(`Reports without queries: ${missing.map((s) => s.key).join(", ")}`);
  registerReportRoutes(api, deps.db, REPORT_SOURCES);
}
export { seedReportsDemo } from "./demo.ts";
export { inPeriod } from "./filters.ts";
