import {
  adminDataRequestsQuerySchema,
  apiErrorSchema,
  assignDataRequestBodySchema,
  dataRequestDetailSchema,
  dataRequestListSchema,
  dataStaffListSchema,
  declineDataRequestBodySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { requires } from "../../plugins/access.ts";
import {
  assignRequest,
  dataStaff,
  declineRequest,
  listAllRequests,
  requestDetail,
  staffOf,
  unassignRequest,
} from "./staff.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Admin data requests"];
/** Section 6: data staff manage data requests; system staff may view them. */
const view = { access: requires("view", "DataRequest") };
const manage = { access: requires("manage", "DataRequest") };

/** Section 7 "Admin data requests": every organisation's requests, assign and unassign, decline. */
export function registerAdminRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origins = createPortalOrigin(deps.config);
  const staff = async (request: FastifyRequest) =>
    staffOf(await request.requireViewer(), request.id, origins.forLinks(request));

  api.get(
    "/admin/data-requests",
    {
      config: view,
      schema: {
        operationId: "listAdminDataRequests",
        tags,
        summary: "Every organisation's data requests, newest first; filter by status, assignee, organisation",
        querystring: adminDataRequestsQuerySchema,
        response: { 200: dataRequestListSchema, ...errors },
      },
    },
    async (request) => listAllRequests(deps.db, await staff(request), request.query),
  );

  api.get(
    "/admin/data-requests/assignees",
    {
      config: view,
      schema: {
        operationId: "listDataRequestAssignees",
        tags,
        summary: "The active data staff a request can be assigned to",
        response: { 200: dataStaffListSchema, ...errors },
      },
    },
    async (request) => dataStaff(deps.db, (await request.requireViewer()).user.id),
  );

  api.get(
    "/admin/data-requests/:id",
    {
      config: view,
      schema: {
        operationId: "getAdminDataRequest",
        tags,
        summary: "A data request with its uploaded files and history",
        params,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => requestDetail(deps.db, (await staff(request)).reading, request.params.id),
  );

  api.post(
    "/admin/data-requests/:id/assign",
    {
      config: manage,
      schema: {
        operationId: "assignDataRequest",
        tags,
        summary: "Assign a request to a data staff member (yourself or another), also from one to another",
        params,
        body: assignDataRequestBodySchema,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) =>
      assignRequest(deps.db, await staff(request), request.params.id, request.body.assigneeId),
  );

  api.post(
    "/admin/data-requests/:id/unassign",
    {
      config: manage,
      schema: {
        operationId: "unassignDataRequest",
        tags,
        summary: "Hand an assigned request back: it waits for a data staff member again",
        params,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => unassignRequest(deps.db, await staff(request), request.params.id),
  );

  api.post(
    "/admin/data-requests/:id/decline",
    {
      config: manage,
      schema: {
        operationId: "declineDataRequest",
        tags,
        summary: "Decline a request with the reason the customer reads (also sent by e-mail)",
        params,
        body: declineDataRequestBodySchema,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => declineRequest(deps, await staff(request), request.params.id, request.body.reason),
  );
}
