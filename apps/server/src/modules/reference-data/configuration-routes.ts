import { apiErrorSchema, configurationUpdateSchema, configurationValuesSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { readConfigurations, updateConfigurations } from "./configuration.ts";

const tags = ["Reference data"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export function registerConfigurationRoutes(app: FastifyInstance, db: Database) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/configurations",
    {
      config: { access: requires("view", "Configuration") },
      schema: {
        tags,
        summary: "Every known configuration key with its value (the default when never set)",
        response: { 200: configurationValuesSchema, ...errors },
      },
    },
    async () => readConfigurations(db),
  );

  api.put(
    "/configurations",
    {
      config: { access: requires("manage", "Configuration") },
      schema: {
        tags,
        summary: "Set some of the known keys (an unknown key is a 400); answers every key",
        body: configurationUpdateSchema,
        response: { 200: configurationValuesSchema, ...errors },
      },
    },
    async (request) =>
      updateConfigurations(db, {
        update: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
