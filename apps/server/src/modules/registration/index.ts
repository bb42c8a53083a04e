import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerUploadRoutes } from "../uploads/index.ts";
import { registerLookupRoutes } from "./lookup-routes.ts";
import { registerStatusRoutes } from "./status-routes.ts";
import { registerStepRoutes } from "./step-routes.ts";

/** Registers the public registration wizard's routes and the uploads (under /api). */
export function registerRegistrationModule(api: FastifyInstance, deps: ModuleDeps) {
  registerStepRoutes(api, deps);
  registerLookupRoutes(api, deps);
  registerStatusRoutes(api, deps);
  registerUploadRoutes(api, deps);
}
export { assertNotSubmitted, draftOfRequest, type RegistrationRow } from "./draft.ts";
export { limit } from "./limits.ts";
