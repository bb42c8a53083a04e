import { apiErrorSchema, registrationStatusSchema } from "@strata/core";
import { and, asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applications, uploads } from "../../db/schema/index.ts";
import { selectApplications, toApplication } from "../../lib/application-response.ts";
import { notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { toUpload } from "./upload-present.ts";

/** The signed-in applicant's registration, for the panel the done page's sign-in link leads to. */
export function registerStatusRoutes(api: FastifyInstance, deps: ModuleDeps) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    "/registration/application",
    {
      config: { access: requires("view", "Subscription") },
      schema: {
        operationId: "getMyRegistration",
        tags: ["Registration"],
        summary: "Your organisation's registration application, with its documents",
        response: {
          200: registrationStatusSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const organisationId = viewer.user.organisation?.id ?? "";
      const [found] = await selectApplications(db)
        .where(and(eq(applications.organisationId, organisationId), eq(applications.kind, "registration")))
        .orderBy(desc(applications.createdAt))
        .limit(1);
      if (!found) throw notFound("Registration");
      const documents = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.attachableType, "application"), eq(uploads.attachableId, found.row.id)))
        .orderBy(asc(uploads.createdAt));
      return {
        application: toApplication(found, actorOf(viewer, request.id), deps.config.billing.sstRateBp),
        documents: documents.map(toUpload),
      };
    },
  );
}
