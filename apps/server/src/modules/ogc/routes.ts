import { canSeeBidRoundLayers } from "@strata/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { CATALOGUE_ACCESS } from "../catalogs/index.ts";
import { CRS84 } from "./crs.ts";
import {
  collectionParamsSchema,
  collectionSchema,
  collectionsSchema,
  conformanceSchema,
  featureCollectionSchema,
  featureParamsSchema,
  featureQuerySchema,
  featureSchema,
  itemsQuerySchema,
  jsonSchemaDocSchema,
  landingPageSchema,
  ogcExceptionSchema,
  ogcQuerySchema,
} from "./schema.ts";
import {
  collectionJsonSchema,
  conformance,
  getCollection,
  getItem,
  landingPage,
  listCollections,
  listItems,
} from "./service.ts";

const tags = ["OGC API – Features"];
const config = { access: CATALOGUE_ACCESS };
const refusals = { 400: ogcExceptionSchema, 401: ogcExceptionSchema, 403: ogcExceptionSchema };
const missing = { ...refusals, 404: ogcExceptionSchema };
const GEOJSON = "application/geo+json";
const SCHEMA_JSON = "application/schema+json";

/** Whether the caller has bid-round rights (the bid-round blocks collection is theirs only). */
async function bidRoundRights(request: FastifyRequest) {
  const viewer = await request.requireViewer();
  return canSeeBidRoundLayers(viewer.ability);
}

/**
 * OGC API – Features Part 1 over the catalogue's layers (issue 29), under /ogc: GIS clients sign in
 * with a service account's id and key (basic) or token, and see what the catalogue shows them.
 */
