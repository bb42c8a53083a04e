import {
  apiErrorSchema,
  clarificationBodySchema,
  creditPurchaseDetailSchema,
  creditPurchaseListSchema,
  creditPurchaseSchema,
  creditPurchasesQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import {
  approveCreditPurchase,
  getCreditPurchaseDetail,
  listCreditPurchases,
  requestPurchaseClarification,
  resendPurchaseInvoice,
} from "./finance.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Credit purchases"];
/** Section 6: admin and LOA view credit purchases; finance manages them. */
const VIEW = { access: requires("view", "CreditPurchase") };
const DECIDE = { access: requires("update", "CreditPurchase") };

/** `/api/credit-purchases`: finance's queue, approval, clarification and the invoice resent. */
export function registerCreditPurchaseRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: { requireViewer(): Promise<Parameters<typeof actorOf>[0]>; id: string }) =>
    actorOf(await request.requireViewer(), request.id);

  api.get(
    "/credit-purchases",
    {
      config: VIEW,
      schema: {
        operationId: "listCreditPurchases",
        tags,
        summary: "Every organisation's credit purchases, newest first, filtered by status and organisation",
        querystring: creditPurchasesQuerySchema,
        response: { 200: creditPurchaseListSchema, ...errors },
      },
    },
    async (request) => listCreditPurchases(deps, { ...request.query, actor: await actor(request) }),
  );

  api.get(
    "/credit-purchases/:id",
    {
      config: VIEW,
      schema: {
        operationId: "getCreditPurchase",
        tags,
        summary: "One credit purchase with its invoice, payments and history",
        params,
        response: { 200: creditPurchaseDetailSchema, ...errors },
      },
    },
    async (request) => getCreditPurchaseDetail(deps, { id: request.params.id, actor: await actor(request) }),
  );

  api.post(
    "/credit-purchases/:id/approve",
    {
      config: DECIDE,
      schema: {
        operationId: "approveCreditPurchase",
        tags,
        summary: "Approve the payment waiting for this purchase: the invoice is paid and the credits granted",
        params,
        response: { 200: creditPurchaseSchema, ...errors },
      },
    },
    async (request) => approveCreditPurchase(deps, { id: request.params.id, actor: await actor(request) }),
  );

  api.post(
    "/credit-purchases/:id/request-clarification",
    {
      config: DECIDE,
      schema: {
        operationId: "requestCreditPurchaseClarification",
        tags,
        summary: "Send the purchase (and its waiting payment) back to the buyer with a question",
        params,
        body: clarificationBodySchema,
        response: { 200: creditPurchaseSchema, ...errors },
      },
    },
    async (request) =>
      requestPurchaseClarification(deps, {
        id: request.params.id,
        message: request.body.message,
        actor: await actor(request),
      }),
  );

  api.post(
    "/credit-purchases/:id/resend-invoice",
    {
      config: DECIDE,
      schema: {
        operationId: "resendCreditPurchaseInvoice",
        tags,
        summary: "E-mail the purchase's invoice to the buyer again (audited)",
        params,
        response: { 200: creditPurchaseSchema, ...errors },
      },
    },
    async (request) => resendPurchaseInvoice(deps, { id: request.params.id, actor: await actor(request) }),
  );
}
