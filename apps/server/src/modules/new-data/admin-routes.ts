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
import type { Database } from "../../db/client.ts";
import type { Access } from "../../plugins/access.ts";
import { createNewData, deleteNewData, getNewData, listNewData, updateNewData } from "./service.ts";

const errorResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export interface AnnouncementAdminRoutes {
  db: Database;
  /** Where the CRUD lives: section 7 names both admin new data and admin data-preparation. */
  path: string;
  tags: string[];
  read: { access: Access };
  write: { access: Access };
}

/** Announcements CRUD, drafts included, on the New Data service: every path shows the same announcements. */
export function registerAnnouncementAdminRoutes(
  app: FastifyInstance,
  { db, path: PATH, tags, read, write }: AnnouncementAdminRoutes,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PATH,
    {
      config: read,
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
      config: read,
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
      config: write,
      schema: {
        tags,
        summary: "Announce new data (published at once, or a draft)",
        body: newDataBodySchema,
        response: { 201: newDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      // A service account (the GIS side) is no portal user: its call's audit row names it instead.
      const author = viewer.serviceAccount ? null : viewer.user.id;
      return reply.status(201).send(await createNewData(db, author, request.body));
    },
  );

  api.put(
    `${PATH}/:id`,
    {
      config: write,
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
      config: write,
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
