import { reminderSettingsSchema, updateReminderSettingsBodySchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { readReminderSettings, updateReminderSettings } from "../../lib/reminder-settings.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { readErrors } from "./routes-context.ts";

const tags = ["Email reminder settings"];

/**
 * Which scheduled reminders are on and how many days before (section 7 "email-reminder-settings").
 * They are configuration: read with `view Configuration`, changed with `manage Configuration`
 * (docs/decisions.md "Invoices").
 */
export function registerReminderSettingsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/email-reminder-settings",
    {
      config: { access: requires("view", "Configuration") },
      schema: {
        operationId: "getEmailReminderSettings",
        tags,
        summary: "Invoice-due and subscription-expiry reminders: on or off, and the days before",
        response: { 200: reminderSettingsSchema, ...readErrors },
      },
    },
    async () => readReminderSettings(deps.db),
  );

  api.put(
    "/email-reminder-settings",
    {
      config: { access: requires("manage", "Configuration") },
      schema: {
        operationId: "updateEmailReminderSettings",
        tags,
        summary: "Change the reminders of the kinds given",
        body: updateReminderSettingsBodySchema,
        response: { 200: reminderSettingsSchema, ...readErrors },
      },
    },
    async (request) =>
      updateReminderSettings(deps.db, {
        actor: actorOf(await request.requireViewer(), request.id),
        body: request.body,
      }),
  );
}
