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
  registerInvoiceReminderJob(deps);
}
export { seedInvoiceDemo } from "./demo.ts";
export { invoiceIssuedMessage, tellBuyer } from "./emails.ts";
export { seedInvoiceHistoryDemo } from "./history-demo.ts";
export { subjectLabel } from "./present.ts";
