import {
  apiErrorSchema,
  type GisUser,
  gisUserSchema,
  pagedSchema,
  serviceAccountEventSchema,
  serviceAccountEventsQuerySchema,
  serviceAccountIdParamsSchema,
  serviceAccountInputSchema,
  serviceAccountListQuerySchema,
  serviceAccountSchema,
  serviceAccountScopesBodySchema,
  serviceAccountSignInBodySchema,
  serviceAccountTokenSchema,
  serviceAccountWithKeySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { isPublic, requires } from "../../plugins/access.ts";
import {
  changeServiceAccountScopes,
  createServiceAccount,
  getServiceAccount,
  listServiceAccountEvents,
  listServiceAccounts,
  revokeServiceAccount,
  rotateServiceAccountKey,
  signInServiceAccount,
} from "./service.ts";

const tags = ["Service accounts"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withMissing = { ...errors, 404: apiErrorSchema };

export interface ServiceAccountRouteDeps {
  db: Database;
  /**
   * The GIS users an account mirrored: the GIS module's query, passed in because GIS sits above
   * service accounts (its callers are service accounts).
   */
  listGisUsersOf(
    db: Database,
    accountId: string,
    query: { page: number; pageSize: number },
  ): Promise<{ result: GisUser[]; pageNumber: number; pageSize: number; pageTotal: number }>;
}

/** Data staff manage machine clients' accounts; the clients sign in with their key (section 7). */
export function registerServiceAccountRoutes(
  app: FastifyInstance,
  { db, listGisUsersOf }: ServiceAccountRouteDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/service-accounts/sign-in",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "A machine client exchanges its API key for a bearer token (15 minutes)",
        description:
          "Send the token as `Authorization: Bearer <accessToken>`. A wrong key, or the key of a revoked or expired account, is a 401.",
        body: serviceAccountSignInBodySchema,
        response: { 200: serviceAccountTokenSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => signInServiceAccount(db, { apiKey: request.body.apiKey, requestId: request.id }),
  );

  api.get(
    "/service-accounts",
    {
      config: { access: requires("view", "ServiceAccount") },
      schema: {
        tags,
        summary: "A page of service accounts, newest first, by name or key prefix and status",
        querystring: serviceAccountListQuerySchema,
        response: { 200: pagedSchema(serviceAccountSchema), ...errors },
      },
    },
    (request) => listServiceAccounts(db, request.query),
  );

  api.post(
    "/service-accounts",
    {
      config: { access: requires("create", "ServiceAccount") },
      schema: {
        tags,
        summary: "Create a service account; the answer holds its API key, shown this once",
        body: serviceAccountInputSchema,
        response: { 201: serviceAccountWithKeySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      return reply.status(201).send(await createServiceAccount(db, { values: request.body, actor }));
    },
  );

  api.get(
    "/service-accounts/:id",
    {
      config: { access: requires("view", "ServiceAccount") },
      schema: {
        tags,
        summary: "One service account (never its key)",
        params: serviceAccountIdParamsSchema,
        response: { 200: serviceAccountSchema, ...withMissing },
      },
    },
    (request) => getServiceAccount(db, request.params.id),
  );

  api.get(
    "/service-accounts/:id/calls",
    {
      config: { access: requires("view", "ServiceAccount") },
      schema: {
        tags,
        summary: "The account's audited calls and sign-ins, with staff's changes, newest first",
        params: serviceAccountIdParamsSchema,
        querystring: serviceAccountEventsQuerySchema,
        response: { 200: pagedSchema(serviceAccountEventSchema), ...withMissing },
      },
    },
    (request) => listServiceAccountEvents(db, request.params.id, request.query),
  );

  api.get(
    "/service-accounts/:id/users",
    {
      config: { access: requires("view", "ServiceAccount") },
      schema: {
        tags,
        summary:
          "The GIS users the account mirrored (GIS-side `user/create`), with their GIS roles, newest first",
        params: serviceAccountIdParamsSchema,
        querystring: serviceAccountEventsQuerySchema,
        response: { 200: pagedSchema(gisUserSchema), ...withMissing },
      },
    },
    (request) => listGisUsersOf(db, request.params.id, request.query),
  );

  api.post(
    "/service-accounts/:id/rotate",
    {
      config: { access: requires("update", "ServiceAccount") },
      schema: {
        tags,
        summary: "Replace the API key (shown this once); the old key and its tokens stop working at once",
        params: serviceAccountIdParamsSchema,
        response: { 200: serviceAccountWithKeySchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request) =>
      rotateServiceAccountKey(db, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.put(
    "/service-accounts/:id/scopes",
    {
      config: { access: requires("update", "ServiceAccount") },
      schema: {
        tags,
        operationId: "updateServiceAccountScopes",
        summary: "Replace the account's scopes; its key and tokens reach the new ones from the next call",
        params: serviceAccountIdParamsSchema,
        body: serviceAccountScopesBodySchema,
        response: { 200: serviceAccountSchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request) =>
      changeServiceAccountScopes(db, {
        id: request.params.id,
        scopes: request.body.scopes,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.post(
    "/service-accounts/:id/revoke",
    {
      config: { access: requires("delete", "ServiceAccount") },
      schema: {
        tags,
        summary: "Revoke the account: its key and every outstanding token are refused at once",
        params: serviceAccountIdParamsSchema,
        response: { 200: serviceAccountSchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request) =>
      revokeServiceAccount(db, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
