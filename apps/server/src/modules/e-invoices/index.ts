import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createEInvoiceApi } from "./client.ts";
import { registerEInvoiceJobs } from "./jobs.ts";
import { registerEInvoiceRoutes } from "./routes.ts";

/** Registers the e-invoice routes (under /api) and the submission, poll, cancel and sweep jobs. */
export function registerEInvoiceModule(api: FastifyInstance, deps: ModuleDeps) {
  const { eInvoice } = deps.config.billing;
  const client = createEInvoiceApi({
    db: deps.db,
    url: eInvoice.url,
    clientId: eInvoice.clientId,
    clientSecret: eInvoice.clientSecret,
    timeoutMs: eInvoice.timeoutMs,
  });
  registerEInvoiceRoutes(api, deps);
  registerEInvoiceJobs({ db: deps.db, jobs: deps.jobs, api: client }, (schedule) =>
    // Tools build the app on a database without tables (the API document): they run no jobs.
    api.addHook("onReady", () =>
      schedule().catch((err) => api.log.warn({ err }, "the e-invoice sweep at start failed")),
    ),
  );
}
export { seedEInvoiceDemo } from "./demo.ts";
