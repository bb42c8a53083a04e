import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerAdminRoutes } from "./routes-admin.ts";
import { registerCustomerRoutes } from "./routes-customer.ts";
import { registerDeliveryRoutes } from "./routes-delivery.ts";

/** Data requests (issue 11): customers ask for data not online, data staff assign, decline or deliver it. */
export function registerDataRequestsModule(api: FastifyInstance, deps: ModuleDeps) {
  registerCustomerRoutes(api, deps);
  registerAdminRoutes(api, deps);
  registerDeliveryRoutes(api, deps);
}
export { seedDataRequestDemo, writeDataRequestDemoFiles } from "./demo.ts";
