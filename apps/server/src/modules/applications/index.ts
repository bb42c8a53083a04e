import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerAdminApplicationRoutes } from "./routes-admin.ts";
import { registerDashboardRoutes } from "./routes-dashboard.ts";
import { registerVerificationRoutes } from "./routes-verification.ts";

/** Registers the applications routes (staff processing, verification, dashboard) under /api. */
export function registerApplicationModule(api: FastifyInstance, deps: ModuleDeps) {
  registerAdminApplicationRoutes(api, deps);
  registerVerificationRoutes(api, deps);
  registerDashboardRoutes(api, deps);
}
export { loadChain, saveChain } from "./chain.ts";
export { seedDashboardDemo } from "./dashboard-demo.ts";
export { seedApplicationDemo } from "./demo.ts";
