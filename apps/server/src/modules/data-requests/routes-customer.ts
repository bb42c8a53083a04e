import {
  apiErrorSchema,
  createDataRequestBodySchema,
  dataRequestDetailSchema,
  dataRequestListSchema,
  dataRequestsQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { OWNER } from "../downloads/index.ts";
import { cancelRequest, createRequest, customerOf, listOwnRequests, ownRequestDetail } from "./customer.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Data requests"];
// The right of the download manager: a request ends as a download package.
const config = OWNER;

/** Section 7 "Data requests": a customer asks for data that is not online, follows and cancels it. */
export function registerCustomerRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customer = async (request: FastifyRequest) => customerOf(await request.requireViewer(), request.id);

  api.get(
    "/data-requests",
    {
      config,
      schema: {
        operationId: "listDataRequests",
        tags,
        summary:
          "Your data requests, newest first (the organisation's primary user sees all of the organisation's)",
        querystring: dataRequestsQuerySchema,
        response: { 200: dataRequestListSchema, ...errors },
      },
    },
    async (request) => listOwnRequests(deps.db, await customer(request), request.query),
  );

  api.post(
    "/data-requests",
    {
      config,
      schema: {
        operationId: "createDataRequest",
        tags,
        summary: "Ask for data that is not online: what, why, and which records or area",
        body: createDataRequestBodySchema,
        response: { 201: dataRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRequest(deps.db, await customer(request), request.body)),
  );

  api.get(
    "/data-requests/:id",
    {
      config,
      schema: {
        operationId: "getDataRequest",
        tags,
        summary: "A data request with its files and history",
        params,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => ownRequestDetail(deps.db, await customer(request), request.params.id),
  );

  api.post(
    "/data-requests/:id/cancel",
    {
      config,
      schema: {
        operationId: "cancelDataRequest",
        tags,
        summary: "Cancel a data request before it is delivered (409 once delivered, declined or cancelled)",
        params,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => cancelRequest(deps.db, await customer(request), request.params.id),
  );
}
