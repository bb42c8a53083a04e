import {
  apiErrorSchema,
  eulaAcceptInputSchema,
  eulaStatusSchema,
  eulaVersionIdParamsSchema,
  eulaVersionInputSchema,
  eulaVersionListSchema,
  eulaVersionSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { acceptEula, createVersion, eulaStatus, listVersions, publishVersion } from "./service.ts";

const tags = ["EULA"];
const EDIT = requires("manage", "StaticContent");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const SIGNED_IN = { authenticated: true } as const;

export function registerEulaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/eula/status",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The EULA in force and whether the signed-in user must still accept it",
        description: "`mustAccept` is never true for staff.",
        response: { 200: eulaStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => eulaStatus(db, (await request.requireViewer()).user),
  );

  api.post(
    "/eula/accept",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Accept the EULA in force (409 when the version is no longer the published one)",
        body: eulaAcceptInputSchema,
        response: { 200: eulaStatusSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      acceptEula(db, actorOf(await request.requireViewer(), request.id), request.body.versionId),
  );

  api.get(
    "/admin/eula/versions",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Every EULA version, newest first, with how many users accepted each",
        response: { 200: eulaVersionListSchema, ...errors },
      },
    },
    async () => listVersions(db),
  );

  api.post(
    "/admin/eula/versions",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Add a EULA version (rich text, sanitised), published at once with publish=true",
        body: eulaVersionInputSchema,
        response: { 200: eulaVersionSchema, ...errors },
      },
    },
    async (request) =>
      createVersion(db, { values: request.body, actor: actorOf(await request.requireViewer(), request.id) }),
  );

  api.post(
    "/admin/eula/versions/:id/publish",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Publish a kept EULA version; the one in force until now is unpublished",
        params: eulaVersionIdParamsSchema,
        response: { 200: eulaVersionSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      publishVersion(db, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
