import {
  addPackageItemsBodySchema,
  apiErrorSchema,
  createPackageBodySchema,
  downloadPackageDetailSchema,
  downloadPackageListSchema,
  downloadPackagesQuerySchema,
  renamePackageBodySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { DOWNLOADER } from "./access.ts";
import { cancelItem, cancelPackage, confirmPackage } from "./lifecycle.ts";
import { ownerOf } from "./owner.ts";
import { downloadPackage, markDelivered } from "./serve.ts";
import {
  addPackageItems,
  createPackage,
  deleteDraft,
  listPackages,
  packageDetail,
  removeDraftItem,
  renamePackage,
} from "./service.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Download packages"];
const config = DOWNLOADER;

/** Download packagers and items (section 7): a user's own packages, their items, confirmation, cancellation, the ZIP. */
export function registerDownloadRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest) => ownerOf(await request.requireViewer(), request.id);

  api.get(
    "/download-packagers",
    {
      config,
      schema: {
        operationId: "listDownloadPackages",
        tags,
        summary: "Your download packages, newest first (each user sees only their own)",
        querystring: downloadPackagesQuerySchema,
        response: { 200: downloadPackageListSchema, ...errors },
      },
    },
    async (request) => listPackages(deps.db, await owner(request), request.query),
  );

  api.post(
    "/download-packagers",
    {
      config,
      schema: {
        operationId: "createDownloadPackage",
        tags,
        summary: "Start a package (a draft), optionally with records; 409 while another draft is open",
        body: createPackageBodySchema,
        response: { 201: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPackage(deps.db, await owner(request), request.body)),
  );

  api.post(
    "/catalogs/packager",
    {
      config,
      schema: {
        operationId: "addToDownloadPackage",
        tags,
        summary:
          "Add catalogue records (a record page, selected rows, a map selection) to your open package, started when none",
        body: addPackageItemsBodySchema,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) =>
      addPackageItems(deps.db, await owner(request), { packageId: null, records: request.body.records }),
  );

  api.get(
    "/download-packagers/:id",
    {
      config,
      schema: {
        operationId: "getDownloadPackage",
        tags,
        summary: "A package with its items, size, credits, progress and expiry",
        params,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => packageDetail(deps.db, await owner(request), request.params.id),
  );

  api.patch(
    "/download-packagers/:id",
    {
      config,
      schema: {
        operationId: "renameDownloadPackage",
        tags,
        summary: "Rename a package",
        params,
        body: renamePackageBodySchema,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => renamePackage(deps.db, await owner(request), request.params.id, request.body.name),
  );

  api.delete(
    "/download-packagers/:id",
    {
      config,
      schema: {
        operationId: "deleteDownloadPackage",
        tags,
        summary: "Delete a package not yet confirmed",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDraft(deps.db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/download-packagers/:id/items",
    {
      config,
      schema: {
        operationId: "addDownloadPackageItems",
        tags,
        summary: "Add records to a package not yet confirmed",
        params,
        body: addPackageItemsBodySchema,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) =>
      addPackageItems(deps.db, await owner(request), {
        packageId: request.params.id,
        records: request.body.records,
      }),
  );

  api.post(
    "/download-packagers/:id/confirm",
    {
      config,
      schema: {
        operationId: "confirmDownloadPackage",
        tags,
        summary:
          "Confirm a package: its credits are spent once and its preparation starts (a repeat answers it as it is)",
        params,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => confirmPackage(deps, await owner(request), request.params.id),
  );

  api.post(
    "/download-packagers/:id/cancel-download",
    {
      config,
      schema: {
        operationId: "cancelDownloadPackage",
        tags,
        summary: "Cancel a confirmed package not yet downloaded; the credits come back",
        params,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => cancelPackage(deps, await owner(request), request.params.id),
  );

  api.get(
    "/download-packagers/:id/download",
    {
      config,
      schema: {
        operationId: "downloadPackageZip",
        tags,
        summary:
          "The package as one ZIP (files under the data paths and MANIFEST.sha256); Range, If-Range and ETag for resuming; 416 past the end",
        params,
        headers: z.object({ range: text().max(200).optional(), "if-range": text().max(200).optional() }),
        response: { 416: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await owner(request);
      const file = await downloadPackage(deps, who, request.params.id, {
        range: request.headers.range,
        ifRange: request.headers["if-range"],
      });
      reply.code(file.status).headers(file.headers);
      if (file.status === 416) {
        return reply.send({
          error: {
            code: "RANGE_NOT_SATISFIABLE",
            message: `The package has ${file.headers["content-range"].split("/")[1]} bytes.`,
          },
        });
      }
      if (file.delivered && file.body) {
        file.body.once("end", () => {
          markDelivered(deps.db, request.params.id).catch((err) =>
            request.log.warn({ err }, "delivery not marked"),
          );
        });
      }
      // The ZIP is not JSON: it streams past the response schemas, which describe the errors.
      return reply.send(file.body as never);
    },
  );

  api.delete(
    "/download-items/:id",
    {
      config,
      schema: {
        operationId: "removeDownloadItem",
        tags,
        summary: "Remove a record from a package not yet confirmed",
        params,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => removeDraftItem(deps.db, await owner(request), request.params.id),
  );

  api.post(
    "/download-items/:id/cancel-download",
    {
      config,
      schema: {
        operationId: "cancelDownloadItem",
        tags,
        summary: "Cancel one item of a confirmed package not yet downloaded; its credits come back",
        params,
        response: { 200: downloadPackageDetailSchema, ...errors },
      },
    },
    async (request) => cancelItem(deps, await owner(request), request.params.id),
  );
}
