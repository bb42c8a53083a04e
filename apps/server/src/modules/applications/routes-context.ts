import { apiErrorSchema, text } from "@strata/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { actorOf } from "../../lib/workflow.ts";
import type { ActionContext } from "./service.ts";

export const applicationParamsSchema = z.object({ id: text().min(1).max(100) });

export const tags = ["Applications"];

/** The error answers of a workflow action. */
export const actionErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The context of a staff action: who acts (with the request id for the audit) and where links point. */
export function actionContextFor(deps: ModuleDeps) {
  const origin = createPortalOrigin(deps.config);
  return async (request: FastifyRequest): Promise<ActionContext> => ({
    db: deps.db,
    outbox: deps.outbox,
    actor: actorOf(await request.requireViewer(), request.id),
    linkOrigin: origin.forLinks(request),
    billing: deps.config.billing,
  });
}
