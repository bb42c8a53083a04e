import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerLookupRoutes } from "./lookup-routes.ts";
import { registerStatusRoutes } from "./status-routes.ts";
import { registerStepRoutes } from "./step-routes.ts";

/** Registers the public registration wizard's routes (under /api); its uploads are the uploads module's. */
export function registerRegistrationModule(api: FastifyInstance, deps: ModuleDeps) {
  registerStepRoutes(api, deps);
  registerLookupRoutes(api, deps);
  registerStatusRoutes(api, deps);
}
export { assertNotSubmitted, draftOfRequest, type RegistrationRow } from "./draft.ts";
export { limit } from "./limits.ts";
export { toUpload } from "./upload-present.ts";
