import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { CATALOGUE_ACCESS } from "../catalogs/access.ts";
import {
  collectionParamsSchema,
  collectionSchema,
  collectionsSchema,
  conformanceSchema,
  featureCollectionSchema,
  featureParamsSchema,
  featureSchema,
  itemsQuerySchema,
  landingPageSchema,
  ogcExceptionSchema,
  ogcQuerySchema,
} from "./schema.ts";
import { conformance, getCollection, getItem, landingPage, listCollections, listItems } from "./service.ts";

const tags = ["OGC API – Features"];
const config = { access: CATALOGUE_ACCESS };
const refusals = { 400: ogcExceptionSchema, 401: ogcExceptionSchema, 403: ogcExceptionSchema };
const missing = { ...refusals, 404: ogcExceptionSchema };
const GEOJSON = "application/geo+json";

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
        summary: "The conformance classes: Part 1 core, GeoJSON and OpenAPI 3.0",
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
        summary: "The collections, one per map layer, each with its CRS84 extent",
        querystring: ogcQuerySchema,
        response: { 200: collectionsSchema, ...refusals },
      },
    },
    (request) => listCollections(db, baseOf(request)),
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
    (request) => getCollection(db, request.params.collectionId, baseOf(request)),
  );

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
          "`bbox` (CRS84) keeps the features whose geometry meets it, not only their envelope. `limit` is 100 unless given, at most 10,000. Follow the `next` link (its `cursor`) for the next page.",
        params: collectionParamsSchema,
        querystring: itemsQuerySchema,
        response: { 200: featureCollectionSchema, ...missing },
      },
    },
    async (request, reply) => {
      const items = await listItems(db, request.params.collectionId, request.query, baseOf(request));
      reply.type(GEOJSON);
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
        querystring: ogcQuerySchema,
        response: { 200: featureSchema, ...missing },
      },
    },
    async (request, reply) => {
      const { collectionId, featureId } = request.params;
      const feature = await getItem(db, collectionId, featureId, baseOf(request));
      reply.type(GEOJSON);
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
