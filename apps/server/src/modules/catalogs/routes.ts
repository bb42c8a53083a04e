import {
  apiErrorSchema,
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkParamsSchema,
  bookmarkSchema,
  catalogDataQuerySchema,
  catalogDataResponseSchema,
  catalogDetailsResponseSchema,
  catalogFacetsQuerySchema,
  catalogFacetsResponseSchema,
  catalogListResponseSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  createBookmarkBodySchema,
  dataExplorerQuerySchema,
  dataExplorerResponseSchema,
  lookupParamsSchema,
  lookupResponseSchema,
  recordParamsSchema,
  sortablePropsResponseSchema,
  typeParamsSchema,
  uniqueValuesQuerySchema,
  uniqueValuesResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { CATALOGUE_ACCESS, catalogAccess } from "./access.ts";
import { createBookmark, deleteBookmark, listBookmarks } from "./bookmarks.ts";
import { recordDetails } from "./details.ts";
import { recordCatalogEvent } from "./interests.ts";
import { CatalogueResults } from "./result-cache.ts";
import { rowDownloads } from "./row-downloads.ts";
import { textSearches } from "./search-gate.ts";
import {
  dataExplorer,
  listCategories,
  listRecords,
  lookupList,
  searchCatalog,
  sortableProps,
} from "./service.ts";
import { facetCounts, uniqueValues } from "./values.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const catalogue = { access: CATALOGUE_ACCESS };
const bookmarksAccess = {
  access: { can: ["view", "SmartViewerBookmark"] as ["view", "SmartViewerBookmark"] },
};

/**
 * The catalogue API. The same handlers answer under `/api/catalogs` (v1) and `/api/v2/catalogs`
 * (v2, kept for clients of the older paths): both use the paged shape `{ result, pageNumber,
 * pageSize, pageTotal }` (`pageTotal`: matching records). v2 is documented under its own tag, its
 * operations named as v1's with `V2` at the end, so clients and the fuzz test meet it too.
 */
export function registerCatalogRoutes(app: FastifyInstance, deps: { db: Database }) {
  // One per app instance, shared by both versions of the API.
  const results = new CatalogueResults(deps.db);
  app.register((scope) => catalogRoutes(scope, { ...deps, results }, false), { prefix: "/catalogs" });
  app.register((scope) => catalogRoutes(scope, { ...deps, results }, true), { prefix: "/v2/catalogs" });
}

async function catalogRoutes(
  app: FastifyInstance,
  { db, results }: { db: Database; results: CatalogueResults },
  v2: boolean,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [v2 ? "Catalogs v2" : "Catalogs"];
  const named = (operationId: string) => (v2 ? `${operationId}V2` : operationId);

  // v1 at exactly /api/catalogs (no trailing-slash twin: no client calls it); v2 keeps both for its old clients.
  api.get(
    v2 ? "/" : "",
    {
      config: catalogue,
      schema: {
        tags,
        summary: "Data categories with their record counts",
        response: { 200: catalogListResponseSchema, ...errors },
      },
    },
    async (request) => listCategories(db, catalogAccess(await request.requireViewer())),
  );

  api.get(
    "/search",
    {
      config: catalogue,
      schema: {
        operationId: named("searchCatalog"),
        tags,
        summary: "Free-text search across categories (typo-tolerant)",
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await textSearches.run(() => searchCatalog(db, request.query));
      const { q, types } = request.query;
      await recordCatalogEvent(db, request, {
        kind: "search",
        term: q,
        sdcType: types.length === 1 ? types[0] : null,
      });
      return found;
    },
  );

  api.get(
    "/data-explorer",
    {
      config: { access: { can: ["view", "DataVisualisation"] } },
      schema: {
        tags,
        summary: "Record counts by category, region and year",
        querystring: dataExplorerQuerySchema,
        response: { 200: dataExplorerResponseSchema, ...errors },
      },
    },
    (request) => dataExplorer(db, request.query),
  );

  api.get(
    "/lookups/:list",
    {
      config: catalogue,
      schema: {
        tags,
        summary: "A lookup list (section 3)",
        params: lookupParamsSchema,
        response: { 200: lookupResponseSchema, ...errors },
      },
    },
    async (request) => {
      return lookupList(db, request.params.list);
    },
  );

  api.get(
    "/bookmarks",
    {
      config: bookmarksAccess,
      schema: {
        tags,
        summary: "The signed-in user's bookmarks, newest first",
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListResponseSchema, ...errors },
      },
    },
    async (request) => listBookmarks(db, (await request.requireViewer()).user.id, request.query),
  );

  api.post(
    "/bookmarks",
    {
      config: bookmarksAccess,
      schema: {
        tags,
        summary: "Bookmark a record or a map view",
        body: createBookmarkBodySchema,
        response: { 201: bookmarkSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const bookmark = await createBookmark(db, viewer.user.id, request.body);
      await recordCatalogEvent(db, request, {
        kind: "bookmark",
        sdcType: bookmark.sdcType,
        recordId: bookmark.recordId,
      });
      return reply.status(201).send(bookmark);
    },
  );

  api.delete(
    "/bookmarks/:id",
    {
      config: bookmarksAccess,
      schema: {
        tags,
        summary: "Remove one of the signed-in user's bookmarks",
        params: bookmarkParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteBookmark(db, (await request.requireViewer()).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/:type/data",
    {
      config: catalogue,
      schema: {
        operationId: named("listCatalogRecords"),
        tags,
        summary: "One page of a category's records: search text, filters, sort",
        description:
          '`filter` is JSON: `{"region": ["PM"], "year": {"min": 1990, "max": 2010}}`. Columns, and which may be sorted or filtered, are listed by `sortable-props`.',
        params: typeParamsSchema,
        querystring: catalogDataQuerySchema,
        response: { 200: catalogDataResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const access = catalogAccess(viewer);
      // A search is its first page: turning pages or re-sorting the same text is not another one.
      // Recorded beside the search rather than after it, so its commit adds nothing to the answer's time.
      const [page] = await Promise.all([
        request.query.q
          ? textSearches.run(() => listRecords(db, request.params.type, request.query, access, results))
          : listRecords(db, request.params.type, request.query, access, results),
        request.query.q && request.query.page === 1
          ? recordCatalogEvent(db, request, {
              kind: "search",
              term: request.query.q,
              sdcType: request.params.type,
            })
          : undefined,
      ]);
      return { ...page, downloads: await rowDownloads(db, request.params.type, page.result, viewer.user) };
    },
  );

  api.get(
    "/:type/facets",
    {
      config: catalogue,
      schema: {
        tags,
        summary: "Counts per value of the facet columns (region, block, operator, year, …)",
        params: typeParamsSchema,
        querystring: catalogFacetsQuerySchema,
        response: { 200: catalogFacetsResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const { type } = request.params;
      const { q, filter, limit } = request.query;
      // A whole category's counts are stored already; narrowed ones are kept once counted.
      if (!q && !filter) return facetCounts(db, type, request.query);
      const count = () => facetCounts(db, type, request.query);
      return results.facetCounts(type, JSON.stringify([q ?? null, filter ?? null, limit]), () =>
        q ? textSearches.run(count) : count(),
      );
    },
  );

  api.get(
    "/:type/unique-values",
    {
      config: catalogue,
      schema: {
        tags,
        summary: "Distinct values of a column, with a search prefix (for the multi-select filter)",
        params: typeParamsSchema,
        querystring: uniqueValuesQuerySchema,
        response: { 200: uniqueValuesResponseSchema, ...errors },
      },
    },
    async (request) => {
      return uniqueValues(db, request.params.type, request.query);
    },
  );

  api.get(
    "/:type/sortable-props",
    {
      config: catalogue,
      schema: {
        tags,
        summary: "The columns of a category: labels, kinds, sortable, filterable, facets",
        params: typeParamsSchema,
        response: { 200: sortablePropsResponseSchema, ...errors },
      },
    },
    async (request) => {
      return sortableProps(request.params.type);
    },
  );

  api.get(
    "/:type/:id",
    {
      config: catalogue,
      schema: {
        operationId: named("getCatalogRecord"),
        tags,
        summary: "A record: metadata, geometry, files, download decision, linked records",
        params: recordParamsSchema,
        response: { 200: catalogDetailsResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { type, id } = request.params;
      const details = await recordDetails(db, type, id, viewer, catalogAccess(viewer));
      await recordCatalogEvent(db, request, { kind: "view", sdcType: type, recordId: id });
      return details;
    },
  );
}
