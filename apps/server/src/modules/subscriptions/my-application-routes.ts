import {
  apiErrorSchema,
  applicationSchema,
  customerApplicationBodySchema,
  customerApplicationDetailSchema,
  pagedSchema,
  pageQuerySchema,
  submitApplicationBodySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asCustomer, asPrimaryCustomer, requires } from "../../plugins/access.ts";
import {
  createMyApplication,
  getMyApplication,
  listMyApplications,
  submitMyApplication,
  updateMyApplication,
  withdrawMyApplication,
} from "./my-applications.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/**
 * Customers act on applications from the subscription screen, which every tier but MBR may view;
 * section 6 gives them no right on applications. Any member reads them; only the primary user
 * acts (the workflow's isApplicant guard then checks the application is their organisation's).
 */
const READER = { access: asCustomer(requires("view", "Subscription")) };
const APPLICANT = { access: asPrimaryCustomer(requires("view", "Subscription")) };
const TAGS = ["Organizations/me"];

/** The organisation's own applications: renewal, upgrade, downgrade, add-on and amendment. */
export function registerMyApplicationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { sstRateBp } = deps.config.billing;
  const actor = async (request: { requireViewer(): Promise<Parameters<typeof actorOf>[0]>; id: string }) =>
    actorOf(await request.requireViewer(), request.id);

  api.get(
    "/organizations/me/applications",
    {
      config: READER,
      schema: {
        operationId: "listMyApplications",
        tags: TAGS,
        summary: "Your organisation's applications, newest first, with the actions you may take",
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(applicationSchema), ...errors },
      },
    },
    async (request) => listMyApplications(db, { actor: await actor(request), ...request.query, sstRateBp }),
  );

  api.post(
    "/organizations/me/applications",
    {
      config: APPLICANT,
      schema: {
        operationId: "createMyApplication",
        tags: TAGS,
        summary: "Apply for a renewal, upgrade, downgrade, add-on or amendment (a draft; submit it next)",
        body: customerApplicationBodySchema,
        response: { 200: customerApplicationDetailSchema, ...errors },
      },
    },
    async (request) =>
      createMyApplication(db, { actor: await actor(request), body: request.body, sstRateBp }),
  );

  api.get(
    "/organizations/me/applications/:id",
    {
      config: READER,
      schema: {
        operationId: "getMyApplication",
        tags: TAGS,
        summary: "One of your organisation's applications with its timeline",
        params,
        response: { 200: customerApplicationDetailSchema, ...errors },
      },
    },
    async (request) => getMyApplication(db, await actor(request), request.params.id, sstRateBp),
  );

  api.put(
    "/organizations/me/applications/:id",
    {
      config: APPLICANT,
      schema: {
        operationId: "updateMyApplication",
        tags: TAGS,
        summary: "Edit a draft or a reopened application",
        params,
        body: customerApplicationBodySchema,
        response: { 200: customerApplicationDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateMyApplication(db, {
        actor: await actor(request),
        id: request.params.id,
        body: request.body,
        sstRateBp,
      }),
  );

  api.delete(
    "/organizations/me/applications/:id",
    {
      config: APPLICANT,
      schema: {
        operationId: "withdrawMyApplication",
        tags: TAGS,
        summary: "Withdraw: a draft is cancelled, a submitted application asks staff to cancel it",
        params,
        response: { 200: customerApplicationDetailSchema, ...errors },
      },
    },
    async (request) =>
      withdrawMyApplication(db, { actor: await actor(request), id: request.params.id, sstRateBp }),
  );

  api.post(
    "/organizations/me/applications/:id/submit",
    {
      config: APPLICANT,
      schema: {
        operationId: "submitMyApplication",
        tags: TAGS,
        summary:
          "Submit a draft, answer a clarification (message and uploads), or reopen a rejected application",
        params,
        body: submitApplicationBodySchema,
        response: { 200: customerApplicationDetailSchema, ...errors },
      },
    },
    async (request) =>
      submitMyApplication(deps, {
        actor: await actor(request),
        id: request.params.id,
        body: request.body,
        sstRateBp,
      }),
  );
}
