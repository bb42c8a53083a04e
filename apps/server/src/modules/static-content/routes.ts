import { apiErrorSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { staticContentParamsSchema, staticContentSchema, staticContentUpdateSchema } from "./schema.ts";
import { getPublishedContent, saveContent } from "./service.ts";

export function registerStaticContentRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/static-content/:slug",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["Static content"],
        summary: "A published static page (about-us or EULA)",
        params: staticContentParamsSchema,
        response: { 200: staticContentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => getPublishedContent(deps.db, request.params.slug),
  );

  api.put(
    "/admin/static-content/:slug",
    {
      config: { access: { can: ["manage", "StaticContent"] } },
      schema: {
        tags: ["Static content"],
        summary: "Replace a static page's text",
        params: staticContentParamsSchema,
        body: staticContentUpdateSchema,
        response: { 200: staticContentSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => saveContent(deps.db, request.params.slug, request.body),
  );
}
