import { adminDashboardResponseSchema, apiErrorSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { dashboardFor } from "./dashboard.ts";

/** The staff dashboard's counts (section 7 "Admin dashboard"). */
export function registerDashboardRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/admin/dashboard",
    {
      config: { access: requires("view", "Dashboard") },
      schema: {
        operationId: "getAdminDashboard",
        tags: ["Dashboard"],
        summary: "The counts that need the signed-in staff member, each with its filtered list's address",
        response: { 200: adminDashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => dashboardFor(deps.db, actorOf(await request.requireViewer(), request.id)),
  );
}
