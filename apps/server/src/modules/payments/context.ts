import { apiErrorSchema, text } from "@strata/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { actorOf } from "../../lib/workflow.ts";
import type { PaymentGateway } from "./gateway.ts";
import type { PaymentContext } from "./service.ts";

export const idParams = z.object({ id: text().min(1).max(100) });
export const TAGS = ["Payments"];

/** The error answers of a payment action. */
export const actionErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** Starting an online payment may also meet the gateway failing (502) or down or unconfigured (503). */
export const gatewayErrors = { 502: apiErrorSchema, 503: apiErrorSchema };

/** The context of a payment request: who acts (with the request id for the audit), the gateway, links. */
export function paymentContextFor(deps: ModuleDeps, gateway: PaymentGateway | null) {
  const origin = createPortalOrigin(deps.config);
  return async (request: FastifyRequest): Promise<PaymentContext> => ({
    db: deps.db,
    jobs: deps.jobs,
    outbox: deps.outbox,
    billing: deps.config.billing,
    actor: actorOf(await request.requireViewer(), request.id),
    gateway,
    origin: origin.forLinks(request),
  });
}
