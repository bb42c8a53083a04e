import {
  apiErrorSchema,
  gisDataBodySchema,
  gisDataResponseSchema,
  gisWithoutMetadataResponseSchema,
  ingestPageBodySchema,
  linkGisBodySchema,
  linkResultSchema,
  metadataWithoutGisResponseSchema,
  nonSeismicItemBodySchema,
  nonSeismicItemResponseSchema,
  webMapServiceUrlBodySchema,
  webMapServiceUrlResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import type { PortalOrigin } from "../../../lib/origin.ts";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "../metadata/access.ts";
import {
  gisDataById,
  gisWithoutMetadata,
  linkGisToMetadata,
  metadataWithoutGis,
  nonSeismicItem,
  webMapServiceUrl,
} from "./service.ts";

/** The MetadataWithoutGIS and GISWithoutMetadata sub-tabs, a record's geometry and the map layer URL. */
export function registerGisRoutes(
  app: FastifyInstance,
  { db, origin }: { db: Database; origin: PortalOrigin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withNotFound = { 404: apiErrorSchema, ...errorResponses };

  api.post(
    "/data-preparation/getmetadatawithoutgis",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listMetadataWithoutGis",
        tags,
        summary: "Records with no geometry (none for technical reports, which have no geometry of their own)",
        body: ingestPageBodySchema,
        response: { 200: metadataWithoutGisResponseSchema, ...errorResponses },
      },
    },
    (request) => metadataWithoutGis(db, request.body),
  );

  api.post(
    "/data-preparation/getgiswithoutmetadata",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listGisWithoutMetadata",
        tags,
        summary: "GIS features that no record has taken",
        body: ingestPageBodySchema,
        response: { 200: gisWithoutMetadataResponseSchema, ...errorResponses },
      },
    },
    (request) => gisWithoutMetadata(db, request.body),
  );

  api.post(
    "/data-preparation/linkgistometadata",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "linkGisToMetadata",
        tags,
        summary: "Give a record the geometry of a GIS feature; code 201 refuses with a message",
        body: linkGisBodySchema,
        response: { 200: linkResultSchema, ...withNotFound },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { ingestType, gisId, id } = request.body;
      return linkGisToMetadata(db, {
        type: ingestType,
        gisId,
        id,
        author: { id: viewer.user.id, name: viewer.user.name, role: viewer.user.role },
      });
    },
  );

  api.post(
    "/data-preparation/getgisdatabyid",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "getGisData",
        tags,
        summary: "A record's geometry",
        body: gisDataBodySchema,
        response: { 200: gisDataResponseSchema, ...withNotFound },
      },
    },
    (request) => gisDataById(db, request.body.ingestType, request.body.id),
  );

  api.post(
    "/data-preparation/getwebmapserviceurl",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "getWebMapServiceUrl",
        tags,
        summary: "The map layer URL of a category (GeoJSON by bbox and zoom)",
        body: webMapServiceUrlBodySchema,
        response: { 200: webMapServiceUrlResponseSchema, ...withNotFound },
      },
    },
    // On the origin the page came to, so the map fetches its layer from where the page is.
    async (request) => webMapServiceUrl(origin.ofRequest(request), request.body.ingestType),
  );

  api.post(
    "/data-preparation/getnonseismicitem",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "getNonSeismicItem",
        tags,
        summary: "A non-seismic record",
        body: nonSeismicItemBodySchema,
        response: { 200: nonSeismicItemResponseSchema, ...withNotFound },
      },
    },
    (request) => nonSeismicItem(db, request.body.id),
  );
}
