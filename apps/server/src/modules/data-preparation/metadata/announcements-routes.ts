import {
  apiErrorSchema,
  newDataBodySchema,
  newDataDetailsSchema,
  newDataListQuerySchema,
  newDataListResponseSchema,
  newDataParamsSchema,
  newDataSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client.ts";
import {
  createNewData,
  deleteNewData,
  getNewData,
  listNewData,
  updateNewData,
} from "../../new-data/service.ts";
import { errorResponses, manageDataPreparation, viewDataPreparation } from "./access.ts";

const tags = ["Data preparation", "New data"];
const PATH = "/admin/data-preparation/announcements";

/**
 * Announcements CRUD under admin data-preparation (section 7): the New Data service itself, so both
 * paths show and change the same announcements. Staff who view data preparation read them (drafts too).
 */
export function registerAnnouncementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PATH,
    {
      config: viewDataPreparation,
      schema: {
        tags,
        summary: "Every announcement, drafts first",
        querystring: newDataListQuerySchema,
        response: { 200: newDataListResponseSchema, ...errorResponses },
      },
    },
    (request) => listNewData(db, request.query, true),
  );

  api.get(
    `${PATH}/:id`,
    {
      config: viewDataPreparation,
      schema: {
        tags,
        summary: "An announcement, draft or published",
        params: newDataParamsSchema,
        response: { 200: newDataDetailsSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    (request) => getNewData(db, request.params.id, true),
  );

  api.post(
    PATH,
    {
      config: manageDataPreparation,
      schema: {
        tags,
        summary: "Announce new data (published at once, or a draft)",
        body: newDataBodySchema,
        response: { 201: newDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      return reply.status(201).send(await createNewData(db, viewer.user.id, request.body));
    },
  );

  api.put(
    `${PATH}/:id`,
    {
      config: manageDataPreparation,
      schema: {
        tags,
        summary: "Replace an announcement",
        params: newDataParamsSchema,
        body: newDataBodySchema,
        response: { 200: newDataSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    (request) => updateNewData(db, request.params.id, request.body),
  );

  api.delete(
    `${PATH}/:id`,
    {
      config: manageDataPreparation,
      schema: {
        tags,
        summary: "Delete an announcement",
        params: newDataParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteNewData(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
