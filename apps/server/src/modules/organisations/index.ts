import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerAdminOrganisationRoutes } from "./routes.ts";

/** Registers the admin organisation and VDR settings routes (under /api). */
export function registerOrganisationsModule(api: FastifyInstance, deps: Pick<ModuleDeps, "db">) {
  registerAdminOrganisationRoutes(api, deps.db);
}
export { seedVdrDemo } from "./demo.ts";
