import { apiErrorSchema, glossaryQuerySchema, glossaryResponseSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { listGlossary } from "./service.ts";

/** The glossary of terms used in the catalogue, for every signed-in user. */
export function registerGlossaryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/glossary",
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ["Glossary"],
        summary: "Glossary terms A–Z, by letter or text",
        querystring: glossaryQuerySchema,
        response: { 200: glossaryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => listGlossary(db, request.query),
  );
}
