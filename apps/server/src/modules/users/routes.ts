import { apiErrorSchema, meResponseSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { forwardCookies, toFetchHeaders } from "../auth/http.ts";
import type { AuthModule } from "../auth/index.ts";
import { changePassword } from "../auth/service.ts";
import {
  changePasswordBodySchema,
  listUsersQuerySchema,
  okResponseSchema,
  userListResponseSchema,
} from "./schema.ts";
import { describeViewer, listUsers, type UserListScope } from "./service.ts";

/** A customer sees their organisation's members; staff who may view administrators see the staff. */
function listScopeOf(viewer: Viewer): UserListScope {
  const { ability, user } = viewer;
  if (user.organisation && ability.can("view", "OrganizationMember"))
    return { organisationId: user.organisation.id };
  if (!user.organisation && ability.can("view", "Administrator")) return { staff: true };
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
    async (request) => describeViewer(await request.requireViewer()),
  );

  api.post(
    "/users/change-password",
    {
      config: { access: { can: ["update", "Password"] } },
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
      config: { access: { authenticated: true } },
      schema: {
        tags: ["Users"],
        summary: "A page of users: your organisation's members, or (staff) the staff users",
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
      const scope = listScopeOf(await request.requireViewer());
      return listUsers(db, { scope, ...request.query });
    },
  );
}
