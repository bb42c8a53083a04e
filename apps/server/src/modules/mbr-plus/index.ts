import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerMbrPlusRoutes } from "./routes.ts";

/** The MBR-Plus area (issue 27): the MBR+ datasets, browsed by standard and up, downloaded with the add-on. */
export function registerMbrPlusModule(api: FastifyInstance, deps: ModuleDeps) {
  registerMbrPlusRoutes(api, deps);
}
