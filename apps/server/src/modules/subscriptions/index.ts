import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerMemberRoutes } from "../users/index.ts";
import { registerAdminSubscriptionRoutes } from "./admin-routes.ts";
import { registerAdminSubscriptionUserRoutes } from "./admin-user-routes.ts";
import { registerExpiryJob } from "./expiry.ts";
import { registerMyOrganisationRoutes } from "./me-routes.ts";
import { registerMyApplicationRoutes } from "./my-application-routes.ts";

/** Registers the subscriptions routes and jobs (under /api); members live in modules/users. */
export function registerSubscriptionModule(api: FastifyInstance, deps: ModuleDeps) {
  registerAdminSubscriptionRoutes(api, deps);
  registerAdminSubscriptionUserRoutes(api, deps);
  registerMyOrganisationRoutes(api, deps);
  registerMyApplicationRoutes(api, deps);
  registerMemberRoutes(api, deps);
  registerExpiryJob(deps);
}
export { ActivationError, activateSubscriptionForApplication } from "./activation.ts";
export { seedSubscriptionDemo } from "./demo.ts";
export { runExpiry } from "./expiry.ts";
export { primaryContacts, tellOrganisation } from "./notify.ts";
export { daysLeft } from "./present.ts";
export { timelineOf } from "./timeline.ts";
