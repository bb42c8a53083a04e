import {
  addUpdateMetadataBodySchema,
  apiErrorSchema,
  deleteMetadataBodySchema,
  deleteMetadataResponseSchema,
  getMetadataBodySchema,
  getMetadataResponseSchema,
  ingestTypeBodySchema,
  metadataIdParamsSchema,
  metadataIdResponseSchema,
  metadataPropertiesSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "./access.ts";
import { metadataProperties } from "./properties.ts";
import { createMetadata, deleteMetadata, listMetadata, updateMetadata } from "./service.ts";

/** The Metadata sub-tab: list, columns, insert, edit, delete (POST under /data-preparation, section 7). */
export function registerMetadataRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/data-preparation/getmetadata",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listMetadata",
        tags,
        summary: "A page of a category's metadata, with search, filters and the unlinked-only switch",
        body: getMetadataBodySchema,
        response: { 200: getMetadataResponseSchema, ...errorResponses },
      },
    },
    (request) => listMetadata(db, request.body),
  );

  api.post(
    "/data-preparation/metadataProperties",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listMetadataProperties",
        tags,
        summary: "A category's columns: kind, required, editable, lookup list",
        body: ingestTypeBodySchema,
        response: { 200: metadataPropertiesSchema, ...errorResponses },
      },
    },
    async (request) => metadataProperties(request.body.ingestType),
  );

  api.post(
    "/data-preparation/addupdatemetadata",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "createMetadata",
        tags,
        summary: "Add a record (409 when its id exists)",
        body: addUpdateMetadataBodySchema,
        response: { 200: metadataIdResponseSchema, 409: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { ingestType, record } = request.body;
      return createMetadata(db, { type: ingestType, record, by: viewer.user });
    },
  );

  api.post(
    "/data-preparation/addupdatemetadata/:id",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "updateMetadata",
        tags,
        summary: "Change a record: the given columns over the stored ones (404 when it does not exist)",
        params: metadataIdParamsSchema,
        body: addUpdateMetadataBodySchema,
        response: { 200: metadataIdResponseSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { ingestType, record } = request.body;
      return updateMetadata(db, { type: ingestType, id: request.params.id, record, by: viewer.user });
    },
  );

  api.post(
    "/data-preparation/postdeletemetadata",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "deleteMetadata",
        tags,
        summary: "Delete records with their file links",
        body: deleteMetadataBodySchema,
        response: { 200: deleteMetadataResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return deleteMetadata(db, { type: request.body.ingestType, ids: request.body.ids, by: viewer.user });
    },
  );
}
