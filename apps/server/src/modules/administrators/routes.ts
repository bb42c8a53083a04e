import {
  administratorListResponseSchema,
  administratorSchema,
  apiErrorSchema,
  createAdministratorBodySchema,
  loaChainResponseSchema,
  pageQuerySchema,
  saveLoaChainBodySchema,
  text,
  updateAdministratorBodySchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { loadChain, saveChain } from "../applications/index.ts";
import {
  type AdministratorContext,
  createAdministrator,
  deleteAdministrator,
  getAdministrator,
  listAdministrators,
  updateAdministrator,
} from "./service.ts";

const tags = ["Administrators"];
const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const BASE = "/admin/administrators";

/** Admin administrators (section 7: CRUD, and LOA): the staff users and the LOA chain. */
export function registerAdministratorRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const origin = createPortalOrigin(deps.config);
  const contextOf = async (request: FastifyRequest): Promise<AdministratorContext> => ({
    db,
    outbox: deps.outbox,
    realtime: deps.realtime,
    actor: actorOf(await request.requireViewer(), request.id),
    linkOrigin: origin.forLinks(request),
  });
  const chainResponse = async () => ({
    approvers: (await loadChain(db)).map((link) => ({
      userId: link.userId,
      name: link.name,
      email: link.email,
      level: link.level,
      limit: { currency: "MYR" as const, amountSen: link.limitSen },
    })),
  });

  api.get(
    `${BASE}/loa`,
    {
      config: { access: requires("read", "LOAApprover") },
      schema: {
        operationId: "getLoaChain",
        tags,
        summary: "The LOA chain: approvers by level with their limits",
        response: { 200: loaChainResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    chainResponse,
  );

  api.put(
    `${BASE}/loa`,
    {
      config: { access: requires("manage", "Administrator") },
      schema: {
        operationId: "saveLoaChain",
        tags,
        summary:
          "Replace the chain (order = levels, limits); applications in LOA move to their new next approver",
        body: saveLoaChainBodySchema,
        response: { 200: loaChainResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { actor } = await contextOf(request);
      await db.transaction((tx) => saveChain(tx, { approvers: request.body.approvers, actor }));
      return chainResponse();
    },
  );

  api.get(
    BASE,
    {
      config: { access: requires("view", "Administrator") },
      schema: {
        operationId: "listAdministrators",
        tags,
        summary: "A page of staff users with their role, status and LOA placement",
        querystring: pageQuerySchema,
        response: {
          200: administratorListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => listAdministrators(db, request.query),
  );

  api.post(
    BASE,
    {
      config: { access: requires("create", "Administrator") },
      schema: {
        operationId: "createAdministrator",
        tags,
        summary: "Invite a staff user (an e-mail with the activation link); an LOA approver joins the chain",
        body: createAdministratorBodySchema,
        response: { 200: administratorSchema, ...errors },
      },
    },
    async (request) => createAdministrator(await contextOf(request), request.body),
  );

  api.get(
    `${BASE}/:id`,
    {
      config: { access: requires("view", "Administrator") },
      schema: {
        operationId: "getAdministrator",
        tags,
        summary: "A staff user",
        params,
        response: { 200: administratorSchema, ...errors },
      },
    },
    (request) => getAdministrator(db, request.params.id),
  );

  api.patch(
    `${BASE}/:id`,
    {
      config: { access: requires("update", "Administrator") },
      schema: {
        operationId: "updateAdministrator",
        tags,
        summary: "Change name, role, status (suspend, reactivate) or LOA level and limit",
        params,
        body: updateAdministratorBodySchema,
        response: { 200: administratorSchema, ...errors },
      },
    },
    async (request) => updateAdministrator(await contextOf(request), request.params.id, request.body),
  );

  api.delete(
    `${BASE}/:id`,
    {
      config: { access: requires("delete", "Administrator") },
      schema: {
        operationId: "deleteAdministrator",
        tags,
        summary: "Delete a staff user; an LOA approver's waiting applications move to the next approver",
        params,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteAdministrator(await contextOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
