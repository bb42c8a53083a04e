import {
  apiErrorSchema,
  creditPlanBodySchema,
  creditPlanListSchema,
  creditPlanSchema,
  creditPlansQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import {
  createCreditPlan,
  getCreditPlan,
  listCreditPlans,
  retireCreditPlan,
  updateCreditPlan,
} from "./plans.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["Download credits"];
/** Buyers (primary users: `view Invoice`) and the staff who deal with credits read the plans. */
const READ = {
  access: requiresAny(["view", "Invoice"], ["view", "CreditPurchase"], ["manage", "DownloadCreditPlan"]),
};
/** Section 6: admin manages download credit plans. */
const MANAGE = { access: requires("manage", "DownloadCreditPlan") };

/** `/api/download-credit-plans`: the plans on offer; admin creates, edits and retires them. */
export function registerCreditPlanRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/download-credit-plans",
    {
      config: READ,
      schema: {
        operationId: "listDownloadCreditPlans",
        tags,
        summary:
          "The download credit plans on offer (retired ones too with includeRetired, for plan managers)",
        querystring: creditPlansQuerySchema,
        response: { 200: creditPlanListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const includeRetired = request.query.includeRetired === "true";
      if (includeRetired && !viewer.ability.can("manage", "DownloadCreditPlan")) throw forbidden();
      return { result: await listCreditPlans(db, { includeRetired }) };
    },
  );

  api.get(
    "/download-credit-plans/:id",
    {
      config: READ,
      schema: {
        operationId: "getDownloadCreditPlan",
        tags,
        summary: "One download credit plan (a retired one only for plan managers)",
        params,
        response: { 200: creditPlanSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return getCreditPlan(db, {
        id: request.params.id,
        includeRetired: viewer.ability.can("manage", "DownloadCreditPlan"),
      });
    },
  );

  api.post(
    "/download-credit-plans",
    {
      config: MANAGE,
      schema: {
        operationId: "createDownloadCreditPlan",
        tags,
        summary: "Create a download credit plan (audited)",
        body: creditPlanBodySchema,
        response: { 201: creditPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await createCreditPlan(db, {
        body: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      });
      return reply.code(201).send(plan);
    },
  );

  api.put(
    "/download-credit-plans/:id",
    {
      config: MANAGE,
      schema: {
        operationId: "updateDownloadCreditPlan",
        tags,
        summary: "Edit a plan; orders already placed keep what they copied (audited)",
        params,
        body: creditPlanBodySchema,
        response: { 200: creditPlanSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateCreditPlan(db, {
        id: request.params.id,
        body: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.delete(
    "/download-credit-plans/:id",
    {
      config: MANAGE,
      schema: {
        operationId: "retireDownloadCreditPlan",
        tags,
        summary: "Retire a plan: no longer for sale; its purchases keep it (audited)",
        params,
        response: { 200: creditPlanSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      retireCreditPlan(db, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
