import { adminDashboardResponseSchema, adminQueueCountsResponseSchema, apiErrorSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asStaff, requires } from "../../plugins/access.ts";
import { dashboardFor, queueCountsFor } from "./dashboard.ts";

// Customers hold "view Dashboard" for their own home page; these are the staff's.
const staffDashboard = { access: asStaff(requires("view", "Dashboard")) };

/** The staff dashboard's counts (section 7 "Admin dashboard"), and the same counts alone for the navigation. */
export function registerDashboardRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/admin/dashboard",
    {
      config: staffDashboard,
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
  routes.get(
    "/admin/dashboard/counts",
    {
      config: staffDashboard,
      schema: {
        operationId: "getAdminQueueCounts",
        tags: ["Dashboard"],
        summary:
          "Staff only: the queues that need the signed-in staff member, each with its count and list (the navigation's counts; the dashboard's without the overview)",
        response: { 200: adminQueueCountsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      return { counts: await queueCountsFor(deps.db, actor) };
    },
  );
}
