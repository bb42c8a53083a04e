import { apiErrorSchema, memberSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { removeMember, updateMember, userParamsSchema } from "../users/index.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const ADMIN = { access: requires("manage", "Subscription") };
const TAGS = ["Admin subscriptions"];

/** Admin's actions on any subscription's users (section 7): suspend, reactivate, resend the invitation, remove. */
export function registerAdminSubscriptionUserRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origins = createPortalOrigin(deps.config);
  const userParams = z.object({ userId: userParamsSchema.shape.id });

  const BODIES = {
    suspend: { status: "suspended" as const },
    reactivate: { status: "active" as const },
    invitation: { resendInvitation: true as const },
  };
  for (const [verb, body] of Object.entries(BODIES)) {
    api.put(
      `/admin/subscriptions/users/:userId/${verb}`,
      {
        config: ADMIN,
        schema: {
          operationId: `${verb === "invitation" ? "resendInvitation" : verb}SubscriptionUser`,
          tags: TAGS,
          summary:
            verb === "invitation"
              ? "Resend an invited user's invitation e-mail"
              : `${verb[0].toUpperCase()}${verb.slice(1)} a subscription user${verb === "suspend" ? " (their sessions end at once)" : ""}`,
          params: userParams,
          response: { 200: memberSchema, ...errors },
        },
      },
      async (request) =>
        updateMember(deps, {
          actor: actorOf(await request.requireViewer(), request.id),
          id: request.params.userId,
          body,
          linkOrigin: origins.forLinks(request),
        }),
    );
  }

  api.delete(
    "/admin/subscriptions/users/:userId",
    {
      config: ADMIN,
      schema: {
        operationId: "removeSubscriptionUser",
        tags: TAGS,
        summary: "Remove a subscription user (not the primary user)",
        params: userParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeMember(deps, {
        actor: actorOf(await request.requireViewer(), request.id),
        id: request.params.userId,
      });
      return { ok: true as const };
    },
  );
}
