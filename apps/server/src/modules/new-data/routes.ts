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
import { createNewData, deleteNewData, getNewData, listNewData, updateNewData } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["New data"];
const viewNewData = { access: { can: ["view", "NewData"] as ["view", "NewData"] } };
/**
 * Announcements are data-preparation work (section 7 lists their CRUD under admin data-preparation),
 * so the data role and superadmin write them; system staff, who only view data preparation, do not.
 */
const manageNewData = { access: { can: ["manage", "DataPreparation"] as ["manage", "DataPreparation"] } };

/** "New Data" (section 7: public and admin): customers read published announcements; data staff write them. */
export function registerNewDataRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/new-data",
    {
      config: viewNewData,
      schema: {
        tags,
        summary: "Published announcements of new data, newest first",
        querystring: newDataListQuerySchema,
        response: { 200: newDataListResponseSchema, ...errors },
      },
    },
    (request) => listNewData(db, request.query),
  );

  api.get(
    "/new-data/:id",
    {
      config: viewNewData,
      schema: {
        tags,
        summary: "A published announcement with its records",
        params: newDataParamsSchema,
        response: { 200: newDataDetailsSchema, 404: apiErrorSchema, ...errors },
      },
    },
    (request) => getNewData(db, request.params.id),
  );

  api.get(
    "/admin/new-data",
    {
      config: manageNewData,
      schema: {
        tags,
        summary: "Every announcement, drafts first",
        querystring: newDataListQuerySchema,
        response: { 200: newDataListResponseSchema, ...errors },
      },
    },
    (request) => listNewData(db, request.query, true),
  );

  api.get(
    "/admin/new-data/:id",
    {
      config: manageNewData,
      schema: {
        tags,
        summary: "An announcement, draft or published",
        params: newDataParamsSchema,
        response: { 200: newDataDetailsSchema, 404: apiErrorSchema, ...errors },
      },
    },
    (request) => getNewData(db, request.params.id, true),
  );

  api.post(
    "/admin/new-data",
    {
      config: manageNewData,
      schema: {
        tags,
        summary: "Announce new data (published at once, or a draft)",
        body: newDataBodySchema,
        response: { 201: newDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      return reply.status(201).send(await createNewData(db, viewer.user.id, request.body));
    },
  );

  api.put(
    "/admin/new-data/:id",
    {
      config: manageNewData,
      schema: {
        tags,
        summary: "Replace an announcement",
        params: newDataParamsSchema,
        body: newDataBodySchema,
        response: { 200: newDataSchema, 404: apiErrorSchema, ...errors },
      },
    },
    (request) => updateNewData(db, request.params.id, request.body),
  );

  api.delete(
    "/admin/new-data/:id",
    {
      config: manageNewData,
      schema: {
        tags,
        summary: "Delete an announcement",
        params: newDataParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteNewData(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
