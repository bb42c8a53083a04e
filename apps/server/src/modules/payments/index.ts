import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPaymentGateway } from "./gateway.ts";
import { registerPaymentRoutes } from "./routes.ts";
import { registerGatewayRoutes } from "./routes-gateway.ts";
import { registerMyInvoicePaymentRoutes } from "./routes-me.ts";

/** Payments of invoices: paying online or by bank transfer, the gateway's callback, finance's queue. */
export function registerPaymentModule(api: FastifyInstance, deps: ModuleDeps) {
  // null in production without PAYMENT_GATEWAY_URL: online payment answers 503, bank transfer works.
  const gateway = createPaymentGateway(deps.config.billing.gateway);
  registerMyInvoicePaymentRoutes(api, deps, gateway);
  registerPaymentRoutes(api, deps, gateway);
  registerGatewayRoutes(api, deps, gateway);
}
export { DEMO_PROOF_KEY, seedPaymentDemo, writePaymentDemoFiles } from "./demo.ts";
export { subjectTakesPayment } from "./subject.ts";
