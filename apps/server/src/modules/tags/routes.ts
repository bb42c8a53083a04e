import { apiErrorSchema, tagsResponseSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { listTags } from "./service.ts";

export function registerTagRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/tags",
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ["Tags"],
        summary: "Record tags with their record counts",
        response: { 200: tagsResponseSchema, 401: apiErrorSchema },
      },
    },
    () => listTags(db),
  );
}
