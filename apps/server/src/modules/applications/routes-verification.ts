import {
  apiErrorSchema,
  applicationActionBodySchema,
  applicationListResponseSchema,
  applicationSchema,
  pageQuerySchema,
  VERIFICATION_QUEUE_STATUSES,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applicationResponse } from "../../lib/application-response.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { listApplications } from "./queries.ts";
import { actionContextFor, actionErrors, applicationParamsSchema } from "./routes-context.ts";
import { approveApplication, resendApplicationEmail } from "./service.ts";

const tags = ["Verification requests"];
/** The statuses a verification action works in; elsewhere it is a 409 with the status. */
const VERIFICATION_STAGE = ["pending_verification", "pending_verification_clarification"] as const;

/**
 * Verification requests (section 7): the applications waiting for verification and their approve and
 * e-mail actions. Thin routes over the same service as the application actions: one implementation.
 */
export function registerVerificationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = actionContextFor(deps);

  api.get(
    "/verification-requests",
    {
      config: { access: requires("view", "VerificationApproval") },
      schema: {
        operationId: "listVerificationRequests",
        tags,
        summary: "A page of applications waiting for verification",
        querystring: pageQuerySchema,
        response: {
          200: applicationListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      const filters = { status: [...VERIFICATION_QUEUE_STATUSES] };
      return listApplications(deps.db, {
        filters,
        ...request.query,
        actor,
        sstRateBp: deps.config.billing.sstRateBp,
      });
    },
  );

  api.post(
    "/verification-requests/:id/approve",
    {
      config: { access: requires("update", "VerificationApproval") },
      schema: {
        operationId: "approveVerificationRequest",
        tags,
        summary: "Verify the application: it goes to the LOA chain, or (free) is approved and activated",
        params: applicationParamsSchema,
        body: applicationActionBodySchema,
        response: { 200: applicationSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await approveApplication(ctx, { id: request.params.id, ...request.body, stage: VERIFICATION_STAGE });
      return applicationResponse(deps.db, request.params.id, ctx.actor, deps.config.billing.sstRateBp);
    },
  );

  api.post(
    "/verification-requests/:id/email",
    {
      config: { access: requires("update", "VerificationEmail") },
      schema: {
        operationId: "resendVerificationEmail",
        tags,
        summary: "Send the applicant the verification stage's e-mail again",
        params: applicationParamsSchema,
        body: applicationActionBodySchema,
        response: { 200: applicationSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await resendApplicationEmail(ctx, { id: request.params.id, ...request.body });
      return applicationResponse(deps.db, request.params.id, ctx.actor, deps.config.billing.sstRateBp);
    },
  );
}
