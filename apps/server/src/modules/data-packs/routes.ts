import {
  apiErrorSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  DATA_PACK_WORKFLOW_ACTIONS,
  dataPackDetailSchema,
  dataPackInputSchema,
  dataPackListSchema,
  dataPacksQuerySchema,
  publishedDataPackDetailSchema,
  publishedDataPackListSchema,
  publishedDataPacksQuerySchema,
  takenDataPackSchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { searchCatalog } from "../catalogs/index.ts";
import { DOWNLOADER, OWNER, ownerOf } from "../downloads/index.ts";
import {
  createDataPack,
  deleteDataPack,
  getDataPack,
  listDataPacks,
  transitionDataPack,
  updateDataPack,
} from "./service.ts";
import { getPublishedPack, listPublishedPacks, takeDataPack } from "./take.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withMissing = { ...errors, 404: apiErrorSchema };
const tags = ["Data packs"];
/** Section 6: data staff manage data packs; system may view them. */
const VIEW = { access: requires("view", "DataPacks") };
const MANAGE = { access: requires("manage", "DataPacks") };

/** Section 7 "data-packs": customers browse and take published packs; data staff write them. */
export function registerDataPackRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/data-packs",
    {
      config: DOWNLOADER,
      schema: {
        operationId: "listDataPacks",
        tags,
        summary: "Published data packs, by name: records, size, price and whether they download at once",
        querystring: publishedDataPacksQuerySchema,
        response: { 200: publishedDataPackListSchema, ...errors },
      },
    },
    (request) => listPublishedPacks(db, request.query),
  );

  api.get(
    "/data-packs/:id",
    {
      config: DOWNLOADER,
      schema: {
        operationId: "getDataPack",
        tags,
        summary: "A published data pack with its records (a draft or withdrawn pack is not found)",
        params,
        response: { 200: publishedDataPackDetailSchema, ...withMissing },
      },
    },
    (request) => getPublishedPack(db, request.params.id),
  );

  api.post(
    "/data-packs/:id/take",
    {
      config: OWNER,
      schema: {
        operationId: "takeDataPack",
        tags,
        summary:
          "Take a published pack: a download package of its records for its price in credits (403 naming records you may not download, 409 when credits are short)",
        params,
        response: { 200: takenDataPackSchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request) =>
      takeDataPack(deps, ownerOf(await request.requireViewer(), request.id), request.params.id),
  );

  api.get(
    "/admin/data-packs",
    {
      config: VIEW,
      schema: {
        operationId: "listAdminDataPacks",
        tags,
        summary: "Data packs of every status, by name, with their newest pre-pack",
        querystring: dataPacksQuerySchema,
        response: { 200: dataPackListSchema, ...errors },
      },
    },
    async (request) => listDataPacks(db, request.query, actorOf(await request.requireViewer(), request.id)),
  );

  api.get(
    "/admin/data-packs/record-search",
    {
      config: MANAGE,
      schema: {
        operationId: "searchDataPackRecords",
        tags,
        summary: "Catalogue records to put in a pack: free-text search across categories",
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...errors },
      },
    },
    (request) => searchCatalog(db, request.query),
  );

  api.get(
    "/admin/data-packs/:id",
    {
      config: VIEW,
      schema: {
        operationId: "getAdminDataPack",
        tags,
        summary: "A data pack of any status with its records",
        params,
        response: { 200: dataPackDetailSchema, ...withMissing },
      },
    },
    async (request) => getDataPack(db, request.params.id, actorOf(await request.requireViewer(), request.id)),
  );

  api.post(
    "/admin/data-packs",
    {
      config: MANAGE,
      schema: {
        operationId: "createDataPack",
        tags,
        summary: "Create a data pack (a draft) from catalogue records; 409 when the name is taken",
        body: dataPackInputSchema,
        response: { 201: dataPackDetailSchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDataPack(db, {
          values: request.body,
          actor: actorOf(await request.requireViewer(), request.id),
        }),
      ),
  );

  api.put(
    "/admin/data-packs/:id",
    {
      config: MANAGE,
      schema: {
        operationId: "updateDataPack",
        tags,
        summary: "Edit a draft or withdrawn pack (409 while published); changed records delete its pre-packs",
        params,
        body: dataPackInputSchema,
        response: { 200: dataPackDetailSchema, ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateDataPack(deps, {
        id: request.params.id,
        values: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.delete(
    "/admin/data-packs/:id",
    {
      config: MANAGE,
      schema: {
        operationId: "deleteDataPack",
        tags,
        summary:
          "Delete a draft or withdrawn pack with its pre-packs (409 while published); packages already taken stay (audited)",
        params,
        response: { 204: z.null(), ...withMissing, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteDataPack(deps, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      });
      return reply.code(204).send(null);
    },
  );

  for (const action of DATA_PACK_WORKFLOW_ACTIONS) {
    api.post(
      `/admin/data-packs/:id/${action}`,
      {
        config: MANAGE,
        schema: {
          operationId: action === "publish" ? "publishDataPack" : "withdrawDataPack",
          tags,
          summary:
            action === "publish"
              ? "Publish a pack: customers see it and may take it"
              : "Withdraw a published pack (packages already taken stay)",
          params,
          response: { 200: dataPackDetailSchema, ...withMissing, 409: apiErrorSchema },
        },
      },
      async (request) =>
        transitionDataPack(db, {
          id: request.params.id,
          action,
          actor: actorOf(await request.requireViewer(), request.id),
        }),
    );
  }
}
