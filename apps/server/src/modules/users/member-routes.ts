import {
  apiErrorSchema,
  inviteMemberBodySchema,
  memberSchema,
  text,
  updateMemberBodySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import { getMember, inviteMember, removeMember, updateMember } from "./members.ts";

export type MemberRouteDeps = Pick<ModuleDeps, "db" | "config" | "outbox" | "realtime">;

export const userParamsSchema = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Members (section 7 "Users: CRUD"): a primary user of a non-basic tier manages their
 * organisation's users, admin every organisation's. Scoped in each query (another organisation's
 * user is a 404).
 */
export function registerMemberRoutes(app: FastifyInstance, deps: MemberRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origins = createPortalOrigin(deps.config);

  api.post(
    "/users",
    {
      config: { access: requires("create", "User") },
      schema: {
        operationId: "inviteUser",
        tags: ["Users"],
        summary:
          "Invite a member by e-mail (status invited); the invitation e-mail carries the activation link",
        body: inviteMemberBodySchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) =>
      inviteMember(deps, {
        actor: actorOf(await request.requireViewer(), request.id),
        body: request.body,
        linkOrigin: origins.forLinks(request),
      }),
  );

  api.get(
    "/users/:id",
    {
      config: { access: requiresAny(["view", "OrganizationMember"], ["manage", "User"]) },
      schema: {
        operationId: "getUser",
        tags: ["Users"],
        summary: "One member of your organisation (admin: of any organisation)",
        params: userParamsSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) =>
      getMember(deps.db, actorOf(await request.requireViewer(), request.id), request.params.id),
  );

  api.patch(
    "/users/:id",
    {
      config: { access: requires("update", "User") },
      schema: {
        operationId: "updateUser",
        tags: ["Users"],
        summary: "Suspend or reactivate a member (status), rename them, or resend their invitation",
        params: userParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) =>
      updateMember(deps, {
        actor: actorOf(await request.requireViewer(), request.id),
        id: request.params.id,
        body: request.body,
        linkOrigin: origins.forLinks(request),
      }),
  );

  api.delete(
    "/users/:id",
    {
      config: { access: requires("delete", "User") },
      schema: {
        operationId: "removeUser",
        tags: ["Users"],
        summary: "Remove a member (not the primary user, not yourself)",
        params: userParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeMember(deps, {
        actor: actorOf(await request.requireViewer(), request.id),
        id: request.params.id,
      });
      return { ok: true as const };
    },
  );
}
