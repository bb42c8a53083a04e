import {
  apiErrorSchema,
  buildPrePackBodySchema,
  prePackListSchema,
  prePackSchema,
  prePacksQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { deletePrePack, getPrePack, listPrePacks, startPrePack } from "./pre-packs.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["Data pre-packs"];
const VIEW = { access: requires("view", "DataPrePack") };
const MANAGE = { access: requires("manage", "DataPrePack") };

/** Section 7 "data-pre-packs": data packs' ZIPs built ahead, so taking the pack downloads at once. */
export function registerPrePackRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/data-pre-packs",
    {
      config: VIEW,
      schema: {
        operationId: "listDataPrePacks",
        tags,
        summary: "Pre-packs, newest first, of one data pack or all",
        querystring: prePacksQuerySchema,
        response: { 200: prePackListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => listPrePacks(db, request.query),
  );

  api.post(
    "/data-pre-packs",
    {
      config: MANAGE,
      schema: {
        operationId: "buildDataPrePack",
        tags,
        summary: "Build a data pack's ZIP ahead, as a job (409 while one of the pack is building)",
        body: buildPrePackBodySchema,
        response: { 202: prePackSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await startPrePack(deps, {
          packId: request.body.packId,
          actor: actorOf(await request.requireViewer(), request.id),
        }),
      ),
  );

  api.get(
    "/data-pre-packs/:id",
    {
      config: VIEW,
      schema: {
        operationId: "getDataPrePack",
        tags,
        summary: "A pre-pack: building (with progress), ready (size, files) or failed (why)",
        params,
        response: { 200: prePackSchema, ...errors },
      },
    },
    (request) => getPrePack(db, request.params.id),
  );

  api.delete(
    "/data-pre-packs/:id",
    {
      config: MANAGE,
      schema: {
        operationId: "deleteDataPrePack",
        tags,
        summary: "Delete a pre-pack and its stored ZIP",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePrePack(deps, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      });
      return reply.code(204).send(null);
    },
  );
}
