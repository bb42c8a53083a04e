import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerMbrRoutes } from "./routes.ts";

/** The MBR area (issue 27): a bid round's blocks, key dates, documents and data packages. */
export function registerMbrModule(api: FastifyInstance, deps: ModuleDeps) {
  registerMbrRoutes(api, deps);
}
export { seedMbrDemo } from "./demo.ts";
