import {
  apiErrorSchema,
  creditAdjustBodySchema,
  creditLedgerEntrySchema,
  creditLedgerQuerySchema,
  creditQuotaBodySchema,
  creditQuotaSchema,
  creditsResponseSchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import { adjustCredits, organisationOfSubscription, quotaOf, setQuota } from "./admin.ts";
import { creditsOf } from "./balance.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Admin subscriptions"];
/** Section 6: admin manages subscriptions; staff who view credit purchases (finance, LOA) read too. */
const READ = { access: requiresAny(["manage", "Subscription"], ["view", "CreditPurchase"]) };
const MANAGE = { access: requires("manage", "Subscription") };

/** `/api/admin/subscriptions/{id}/download-credits…`: an organisation's ledger, quota and adjustments. */
export function registerAdminCreditRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/admin/subscriptions/:id/download-credits",
    {
      config: READ,
      schema: {
        operationId: "getSubscriptionCredits",
        tags,
        summary: "The subscription's organisation's credit balance and ledger (newest first)",
        params,
        querystring: creditLedgerQuerySchema,
        response: { 200: creditsResponseSchema, ...errors },
      },
    },
    async (request) =>
      creditsOf(db, {
        organisationId: await organisationOfSubscription(db, request.params.id),
        ...request.query,
      }),
  );

  api.get(
    "/admin/subscriptions/:id/download-credits/quota",
    {
      config: READ,
      schema: {
        operationId: "getSubscriptionCreditQuota",
        tags,
        summary: "The organisation's monthly download credit quota (null: none)",
        params,
        response: { 200: creditQuotaSchema, ...errors },
      },
    },
    async (request) => quotaOf(db, await organisationOfSubscription(db, request.params.id)),
  );

  api.put(
    "/admin/subscriptions/:id/download-credits/quota",
    {
      config: MANAGE,
      schema: {
        operationId: "setSubscriptionCreditQuota",
        tags,
        summary: "Set the monthly download credit quota, or lift it with null (audited)",
        params,
        body: creditQuotaBodySchema,
        response: { 200: creditQuotaSchema, ...errors },
      },
    },
    async (request) =>
      setQuota(db, {
        organisationId: await organisationOfSubscription(db, request.params.id),
        monthlyQuota: request.body.monthlyQuota,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.post(
    "/admin/subscriptions/:id/download-credits/adjust",
    {
      config: MANAGE,
      schema: {
        operationId: "adjustSubscriptionCredits",
        tags,
        summary: "Add or take credits with a reason (audited); taking more than the balance is refused",
        params,
        body: creditAdjustBodySchema,
        response: { 201: creditLedgerEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await adjustCredits(db, {
          organisationId: await organisationOfSubscription(db, request.params.id),
          body: request.body,
          actor: actorOf(await request.requireViewer(), request.id),
        }),
      ),
  );
}
