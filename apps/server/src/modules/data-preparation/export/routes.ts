import { exportMetadataBodySchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { errorResponses, tags, viewDataPreparation } from "../metadata/access.ts";
import { exportMetadata } from "./service.ts";

/** exportsdcexcel: the metadata as a streamed file; whoever views data preparation may export it (docs/decisions). */
export function registerExportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/data-preparation/exportsdcexcel",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "exportMetadata",
        tags,
        summary:
          "Export metadata as CSV or .xlsx (the listing's search and filters, a page of it, or the selected ids)",
        body: exportMetadataBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const file = await exportMetadata(db, request.body);
      return (
        reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "no-store")
          // The file is not JSON: it streams past the response schemas, which describe the errors.
          .send(file.stream as never)
      );
    },
  );
}
