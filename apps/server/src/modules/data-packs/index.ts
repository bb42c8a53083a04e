import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerBuildPrePackJob } from "./pre-packs.ts";
import { registerDataPackRoutes } from "./routes.ts";
import { registerPrePackRoutes } from "./routes-pre-packs.ts";

/** Data packs and pre-packs (issue 11): staff publish bundles of records, customers take them as packages. */
export function registerDataPacksModule(api: FastifyInstance, deps: ModuleDeps) {
  registerBuildPrePackJob(deps);
  registerDataPackRoutes(api, deps);
  registerPrePackRoutes(api, deps);
}
export { queueDemoPrePacks, seedDataPacksDemo } from "./demo.ts";
