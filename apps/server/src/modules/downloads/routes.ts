import {
  addPackageItemsBodySchema,
  addPackageItemsResponseSchema,
  apiErrorSchema,
  createPackageBodySchema,
  downloaderParamsSchema,
  downloaderQuerySchema,
  downloadPackageDetailSchema,
  downloadPackageListSchema,
  downloadPackagesQuerySchema,
  recordParamsSchema,
  renamePackageBodySchema,
  signedDownloadQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { isPublic } from "../../plugins/access.ts";
import { OWNER } from "./access.ts";
import { cancelItem, cancelPackage, confirmPackage } from "./lifecycle.ts";
import { type Owner, ownerOf } from "./owner.ts";
import { sendPackageZip } from "./send-zip.ts";
import {
  addPackageItems,
  createPackage,
  deleteDraft,
  listPackages,
  packageDetail,
  removeDraftItem,
  renamePackage,
} from "./service.ts";
import { downloaderFor, ownerOfSignedLink } from "./signed-download.ts";
import { downloadOneRecord } from "./single-record.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Download packages"];
const config = OWNER;
export const rangeHeaders = z.object({
  range: text().max(200).optional(),
  "if-range": text().max(200).optional(),
});

/** Download packagers and items (section 7): a user's own packages, their items, confirmation, cancellation, the ZIP. */
export function registerDownloadRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest) => ownerOf(await request.requireViewer(), request.id);
  const origins = createPortalOrigin(deps.config);

  const sendZip = (
    request: FastifyRequest<{ Headers: { range?: string; "if-range"?: string } }>,
    reply: FastifyReply,
    who: Owner,
    packageId: string,
  ) => sendPackageZip(deps, request, reply, who, packageId);

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

  // The catalogue's packager, under v1 and, for the older clients of section 7's v2 catalogue, v2.
  for (const [path, operationId] of [
    ["/catalogs/packager", "addToDownloadPackage"],
    ["/v2/catalogs/packager", "addToDownloadPackageV2"],
  ] as const) {
    api.post(
      path,
      {
        config,
        schema: {
          operationId,
          // The v2 copies sit with the rest of the v2 catalogue in the document.
          tags: path.startsWith("/v2/") ? ["Catalogs v2"] : tags,
          summary:
            "Add catalogue records (a record page, selected rows, a map selection) to your open package, started when none; records that cannot be added are left out and listed in `skipped` with the reason",
          body: addPackageItemsBodySchema,
          response: { 200: addPackageItemsResponseSchema, ...errors },
        },
      },
      async (request) =>
        addPackageItems(deps.db, await owner(request), { packageId: null, records: request.body.records }),
    );
  }

  // The catalogue's single-record download, v1 and v2 (decision 0201): a package of one record.
  for (const [path, operationId] of [
    ["/catalogs/:type/:id/download", "downloadCatalogRecord"],
    ["/v2/catalogs/:type/:id/download", "downloadCatalogRecordV2"],
  ] as const) {
    api.post(
      path,
      {
        config,
        schema: {
          operationId,
          // The v2 copies sit with the rest of the v2 catalogue in the document.
          tags: path.startsWith("/v2/") ? ["Catalogs v2"] : tags,
          summary: "Download one record: a package of that record, confirmed at once (its credits spent)",
          description:
            "The record page's rights (a record not released to your tier or add-ons is a 403 with the refusal; " +
            "one without files a 409) and the packages' credits (409 when the balance or quota is short). " +
            "While a package of the record asked for this way is preparing or ready, asking again answers " +
            "it and spends nothing. Download its ZIP from `/download-packagers/{id}/download` once ready.",
          params: recordParamsSchema,
          response: { 200: downloadPackageDetailSchema, ...errors },
        },
      },
      async (request) => downloadOneRecord(deps, await owner(request), request.params),
    );
  }

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
        summary:
          "Add records to a package not yet confirmed; records that cannot be added are listed in `skipped`",
        params,
        body: addPackageItemsBodySchema,
        response: { 200: addPackageItemsResponseSchema, ...errors },
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
        headers: rangeHeaders,
        response: { 416: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => sendZip(request, reply, await owner(request), request.params.id),
  );

  api.get(
    "/download-packagers/:id/signed-download",
    {
      // The signed link is the credential (a downloader script has no session): see signed-download.ts.
      config: { access: isPublic },
      schema: {
        operationId: "downloadPackageZipBySignedLink",
        tags,
        summary:
          "The package's ZIP for a downloader script: the signed link of its owner instead of a session, then as the ZIP route (Range, If-Range, ETag, 416)",
        params,
        querystring: signedDownloadQuerySchema,
        headers: rangeHeaders,
        response: { 416: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await ownerOfSignedLink(
        { db: deps.db, secret: deps.config.authSecret },
        request.params.id,
        request.query.token,
        request.id,
      );
      return sendZip(request, reply, who, request.params.id);
    },
  );

  api.get(
    "/downloader/:os",
    {
      config,
      schema: {
        operationId: "getPackageDownloader",
        tags,
        summary:
          "A script for windows (PowerShell), macos or linux (sh) that downloads one ready package with resume and verifies its checksums",
        params: downloaderParamsSchema,
        querystring: downloaderQuerySchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const script = await downloaderFor(
        { db: deps.db, secret: deps.config.authSecret },
        await owner(request),
        request.query.packageId,
        request.params.os,
        origins.forLinks(request),
      );
      reply.headers({
        "content-type": script.contentType,
        "content-disposition": `attachment; filename="${script.fileName}"`,
        // It holds a personal link: no shared cache keeps it.
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      // A script, not JSON: it passes the response schemas, which describe the errors.
      return reply.send(script.body as never);
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
