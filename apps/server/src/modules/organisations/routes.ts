import {
  adminOrganisationListQuerySchema,
  adminOrganisationPatchSchema,
  adminOrganisationSchema,
  apiErrorSchema,
  pagedSchema,
  referenceIdParamsSchema,
  vdrSettingsInputSchema,
  vdrSettingsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires, requiresAny } from "../../plugins/access.ts";
import { getAdminOrganisation, listAdminOrganisations, updateAdminOrganisation } from "./service.ts";
import { getVdrSettings, saveVdrSettings } from "./vdr-settings.ts";

const PATH = "/admin/organizations";
const tags = ["Admin organizations"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** Admins (subscriptions) and MBR admins (VDR) both work with every organisation. */
const readers = requiresAny(["manage", "Subscription"], ["manage", "VDR"]);

/** Section 7 "Admin organizations and VDR settings". */
export function registerAdminOrganisationRoutes(app: FastifyInstance, db: Database) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = referenceIdParamsSchema;

  api.get(
    PATH,
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          "A page of every organisation, searched by name or registration number, by tier, kind or country",
        querystring: adminOrganisationListQuerySchema,
        response: { 200: pagedSchema(adminOrganisationSchema), ...errors },
      },
    },
    async (request) => listAdminOrganisations(db, request.query),
  );

  api.get(
    `${PATH}/:id`,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: "One organisation with its country, links and subscription status",
        params,
        response: { 200: adminOrganisationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getAdminOrganisation(db, request.params.id),
  );

  api.patch(
    `${PATH}/:id`,
    {
      config: { access: requires("manage", "Subscription") },
      schema: {
        tags,
        summary: "Correct an organisation's name, address, registration number, country or link (audited)",
        params,
        body: adminOrganisationPatchSchema,
        response: { 200: adminOrganisationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateAdminOrganisation(db, {
        id: request.params.id,
        patch: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.get(
    `${PATH}/:id/vdr-settings`,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: "An organisation's VDR settings (the configuration's values until saved)",
        params,
        response: { 200: vdrSettingsSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getVdrSettings(db, request.params.id),
  );

  api.put(
    `${PATH}/:id/vdr-settings`,
    {
      config: { access: requires("manage", "VDR") },
      schema: {
        tags,
        summary: "Set an organisation's VDR access days, contact address and whether it is on (audited)",
        params,
        body: vdrSettingsInputSchema,
        response: { 200: vdrSettingsSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      saveVdrSettings(db, {
        organisationId: request.params.id,
        settings: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
