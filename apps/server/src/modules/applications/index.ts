import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerAdministratorRoutes } from "../administrators/routes.ts";
import { registerAdminApplicationRoutes } from "./routes-admin.ts";
import { registerDashboardRoutes } from "./routes-dashboard.ts";
import { registerVerificationRoutes } from "./routes-verification.ts";

/** Registers the applications routes (staff processing, verification, dashboard) and administrators (under /api). */
export function registerApplicationModule(api: FastifyInstance, deps: ModuleDeps) {
  registerAdminApplicationRoutes(api, deps);
  registerVerificationRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerAdministratorRoutes(api, deps);
}
