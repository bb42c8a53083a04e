import { adminDashboardResponseSchema, apiErrorSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asStaff, requires } from "../../plugins/access.ts";
import { dashboardFor } from "./dashboard.ts";

/** The staff dashboard's counts (section 7 "Admin dashboard"). */
export function registerDashboardRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/admin/dashboard",
    {
      // Customers hold "view Dashboard" for their own home page; this one is the staff's.
      config: { access: asStaff(requires("view", "Dashboard")) },
      schema: {
        operationId: "getAdminDashboard",
        tags: ["Dashboard"],
        summary:
          "Staff only: the counts that need the signed-in staff member and the business overview tiles (subscriptions, applications per stage, revenue, downloads, organisations)",
        response: { 200: adminDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      return dashboardFor(deps.db, actor);
    },
  );
}
