import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerMyCuratedPackageRoutes } from "./mine-routes.ts";
import { registerCuratedPackageAdminRoutes } from "./routes.ts";

/** Curated packages (issue 11): admin prepares packages for organisations or users, who take them. */
export function registerCuratedPackagesModule(api: FastifyInstance, deps: ModuleDeps) {
  registerMyCuratedPackageRoutes(api, deps);
  registerCuratedPackageAdminRoutes(api, deps);
}
export { seedCuratedPackageDemo } from "./demo.ts";
