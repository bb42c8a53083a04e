import {
  adminSubscriptionDetailSchema,
  adminSubscriptionsQuerySchema,
  apiErrorSchema,
  subscriptionAliasBodySchema,
  subscriptionListSchema,
  subscriptionSchema,
  text,
  updateSubscriptionBodySchema,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { subscriptions } from "../../db/schema/index.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asStaff, requires } from "../../plugins/access.ts";
import {
  editSubscription,
  getSubscription,
  getSubscriptionDetail,
  listSubscriptions,
  setAlias,
} from "./admin-service.ts";
import { type AdminSubscriptionAction, changeSubscriptionStatus } from "./lifecycle.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const ADMIN = { access: requires("manage", "Subscription") };
/** Section 6: LOA, finance and MBR admin "view subscriptions": the list and the detail, read-only. */
const READER = { access: asStaff(requires("view", "Subscription")) };

/** Admin subscriptions (section 7): list, detail, edit, alias, suspend, reactivate, revoke. */
export function registerAdminSubscriptionRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/admin/subscriptions",
    {
      config: READER,
      schema: {
        operationId: "listSubscriptions",
        tags: ["Admin subscriptions"],
        summary:
          "A page of subscriptions, filtered by status, plan, organisation or alias, and ending before a day",
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (request) => listSubscriptions(db, request.query),
  );

  api.get(
    "/admin/subscriptions/:id",
    {
      config: READER,
      schema: {
        operationId: "getSubscription",
        tags: ["Admin subscriptions"],
        summary: "One subscription with its organisation's users and its history",
        params,
        response: { 200: adminSubscriptionDetailSchema, ...errors },
      },
    },
    async (request) => getSubscriptionDetail(db, request.params.id),
  );

  api.patch(
    "/admin/subscriptions/:id",
    {
      config: ADMIN,
      schema: {
        operationId: "updateSubscription",
        tags: ["Admin subscriptions"],
        summary: "Edit the period's end, the add-ons or the plan (audited; the users follow the plan)",
        params,
        body: updateSubscriptionBodySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      editSubscription(db, {
        id: request.params.id,
        body: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.patch(
    "/admin/subscriptions/:id/alias",
    {
      config: ADMIN,
      schema: {
        operationId: "setSubscriptionAlias",
        tags: ["Admin subscriptions"],
        summary: "Name a subscription for staff lists (null clears it)",
        params,
        body: subscriptionAliasBodySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      setAlias(db, {
        id: request.params.id,
        alias: request.body.alias || null,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  const statusRoute = (
    method: "put" | "delete",
    url: string,
    operationId: string,
    summary: string,
    action: (status: string) => AdminSubscriptionAction,
  ) =>
    api[method](
      url,
      {
        config: ADMIN,
        schema: {
          operationId,
          tags: ["Admin subscriptions"],
          summary,
          params,
          response: { 200: subscriptionSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as z.infer<typeof params>;
        const [row] = await db
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.id, id));
        await changeSubscriptionStatus(deps, {
          id,
          action: action(row?.status ?? ""),
          actor: actorOf(await request.requireViewer(), request.id),
        });
        return getSubscription(db, id);
      },
    );

  statusRoute(
    "delete",
    "/admin/subscriptions/:id",
    "revokeSubscription",
    "Revoke: access withdrawn for good; the users' sessions end at once",
    () => "revoke",
  );
  statusRoute(
    "put",
    "/admin/subscriptions/:id/suspend",
    "suspendSubscription",
    "Suspend: the users' sessions end at once until it is reactivated",
    () => "suspend",
  );
  statusRoute(
    "put",
    "/admin/subscriptions/:id/activate",
    "activateSubscription",
    "Reactivate a suspended subscription (to where it was), or allocate an unallocated one",
    (status) => (status === "unallocated" ? "allocate" : "reactivate"),
  );
}
