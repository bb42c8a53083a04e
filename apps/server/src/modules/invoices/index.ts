import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerInvoiceReminderJob } from "./due-reminders.ts";
import { registerAdminInvoiceRoutes } from "./routes-admin.ts";
import { registerMyInvoiceRoutes } from "./routes-me.ts";
import { registerReminderSettingsRoutes } from "./routes-settings.ts";

/** Registers invoices (customer and staff), reminder settings and the invoice-due reminder job (under /api). */
export function registerInvoiceModule(api: FastifyInstance, deps: ModuleDeps) {
  registerMyInvoiceRoutes(api, deps);
  registerAdminInvoiceRoutes(api, deps);
  registerReminderSettingsRoutes(api, deps);
  registerInvoiceReminderJob(deps, (schedule) =>
    // Tools build the app on a database without tables (the API document): they run no jobs.
    api.addHook("onReady", () =>
      schedule().catch((err) => api.log.warn({ err }, "the invoice reminder job is not queued")),
    ),
  );
}
