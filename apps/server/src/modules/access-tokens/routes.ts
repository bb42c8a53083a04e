import {
  accessTokenIdParamsSchema,
  accessTokenInputSchema,
  accessTokenListSchema,
  accessTokenSchema,
  apiErrorSchema,
  createdAccessTokenSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "./service.ts";

const tags = ["Users"];
/** Any signed-in person (a service account is refused: it has keys of its own). */
const PERSON = { access: { authenticated: true as const } };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

async function personActor(request: FastifyRequest) {
  const viewer = await request.requireViewer();
  return { ...actorOf(viewer, request.id), userId: viewer.user.id };
}

/** /api/users/me/access-tokens: a person's own tokens for GIS clients on /ogc (decision 0226). */
export function registerAccessTokenRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/users/me/access-tokens",
    {
      config: PERSON,
      schema: {
        operationId: "listMyAccessTokens",
        tags,
        summary:
          "The signed-in person's access tokens for GIS clients, newest first (never the tokens themselves)",
        response: { 200: accessTokenListSchema, ...errors },
      },
    },
    async (request) => ({ tokens: await listAccessTokens(db, (await request.requireViewer()).user.id) }),
  );

  api.post(
    "/users/me/access-tokens",
    {
      config: PERSON,
      schema: {
        operationId: "createMyAccessToken",
        tags,
        summary:
          "A new access token for GIS clients on /ogc (OGC API – Features) with the person's own rights; the token is answered once",
        body: accessTokenInputSchema,
        response: { 201: createdAccessTokenSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await createAccessToken(db, await personActor(request), request.body);
      return reply.code(201).send(created);
    },
  );

  api.delete(
    "/users/me/access-tokens/:id",
    {
      config: PERSON,
      schema: {
        operationId: "revokeMyAccessToken",
        tags,
        summary:
          "Revoke one of the signed-in person's access tokens: GIS clients using it are refused at once",
        params: accessTokenIdParamsSchema,
        response: { 200: accessTokenSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => revokeAccessToken(db, await personActor(request), request.params.id),
  );
}
