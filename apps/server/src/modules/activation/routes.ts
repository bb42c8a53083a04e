import { apiErrorSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import {
  activateBodySchema,
  activationTokenBodySchema,
  invitationResponseSchema,
  okResponseSchema,
} from "./schema.ts";
import { activateUser, findInvitation } from "./service.ts";

export interface ActivationRouteDeps {
  db: Database;
  hashPassword(password: string): Promise<string>;
}

/** Activation of invited users (spec section 7, "Activation"), under /api/activation. */
export async function registerActivationRoutes(app: FastifyInstance, deps: ActivationRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.post(
    "/validate",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "validateInvitation",
        tags: ["Activation"],
        summary: "Check an invitation token; answers whom it invites",
        body: activationTokenBodySchema,
        response: { 200: invitationResponseSchema, 400: apiErrorSchema },
      },
    },
    (request) => findInvitation({ db, token: request.body.token }),
  );

  api.post(
    "/activate",
    {
      config: { access: { public: true } },
      schema: {
        operationId: "activateAccount",
        tags: ["Activation"],
        summary: "Choose a password with an invitation token; the account becomes active",
        body: activateBodySchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      // Hashing is slow by design, so it happens before the transaction opens.
      const passwordHash = await deps.hashPassword(request.body.password);
      await activateUser({ db, token: request.body.token, passwordHash });
      return { ok: true as const };
    },
  );
}
