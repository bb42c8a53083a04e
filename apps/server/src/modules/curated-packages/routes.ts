import {
  apiErrorSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  curatedAssignmentBodySchema,
  curatedAssignmentListSchema,
  curatedAssignmentSchema,
  curatedPackageBodySchema,
  curatedPackageDetailSchema,
  curatedPackageListSchema,
  curatedPackagesQuerySchema,
  pageQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { searchCatalog } from "../catalogs/index.ts";
import { assignCuratedPackage, listAssignments, unassignCuratedPackage } from "./assignments.ts";
import {
  createCuratedPackage,
  deleteCuratedPackage,
  getCuratedPackage,
  listCuratedPackages,
  updateCuratedPackage,
} from "./service.ts";

const PATH = "/curated-packages";
const params = z.object({ id: text().min(1).max(100) });
const assignmentParams = params.extend({ assignmentId: text().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["Curated packages"];
/** Section 6: admin manages curated packages (superadmin and system admin through their own rights). */
const config = { access: requires("manage", "CuratedPackage") };

/** `/api/curated-packages` (admin): curated packages and who they are assigned to. */
export function registerCuratedPackageAdminRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const actor = async (request: FastifyRequest) => actorOf(await request.requireViewer(), request.id);

  api.get(
    PATH,
    {
      config,
      schema: {
        operationId: "listCuratedPackages",
        tags,
        summary: "A page of curated packages, newest first, searched by name",
        querystring: curatedPackagesQuerySchema,
        response: { 200: curatedPackageListSchema, ...errors },
      },
    },
    async (request) => listCuratedPackages(db, request.query),
  );

  api.get(
    `${PATH}/record-search`,
    {
      config,
      schema: {
        operationId: "searchCuratedPackageRecords",
        tags,
        summary: "Catalogue records to curate, found by title or id (the catalogue's search)",
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchCatalog(db, request.query),
  );

  api.post(
    PATH,
    {
      config,
      schema: {
        operationId: "createCuratedPackage",
        tags,
        summary: "Create a curated package of catalogue records (each must exist and have files; audited)",
        body: curatedPackageBodySchema,
        response: { 201: curatedPackageDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCuratedPackage(db, { body: request.body, actor: await actor(request) })),
  );

  api.get(
    `${PATH}/:id`,
    {
      config,
      schema: {
        operationId: "getCuratedPackage",
        tags,
        summary: "A curated package with its records",
        params,
        response: { 200: curatedPackageDetailSchema, ...errors },
      },
    },
    async (request) => getCuratedPackage(db, request.params.id),
  );

  api.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        operationId: "updateCuratedPackage",
        tags,
        summary: "Edit a curated package; packages already taken from it keep what they had (audited)",
        params,
        body: curatedPackageBodySchema,
        response: { 200: curatedPackageDetailSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateCuratedPackage(db, { id: request.params.id, body: request.body, actor: await actor(request) }),
  );

  api.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        operationId: "deleteCuratedPackage",
        tags,
        summary: "Delete a curated package and its assignments; packages already taken are kept (audited)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCuratedPackage(db, { id: request.params.id, actor: await actor(request) });
      return reply.code(204).send(null);
    },
  );

  api.get(
    `${PATH}/:id/assignments`,
    {
      config,
      schema: {
        operationId: "listCuratedPackageAssignments",
        tags,
        summary: "The organisations and users a curated package is assigned to",
        params,
        querystring: pageQuerySchema,
        response: { 200: curatedAssignmentListSchema, ...errors },
      },
    },
    async (request) => listAssignments(db, { id: request.params.id, ...request.query }),
  );

  api.post(
    `${PATH}/:id/assignments`,
    {
      config,
      schema: {
        operationId: "assignCuratedPackage",
        tags,
        summary:
          "Assign a curated package to an organisation (all its users) or one of its users; 409 when already assigned (audited)",
        params,
        body: curatedAssignmentBodySchema,
        response: { 201: curatedAssignmentSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await assignCuratedPackage(db, {
          id: request.params.id,
          body: request.body,
          actor: await actor(request),
        }),
      ),
  );

  api.delete(
    `${PATH}/:id/assignments/:assignmentId`,
    {
      config,
      schema: {
        operationId: "unassignCuratedPackage",
        tags,
        summary: "Remove an assignment; packages its users took are kept (audited)",
        params: assignmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unassignCuratedPackage(db, { ...request.params, actor: await actor(request) });
      return reply.code(204).send(null);
    },
  );
}
