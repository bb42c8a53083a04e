import { apiErrorSchema, meResponseSchema, timeZoneBodySchema, timeZoneResponseSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import type { AuthModule } from "../auth/index.ts";
import { changePassword, forwardCookies, toFetchHeaders } from "../auth/index.ts";
import { listMembers } from "./members.ts";
import {
  changePasswordBodySchema,
  listUsersQuerySchema,
  okResponseSchema,
  userListResponseSchema,
} from "./schema.ts";
import { describeViewer, listUsers, setTimeZone, type UserListScope } from "./service.ts";

/**
 * A customer sees their organisation's members; staff who manage users see the customers (one
 * organisation's with `organisationId`); staff who may view administrators otherwise see the staff.
 */
function listScopeOf(viewer: Viewer, organisationId: string | undefined): UserListScope | "members" {
  const { ability, user } = viewer;
  if (user.organisation && ability.can("view", "OrganizationMember")) return "members";
  if (!user.organisation && organisationId && ability.can("manage", "User")) return "members";
  if (!user.organisation && ability.can("view", "Administrator")) return { staff: true };
  if (!user.organisation && ability.can("manage", "User")) return "members";
  throw forbidden();
}

export function registerUserRoutes(app: FastifyInstance, deps: { db: Database; auth: AuthModule }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/users/me",
    {
      config: { access: { authenticated: true } },
      schema: {
        operationId: "getCurrentUser",
        tags: ["Users"],
        summary: "The signed-in user and their packed permission rules",
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => describeViewer(db, await request.requireViewer()),
  );

  api.put(
    "/users/me/time-zone",
    {
      config: { access: { authenticated: true } },
      schema: {
        operationId: "setMyTimeZone",
        tags: ["Users"],
        summary: "Choose the time zone the signed-in user reads dates and times in (null: Malaysia's)",
        body: timeZoneBodySchema,
        response: {
          200: timeZoneResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return setTimeZone(db, viewer.user.id, request.body.timeZone);
    },
  );

  api.post(
    "/users/change-password",
    {
      config: { access: requires("update", "Password") },
      schema: {
        tags: ["Users"],
        summary: "Change the signed-in user's password; their other sessions end",
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cookies = await changePassword(
        { auth: deps.auth.betterAuth },
        { headers: toFetchHeaders(request), ...request.body },
      );
      forwardCookies(reply, cookies);
      return { ok: true as const };
    },
  );

  api.get(
    "/users",
    {
      // Members, customers (admin) or staff (superadmin): the handler scopes the list to which one.
      config: {
        access: requiresAny(["view", "OrganizationMember"], ["manage", "User"], ["view", "Administrator"]),
      },
      schema: {
        tags: ["Users"],
        summary:
          "A page of users: your organisation's members; (admin) the customers, or one organisation's; (superadmin) the staff",
        querystring: listUsersQuerySchema,
        response: {
          200: userListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { organisationId, ...page } = request.query;
      const scope = listScopeOf(viewer, organisationId);
      if (scope === "members") {
        return listMembers(db, { actor: actorOf(viewer, request.id), organisationId, ...page });
      }
      return listUsers(db, { scope, ...page });
    },
  );
}
