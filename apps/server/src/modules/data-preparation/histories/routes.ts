import { metadataHistoriesQuerySchema, metadataHistoriesResponseSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { errorResponses, tags, viewDataPreparation } from "../metadata/access.ts";
import { listHistories } from "./service.ts";

/** The MetadataRecord sub-tab: who changed what and when, before and after. */
export function registerHistoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/admin/data-preparation/metadata-histories",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listMetadataHistories",
        tags,
        summary: "Metadata changes, newest first, of a record, of a category, or all",
        querystring: metadataHistoriesQuerySchema,
        response: { 200: metadataHistoriesResponseSchema, ...errorResponses },
      },
    },
    (request) => listHistories(db, request.query),
  );
}
