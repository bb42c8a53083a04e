import {
  apiErrorSchema,
  glossaryQuerySchema,
  glossaryResponseSchema,
  glossaryTermInputSchema,
  glossaryTermParamsSchema,
  glossaryTermSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { createGlossaryTerm, deleteGlossaryTerm, listGlossary, updateGlossaryTerm } from "./service.ts";

const tags = ["Glossary"];
/** Section 6 names no subject for the glossary: data staff keep it (docs/decisions.md). */
const EDIT_GLOSSARY = requires("manage", "DataPreparation");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The glossary of terms used in the catalogue: read by every signed-in user, kept by data staff. */
export function registerGlossaryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => actorOf(await request.requireViewer(), request.id);

  api.get(
    "/glossary",
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary: "Glossary terms A–Z, by letter or text",
        querystring: glossaryQuerySchema,
        response: { 200: glossaryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => listGlossary(db, request.query),
  );

  api.post(
    "/glossary",
    {
      config: { access: EDIT_GLOSSARY },
      schema: {
        tags,
        summary: "Add a term (409 when the glossary has it, in any letter case)",
        body: glossaryTermInputSchema,
        response: { 200: glossaryTermSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => createGlossaryTerm(db, { values: request.body, actor: await actor(request) }),
  );

  api.put(
    "/glossary/:id",
    {
      config: { access: EDIT_GLOSSARY },
      schema: {
        tags,
        summary: "Change a term or its definition",
        params: glossaryTermParamsSchema,
        body: glossaryTermInputSchema,
        response: { 200: glossaryTermSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateGlossaryTerm(db, { id: request.params.id, values: request.body, actor: await actor(request) }),
  );

  api.delete(
    "/glossary/:id",
    {
      config: { access: EDIT_GLOSSARY },
      schema: {
        tags,
        summary: "Remove a term",
        params: glossaryTermParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteGlossaryTerm(db, { id: request.params.id, actor: await actor(request) });
      return { ok: true as const };
    },
  );
}
