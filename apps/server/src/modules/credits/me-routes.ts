import {
  apiErrorSchema,
  creditLedgerQuerySchema,
  creditPurchaseBodySchema,
  creditPurchaseCreatedSchema,
  creditPurchaseListSchema,
  creditPurchaseSchema,
  creditStatsSchema,
  creditsResponseSchema,
  myCreditPurchasesQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asCustomer, asPrimaryCustomer, requires, requiresAny } from "../../plugins/access.ts";
import { creditStats, creditsOf } from "./balance.ts";
import { buyerOrganisation, cancelPurchase, listMyPurchases, orderCredits } from "./purchases.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Download credits"];
/** The buyer: a primary user (section 6: non-basic primary users view invoices); staff buy nothing. */
const BUYER = { access: asPrimaryCustomer(requires("view", "Invoice")) };
/**
 * Who sees the organisation's credits (docs/decisions.md): its primary users, and the members who
 * download (standard and premium: `manage DownloadManager`), since their downloads spend them.
 */
const CREDIT_READERS = {
  access: asCustomer(requiresAny(["view", "Invoice"], ["manage", "DownloadManager"])),
};

/** `/api/organizations/me/…`: buy credits, follow the purchases, see the balance and usage. */
export function registerMyCreditRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: { requireViewer(): Promise<Parameters<typeof actorOf>[0]>; id: string }) =>
    actorOf(await request.requireViewer(), request.id);

  api.post(
    "/organizations/me/download-credit-purchase",
    {
      config: BUYER,
      schema: {
        operationId: "buyDownloadCredits",
        tags,
        summary: "Order a download credit plan: the purchase and its invoice (e-mailed) in one step",
        body: creditPurchaseBodySchema,
        response: { 201: creditPurchaseCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await orderCredits(deps, { planId: request.body.planId, actor: await actor(request) })),
  );

  api.get(
    "/organizations/me/credit-purchases",
    {
      config: BUYER,
      schema: {
        operationId: "listMyCreditPurchases",
        tags,
        summary: "Your organisation's download credit purchases, newest first",
        querystring: myCreditPurchasesQuerySchema,
        response: { 200: creditPurchaseListSchema, ...errors },
      },
    },
    async (request) => listMyPurchases(deps, { actor: await actor(request), ...request.query }),
  );

  api.post(
    "/organizations/me/credit-purchases/:id/cancel",
    {
      config: BUYER,
      schema: {
        operationId: "cancelMyCreditPurchase",
        tags,
        summary: "Cancel an order not yet paid; its invoice is cancelled with it",
        params,
        response: { 200: creditPurchaseSchema, ...errors },
      },
    },
    async (request) => cancelPurchase(deps, { id: request.params.id, actor: await actor(request) }),
  );

  api.get(
    "/organizations/me/credits",
    {
      config: CREDIT_READERS,
      schema: {
        operationId: "getMyCredits",
        tags,
        summary:
          "Your organisation's credit balance, monthly quota, this month's spend and ledger (newest first)",
        querystring: creditLedgerQuerySchema,
        response: { 200: creditsResponseSchema, ...errors },
      },
    },
    async (request) =>
      creditsOf(deps.db, { organisationId: buyerOrganisation(await actor(request)), ...request.query }),
  );

  api.get(
    "/organizations/me/credits/stats",
    {
      config: CREDIT_READERS,
      schema: {
        operationId: "getMyCreditStats",
        tags,
        summary: "Your organisation's credit usage by month (last 12) and by kind",
        response: { 200: creditStatsSchema, ...errors },
      },
    },
    async (request) => creditStats(deps.db, buyerOrganisation(await actor(request))),
  );
}
