export { seedServiceAccountDemo } from "./demo.ts";
export { registerServiceAccountRoutes } from "./routes.ts";
export { getServiceAccount, serviceAccountActor } from "./service.ts";
export { auditServiceAccountCalls, withServiceAccounts } from "./viewer.ts";
