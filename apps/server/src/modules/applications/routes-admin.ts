import {
  ACTIVATION_QUEUE_STATUSES,
  adminApplicationDetailSchema,
  adminApplicationListQuerySchema,
  apiErrorSchema,
  applicationActionBodySchema,
  applicationListResponseSchema,
  applicationSchema,
  pageQuerySchema,
  rejectApplicationBodySchema,
  requestClarificationBodySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { applicationResponse } from "../../lib/application-response.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { openStoredFile } from "../../plugins/storage.ts";
import { findApplicationDocument, getApplicationDetail, listApplications } from "./queries.ts";
import { actionContextFor, actionErrors, applicationParamsSchema, tags } from "./routes-context.ts";
import {
  approveApplication,
  rejectApplication,
  requestClarification,
  resendApplicationEmail,
  resetApplication,
} from "./service.ts";

const BASE = "/admin/subscriptions/applications";
const listErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff processing of applications (section 7 "Admin subscriptions: applications …"). */
export function registerAdminApplicationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { sstRateBp } = deps.config.billing;
  const contextOf = actionContextFor(deps);

  api.get(
    BASE,
    {
      config: { access: requires("view", "SubscriptionApplication") },
      schema: {
        operationId: "listAdminApplications",
        tags,
        summary: "A page of applications: filter by status(es), kind, plan, organisation, submitted between",
        querystring: adminApplicationListQuerySchema,
        response: { 200: applicationListResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const actor = actorOf(await request.requireViewer(), request.id);
      return listApplications(db, { filters, page, pageSize, actor, sstRateBp });
    },
  );

  api.get(
    `${BASE}/activation`,
    {
      config: { access: requires("view", "ActivationApplication") },
      schema: {
        operationId: "listActivationApplications",
        tags,
        summary: "Activation applications: activation failed, or finance's approval activates them next",
        querystring: pageQuerySchema,
        response: { 200: applicationListResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const actor = actorOf(await request.requireViewer(), request.id);
      return listApplications(db, {
        filters: { status: [...ACTIVATION_QUEUE_STATUSES] },
        page,
        pageSize,
        actor,
        sstRateBp,
      });
    },
  );

  api.get(
    `${BASE}/:id`,
    {
      config: { access: requires("view", "SubscriptionApplication") },
      schema: {
        operationId: "getAdminApplication",
        tags,
        summary: "An application with its organisation, applicant, documents and timeline",
        params: applicationParamsSchema,
        response: { 200: adminApplicationDetailSchema, ...listErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      return getApplicationDetail(db, { id: request.params.id, actor, sstRateBp });
    },
  );

  api.get(
    `${BASE}/:id/documents/:documentId`,
    {
      config: { access: requires("view", "SubscriptionApplication") },
      schema: {
        operationId: "downloadApplicationDocument",
        tags,
        summary: "Download a supporting document of an application",
        params: applicationParamsSchema.extend({ documentId: text().min(1).max(100) }),
        response: { ...listErrors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const document = await findApplicationDocument(db, request.params);
      const stream = await openStoredFile(deps.storage, document.storageKey, "document");
      const name = document.fileName.replace(/["\\\r\n]/g, "_");
      return reply
        .header("content-type", document.contentType)
        .header(
          "content-disposition",
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(stream as never);
    },
  );

  const action = <B extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: B,
    run: (ctx: Awaited<ReturnType<typeof contextOf>>, id: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    api.post(
      `${BASE}/:id/${path}`,
      {
        config: { access: requires("update", "SubscriptionApplication") },
        schema: {
          operationId,
          tags,
          summary,
          params: applicationParamsSchema,
          body,
          response: { 200: applicationSchema, ...actionErrors },
        },
      },
      async (request) => {
        const ctx = await contextOf(request);
        await run(ctx, request.params.id, request.body as z.output<B>);
        return applicationResponse(db, request.params.id, ctx.actor, sstRateBp);
      },
    );

  action(
    "approve",
    "approveApplication",
    "Approve at the current stage (verification, LOA level, finance); the last approval activates",
    applicationActionBodySchema,
    (ctx, id, body) => approveApplication(ctx, { id, ...body }),
  );
  action(
    "reject",
    "rejectApplication",
    "Reject with a reason (kept in the audit trail and e-mailed to the applicant)",
    rejectApplicationBodySchema,
    (ctx, id, body) => rejectApplication(ctx, { id, ...body }),
  );
  action(
    "request-clarification",
    "requestApplicationClarification",
    "Ask the applicant for more (the message is kept in the audit trail and e-mailed)",
    requestClarificationBodySchema,
    (ctx, id, body) => requestClarification(ctx, { id, ...body }),
  );
  action(
    "resend-email",
    "resendApplicationEmail",
    "Send the applicant their last request again",
    applicationActionBodySchema,
    (ctx, id, body) => resendApplicationEmail(ctx, { id, ...body }),
  );
  action(
    "reset",
    "resetApplication",
    "Return a stuck application to its last stable status",
    applicationActionBodySchema,
    (ctx, id, body) => resetApplication(ctx, { id, ...body }),
  );
}
