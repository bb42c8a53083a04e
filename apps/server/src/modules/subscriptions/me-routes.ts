import {
  apiErrorSchema,
  mySubscriptionSchema,
  organisationSchema,
  updateOrganisationBodySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asCustomer, asPrimaryCustomer, requires } from "../../plugins/access.ts";
import { getMyOrganisation, getMySubscription, updateMyOrganisation } from "./me-service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The customer's own organisation and subscription (section 7 "Organizations/me"). */
export function registerMyOrganisationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/organizations/me",
    {
      config: { access: asCustomer(requires("view", "Organization")) },
      schema: {
        operationId: "getMyOrganization",
        tags: ["Organizations/me"],
        summary: "Your organisation",
        response: { 200: organisationSchema, ...errors },
      },
    },
    async (request) => getMyOrganisation(db, actorOf(await request.requireViewer(), request.id)),
  );

  api.put(
    "/organizations/me",
    {
      config: { access: asPrimaryCustomer(requires("view", "Organization")) },
      schema: {
        operationId: "updateMyOrganization",
        tags: ["Organizations/me"],
        summary:
          "Edit your organisation's address and country (primary user; other changes are an amendment)",
        body: updateOrganisationBodySchema,
        response: { 200: organisationSchema, ...errors },
      },
    },
    async (request) =>
      updateMyOrganisation(db, {
        actor: actorOf(await request.requireViewer(), request.id),
        body: request.body,
      }),
  );

  api.get(
    "/organizations/me/subscription",
    {
      config: { access: asCustomer(requires("view", "Subscription")) },
      schema: {
        operationId: "getMySubscription",
        tags: ["Organizations/me"],
        summary:
          "Your organisation's subscription: plan, period, add-ons, status, days left and its virtual data room",
        response: { 200: mySubscriptionSchema, ...errors },
      },
    },
    async (request) => getMySubscription(db, actorOf(await request.requireViewer(), request.id)),
  );
}
