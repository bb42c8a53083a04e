import {
  apiErrorSchema,
  GIS_SCOPES,
  GIS_SERVICE_NAME,
  gisPingSchema,
  gisUserBodySchema,
  gisUserChangeRoleResponseSchema,
  gisUserCountQuerySchema,
  gisUserCountSchema,
  gisUserCreateResponseSchema,
  gisUserDeleteResponseSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { unauthenticated } from "../../lib/errors.ts";
import { requiresScope } from "../../plugins/access.ts";
import type { GisCaller } from "./users.ts";
import { changeGisUserRole, countGisUsers, createGisUser, deleteGisUser } from "./users.ts";

export const GIS_TAGS = ["GIS-side API"];
export const gisErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const users = { access: requiresScope("gis:users") };

/** The service account behind a /gis request (its access declaration admitted only service accounts). */
export async function gisCaller(request: FastifyRequest): Promise<GisCaller> {
  const viewer = await request.requireViewer();
  if (!viewer.serviceAccount) throw unauthenticated();
  const { id, name } = viewer.serviceAccount;
  return { account: { id, name }, requestId: request.id };
}

/** `GET ping` and the users calls of section 7's GIS-side API (decision 0180). */
export function registerGisUserRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/ping",
    {
      config: { access: requiresScope(...GIS_SCOPES) },
      schema: {
        operationId: "pingGis",
        tags: GIS_TAGS,
        summary: "Checks the GIS side's credentials: answers the account and its scopes",
        response: { 200: gisPingSchema, ...gisErrors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const account = viewer.serviceAccount!;
      return {
        status: "ok" as const,
        service: GIS_SERVICE_NAME,
        serviceAccount: { id: account.id, name: account.name, scopes: account.scopes },
        time: new Date().toISOString(),
      };
    },
  );

  api.post(
    "/user/create",
    {
      config: users,
      schema: {
        operationId: "createGisUser",
        tags: GIS_TAGS,
        summary: "Make a portal user a GIS user, with the role their tier maps to (idempotent)",
        description:
          "A user already mirrored keeps their row, its role brought up to date (`created: false`). " +
          "A staff account, or a tier without a GIS role, is a 400 “Invalid GIS user role type”.",
        body: gisUserBodySchema,
        response: {
          200: gisUserCreateResponseSchema,
          ...gisErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => createGisUser(db, request.body.userId, await gisCaller(request)),
  );

  api.post(
    "/user/delete",
    {
      config: users,
      schema: {
        operationId: "deleteGisUser",
        tags: GIS_TAGS,
        summary: "End a portal user's GIS mirror (idempotent: `deleted: false` when there was none)",
        body: gisUserBodySchema,
        response: { 200: gisUserDeleteResponseSchema, ...gisErrors },
      },
    },
    async (request) => deleteGisUser(db, request.body.userId, await gisCaller(request)),
  );

  api.post(
    "/user/changerole",
    {
      config: users,
      schema: {
        operationId: "changeGisUserRole",
        tags: GIS_TAGS,
        summary: "Bring a GIS user's role in line with their current portal tier",
        description:
          "The role always follows the tier → GIS role table. A user who is not a GIS user is a 404; " +
          "a tier without a GIS role is a 400 “Invalid GIS user role type” and changes nothing.",
        body: gisUserBodySchema,
        response: { 200: gisUserChangeRoleResponseSchema, ...gisErrors, 404: apiErrorSchema },
      },
    },
    async (request) => changeGisUserRole(db, request.body.userId, await gisCaller(request)),
  );

  api.get(
    "/user/count",
    {
      config: users,
      schema: {
        operationId: "countGisUsers",
        tags: GIS_TAGS,
        summary: "How many GIS users there are, per GIS role (or of one role)",
        querystring: gisUserCountQuerySchema,
        response: { 200: gisUserCountSchema, ...gisErrors },
      },
    },
    (request) => countGisUsers(db, request.query),
  );
}
