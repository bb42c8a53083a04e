import {
  apiErrorSchema,
  newDataDetailsSchema,
  newDataListQuerySchema,
  newDataListResponseSchema,
  newDataParamsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { registerAnnouncementAdminRoutes } from "./admin-routes.ts";
import { getNewData, listNewData } from "./service.ts";

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

  // The same CRUD as under admin data-preparation; all of it needs manage DataPreparation here.
  registerAnnouncementAdminRoutes(app, {
    db,
    path: "/admin/new-data",
    tags,
    read: manageNewData,
    write: manageNewData,
  });
}
