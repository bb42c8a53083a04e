import {
  addLookupBodySchema,
  addLookupResponseSchema,
  apiErrorSchema,
  clearMetadataCacheBodySchema,
  clearMetadataCacheResponseSchema,
  dropdownOptionsResponseSchema,
  filterOptionsBodySchema,
  filterOptionsResponseSchema,
  ingestTypeBodySchema,
  LOOKUP_INSERT_CALLS,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "../metadata/access.ts";
import { addLookupValue, clearMetadataCache, dropdownOptions, filterOptions } from "./service.ts";

/** Dropdowns, filter lists, inline lookup inserts and the cache clear of metadata administration. */
export function registerLookupRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/data-preparation/getdropdownoptions",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listDropdownOptions",
        tags,
        summary: "The insert form's lookup lists for a category",
        body: ingestTypeBodySchema,
        response: { 200: dropdownOptionsResponseSchema, ...errorResponses },
      },
    },
    (request) => dropdownOptions(db, request.body.ingestType),
  );

  api.post(
    "/data-preparation/getfilteroptions",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listFilterOptions",
        tags,
        summary: "The options of a column's filter list, starting with the search text",
        body: filterOptionsBodySchema,
        response: { 200: filterOptionsResponseSchema, ...errorResponses },
      },
    },
    (request) => filterOptions(db, request.body),
  );

  for (const [call, list] of Object.entries(LOOKUP_INSERT_CALLS)) {
    api.post(
      `/data-preparation/${call}`,
      {
        config: manageDataPreparation,
        schema: {
          operationId: `add${list.charAt(0).toUpperCase()}${list.slice(1)}`,
          tags,
          summary: `Add a value to the ${list} list (409 when it exists, in any letter case)`,
          body: addLookupBodySchema,
          response: { 200: addLookupResponseSchema, 409: apiErrorSchema, ...errorResponses },
        },
      },
      async (request) => {
        const viewer = await request.requireViewer();
        return addLookupValue(db, { list, name: request.body.name, by: viewer.user });
      },
    );
  }

  api.post(
    "/data-preparation/clear-metadata-cache",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "clearMetadataCache",
        tags,
        summary: "Rebuild what is derived from the metadata (the search-word dictionary)",
        body: clearMetadataCacheBodySchema,
        response: { 200: clearMetadataCacheResponseSchema, ...errorResponses },
      },
    },
    () => clearMetadataCache(db),
  );
}
