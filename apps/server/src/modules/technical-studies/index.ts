import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerTechnicalStudyRoutes } from "./routes.ts";

export { seedTechnicalStudyDemo } from "./demo.ts";

/** Technical study workspaces (issue 27): MPM-study organisations and the data staff who review their report. */
export function registerTechnicalStudiesModule(api: FastifyInstance, deps: ModuleDeps) {
  registerTechnicalStudyRoutes(api, deps);
}
export { writeTechnicalStudyDemoFiles } from "./demo.ts";