export function registerOgcRoutes(app: FastifyInstance, deps: { db: Database; config: Config }) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const baseOf = (request: FastifyRequest) =>
    deps.config.configuredPublicUrl ?? `${request.protocol}://${request.host}`;

  app.setErrorHandler(ogcErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendException(reply, 404, "NotFound", `No resource ${request.url.split("?")[0]}`),
  );

  api.get(
    "/",
    {
      config,
      schema: {
        operationId: "getOgcLandingPage",
        tags,
        summary: "The OGC API – Features landing page: links to the API definition, conformance and data",
        querystring: ogcQuerySchema,
        response: { 200: landingPageSchema, ...refusals },
      },
    },
    (request) => landingPage(baseOf(request)),
  );

  api.get(
    "/conformance",
    {
      config,
      schema: {
        operationId: "getOgcConformance",
        tags,
        summary:
          "The conformance classes: Part 1 core and GeoJSON, Part 2 CRS, Part 3 queryables and CQL2-text filters",
        querystring: ogcQuerySchema,
        response: { 200: conformanceSchema, ...refusals },
      },
    },
    () => conformance(),
  );

  api.get(
    "/collections",
    {
      config,
      schema: {
        operationId: "listOgcCollections",
        tags,
        summary: "The collections, one per map layer, each with its CRS84 extent, CRSs and years",
        description: "`bid-round-blocks` is listed only for callers with bid-round rights.",
        querystring: ogcQuerySchema,
        response: { 200: collectionsSchema, ...refusals },
      },
    },
    async (request) => listCollections(db, baseOf(request), await bidRoundRights(request)),
  );

  api.get(
    "/collections/:collectionId",
    {
      config,
      schema: {
        operationId: "getOgcCollection",
        tags,
        summary: "One collection with its CRS84 extent",
        params: collectionParamsSchema,
        querystring: ogcQuerySchema,
        response: { 200: collectionSchema, ...missing },
      },
    },
    async (request) =>
      getCollection(db, request.params.collectionId, baseOf(request), await bidRoundRights(request)),
  );

  for (const which of ["schema", "queryables"] as const) {
    api.get(
      `/collections/:collectionId/${which}`,
      {
        config,
        schema: {
          operationId: which === "schema" ? "getOgcCollectionSchema" : "getOgcQueryables",
          tags,
          summary:
            which === "schema"
              ? "A collection's JSON Schema (its `describedby` link): every property of its features"
              : "A collection's queryables (Part 3): the properties a CQL2 filter may name, and the geometry",
          params: collectionParamsSchema,
          querystring: ogcQuerySchema,
          response: { 200: jsonSchemaDocSchema, ...missing },
        },
      },
      async (request, reply) => {
        const doc = collectionJsonSchema(
          request.params.collectionId,
          baseOf(request),
          await bidRoundRights(request),
          which,
        );
        reply.type(SCHEMA_JSON);
        return doc;
      },
    );
  }

  api.get(
    "/collections/:collectionId/items",
    {
      config,
      schema: {
        operationId: "listOgcFeatures",
        tags,
        summary:
          "A page of a collection's features as GeoJSON, in id order, with a `next` link while more remain",
        description:
          "`bbox` (CRS84, or `bbox-crs`) keeps the features whose geometry meets it, not only their envelope. `datetime` (an RFC 3339 instant or interval, `..` for an open end) matches the record's year. `filter` is CQL2-text on the collection's queryables: =, <>, <, <=, >, >=, AND, OR, NOT, IS NULL, LIKE, IN, BETWEEN, and S_INTERSECTS(geometry, POINT/POLYGON/BBOX) anywhere; at most 4,096 characters, 20 levels and 100 terms. `crs` gives the coordinates in CRS84 (default), EPSG:4326 (latitude first) or EPSG:3857; the `Content-Crs` header names it. `limit` is 100 unless given, at most 10,000. Follow the `next` link (its `cursor`) for the next page; a page of a spatial filter few features meet may hold fewer than `limit` features (it tests at most 20,000 candidates) and still have a `next` link.",
        params: collectionParamsSchema,
        querystring: itemsQuerySchema,
        response: { 200: featureCollectionSchema, ...missing },
      },
    },
    async (request, reply) => {
      const items = await listItems(
        db,
        request.params.collectionId,
        request.query,
        baseOf(request),
        await bidRoundRights(request),
      );
      reply.type(GEOJSON).header("content-crs", `<${request.query.crs ?? CRS84}>`);
      return items;
    },
  );

  api.get(
    "/collections/:collectionId/items/:featureId",
    {
      config,
      schema: {
        operationId: "getOgcFeature",
        tags,
        summary: "One feature as GeoJSON, with the catalogue's columns and a link to its record page",
        params: featureParamsSchema,
        querystring: featureQuerySchema,
        response: { 200: featureSchema, ...missing },
      },
    },
    async (request, reply) => {
      const { collectionId, featureId } = request.params;
      const crs = request.query.crs ?? CRS84;
      const feature = await getItem(
        db,
        collectionId,
        featureId,
        baseOf(request),
        await bidRoundRights(request),
        crs,
      );
      reply.type(GEOJSON).header("content-crs", `<${crs}>`);
      return feature;
    },
  );
}

/** The OGC exception JSON; a 401 also asks for basic authentication, as GIS clients expect. */
function sendException(reply: FastifyReply, status: number, code: string, description: string) {
  if (status === 401) reply.header("www-authenticate", 'Basic realm="Strata OGC", charset="UTF-8"');
  return reply.status(status).type("application/json").send({ code, description });
}

const OGC_CODES: Record<number, string> = {
  400: "InvalidParameterValue",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
};

function ogcErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const [first] = err.validation;
    const path = (first.instancePath || "").replace(/^\//, "").replaceAll("/", ".");
    return sendException(reply, 400, OGC_CODES[400], `${path || err.validationContext}: ${first.message}`);
  }
  const status = err instanceof AppError ? err.status : (err.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err }, "unhandled error");
    return sendException(reply, 500, "ServerError", "Internal server error");
  }
  return sendException(reply, status, OGC_CODES[status] ?? "BadRequest", err.message);
}
