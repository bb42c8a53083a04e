import {
  apiErrorSchema,
  catalogDataQuerySchema,
  catalogDataResponseSchema,
  catalogDetailsResponseSchema,
  catalogListResponseSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  metadataHistoriesQuerySchema,
  metadataHistoriesResponseSchema,
  recordParamsSchema,
  typeParamsSchema,
  uniqueValuesQuerySchema,
  uniqueValuesResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { requiresScope } from "../../plugins/access.ts";
import {
  CatalogueResults,
  catalogAccess,
  listCategories,
  listRecords,
  recordDetails,
  rowDownloads,
  searchCatalog,
  textSearches,
  uniqueValues,
} from "../catalogs/index.ts";
import { listHistories } from "../data-preparation/index.ts";
import { GIS_TAGS, gisErrors } from "./routes.ts";

const catalogue = { access: requiresScope("gis:catalogue") };

/**
 * The data catalogue for the GIS side (section 7: listing, detail, suggest, search): the portal's
 * own catalogue functions, in the portal's paths under /gis, with the account's catalogue right.
 */
export function registerGisCatalogueRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const results = new CatalogueResults(db);

  api.get(
    "/catalogs",
    {
      config: catalogue,
      schema: {
        operationId: "listGisCatalogCategories",
        tags: GIS_TAGS,
        summary: "Data categories with their record counts",
        response: { 200: catalogListResponseSchema, ...gisErrors },
      },
    },
    async (request) => listCategories(db, catalogAccess(await request.requireViewer())),
  );

  api.get(
    "/catalogs/search",
    {
      config: catalogue,
      schema: {
        operationId: "searchGisCatalog",
        tags: GIS_TAGS,
        summary: "Free-text search across categories (typo-tolerant), as the portal's",
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...gisErrors, 503: apiErrorSchema },
      },
    },
    (request) => textSearches.run(() => searchCatalog(db, request.query)),
  );

  api.get(
    "/new-data-histories",
    {
      config: catalogue,
      schema: {
        operationId: "listGisNewDataHistories",
        tags: GIS_TAGS,
        summary:
          "Records added, changed and deleted, newest first, from the audit trail (who, when, before, after)",
        description:
          "The metadata histories data staff see (`ingestType`, `id`, `pageNumber`, `pageSize`): what a GIS server needs to bring its layers up to date.",
        querystring: metadataHistoriesQuerySchema,
        response: { 200: metadataHistoriesResponseSchema, ...gisErrors },
      },
    },
    (request) => listHistories(db, request.query),
  );

  api.get(
    "/catalogs/:type/data",
    {
      config: catalogue,
      schema: {
        operationId: "listGisCatalogRecords",
        tags: GIS_TAGS,
        summary: "One page of a category's records: search text, filters, sort (the portal's listing)",
        description:
          '`filter` is JSON: `{"region": ["PM"], "year": {"min": 1990, "max": 2010}}`, on the columns of the portal\'s `sortable-props`.',
        params: typeParamsSchema,
        querystring: catalogDataQuerySchema,
        response: { 200: catalogDataResponseSchema, ...gisErrors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const list = () => listRecords(db, request.params.type, request.query, catalogAccess(viewer), results);
      const page = await (request.query.q ? textSearches.run(list) : list());
      // The portal's page, with what the account may download of each row (its role's rights).
      return { ...page, downloads: await rowDownloads(db, request.params.type, page.result, viewer.user) };
    },
  );

  api.get(
    "/catalogs/:type/suggest",
    {
      config: catalogue,
      schema: {
        operationId: "suggestGisCatalogValues",
        tags: GIS_TAGS,
        summary: "Suggestions as one types: a column's values starting with a prefix",
        params: typeParamsSchema,
        querystring: uniqueValuesQuerySchema,
        response: { 200: uniqueValuesResponseSchema, ...gisErrors },
      },
    },
    (request) => uniqueValues(db, request.params.type, request.query),
  );

  api.get(
    "/catalogs/:type/:id",
    {
      config: catalogue,
      schema: {
        operationId: "getGisCatalogRecord",
        tags: GIS_TAGS,
        summary: "A record: metadata, geometry, files and linked records, as the portal's record page",
        params: recordParamsSchema,
        response: { 200: catalogDetailsResponseSchema, ...gisErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return recordDetails(db, request.params.type, request.params.id, viewer, catalogAccess(viewer));
    },
  );
}
