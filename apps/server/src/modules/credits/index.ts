import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerAdminCreditRoutes } from "./admin-routes.ts";
import { registerCreditExpiryJob } from "./expiry.ts";
import { registerCreditPurchaseRoutes } from "./finance-routes.ts";
import { registerMyCreditRoutes } from "./me-routes.ts";
import { registerCreditPlanRoutes } from "./plan-routes.ts";

/** Download credits (issue 10): plans, purchases, the ledger, quota and adjustments, daily expiry. */
export function registerCreditsModule(api: FastifyInstance, deps: ModuleDeps) {
  registerCreditPlanRoutes(api, deps);
  registerMyCreditRoutes(api, deps);
  registerCreditPurchaseRoutes(api, deps);
  registerAdminCreditRoutes(api, deps);
  registerCreditExpiryJob(deps);
}
export { seedCreditDemo } from "./demo.ts";
export { lockCreditAccount, spendCredits } from "./spend.ts";
