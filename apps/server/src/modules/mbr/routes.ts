import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  createMbrPackageSchema,
  mbrActivityListSchema,
  mbrActivityQuerySchema,
  mbrBlockParamsSchema,
  mbrBlockRecordsSchema,
  mbrDocumentFieldsSchema,
  mbrDocumentParamsSchema,
  mbrDocumentSchema,
  mbrPackageParamsSchema,
  mbrPackageSchema,
  mbrRoundDetailSchema,
  mbrRoundListSchema,
  mbrRoundParamsSchema,
  mbrTakenPackageSchema,
  mbrTakenParamsSchema,
  takeMbrPackageResponseSchema,
  text,
  updateMbrDocumentSchema,
  updateMbrPackageSchema,
  updateMbrRoundSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalidField } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asCustomer, asStaff, requires, requiresAny } from "../../plugins/access.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { ownerOf, sendPackageZip } from "../downloads/index.ts";
import { notMultipart, readUpload, refuseOversized } from "../uploads/index.ts";
import {
  blockBidRecords,
  createPackage,
  deleteDocument,
  deletePackage,
  documentFile,
  listRounds,
  roundActivity,
  roundDetail,
  takenPackage,
  takePackage,
  updateDocument,
  updatePackage,
  updateRound,
  uploadDocument,
} from "./service.ts";

/**
 * Section 6: the MBR tier and add-on and data staff manage MBR; the MBR admin views bid rounds
 * (its `view BidRound`), which is how it reads this area.
 */
export const MBR_READ = { access: requiresAny(["manage", "MBR"], ["view", "BidRound"]) };
/** Taking a package makes a download package: an organisation's user with the MBR right. */
export const MBR_TAKE = { access: asCustomer(requires("manage", "MBR")) };
/** Staff who manage MBR (data staff, and the system roles' manage all). */
export const MBR_STAFF = { access: asStaff(requires("manage", "MBR")) };

const tags = ["MBR"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const ok = z.object({ ok: z.literal(true) });

export function registerMbrRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const csrf = createCsrfProtection(deps.config);

  api.get(
    "/mbr/rounds",
    {
      config: MBR_READ,
      schema: {
        operationId: "listMbrRounds",
        tags,
        summary: "Bid rounds of the MBR area: published rounds not yet closed (staff see every round)",
        response: { 200: mbrRoundListSchema, ...errors },
      },
    },
    async (request) => listRounds(deps.db, await request.requireViewer()),
  );

  api.get(
    "/mbr/rounds/:id",
    {
      config: MBR_READ,
      schema: {
        operationId: "getMbrRound",
        tags,
        summary: "A round: its blocks with their bid-flagged data, key dates, documents and data packages",
        params: mbrRoundParamsSchema,
        response: { 200: mbrRoundDetailSchema, ...errors },
      },
    },
    async (request) => roundDetail(deps.db, await request.requireViewer(), request.params.id),
  );

  api.get(
    "/mbr/rounds/:id/documents/:docId/file",
    {
      config: MBR_READ,
      schema: {
        operationId: "getMbrDocumentFile",
        tags,
        summary: "A round's document (PDF), opened in the browser",
        params: mbrDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { data, fileName } = await documentFile(
        deps,
        await request.requireViewer(),
        request.params.id,
        request.params.docId,
      );
      const ascii = fileName.replace(/[^\w .-]+/g, "_") || "document.pdf";
      reply.headers({
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      return reply.send(data as never);
    },
  );

  api.post(
    "/mbr/rounds/:id/packages/:packageId/take",
    {
      config: MBR_TAKE,
      schema: {
        operationId: "takeMbrPackage",
        tags,
        summary:
          "Take a bid-round data package as a download package (no credits); while one taken before is preparing or ready, that one is answered",
        params: mbrPackageParamsSchema,
        response: { 200: takeMbrPackageResponseSchema, ...errors },
      },
    },
    async (request) =>
      takePackage(
        deps,
        await request.requireViewer(),
        request.id,
        request.params.id,
        request.params.packageId,
      ),
  );

  api.get(
    "/mbr/taken/:packageId",
    {
      config: MBR_TAKE,
      schema: {
        operationId: "getMbrTakenPackage",
        tags,
        summary:
          "The state of a download package you took from a bid-round package (its preparation progress)",
        params: mbrTakenParamsSchema,
        response: { 200: mbrTakenPackageSchema, ...errors },
      },
    },
    async (request) => takenPackage(deps.db, await request.requireViewer(), request.params.packageId),
  );

  api.get(
    "/mbr/taken/:packageId/file",
    {
      config: MBR_TAKE,
      schema: {
        operationId: "downloadMbrTakenPackage",
        tags,
        summary:
          "The ZIP of a download package you took from a bid-round package, once ready (Range, If-Range and ETag for resuming, as every package's ZIP)",
        params: mbrTakenParamsSchema,
        headers: z.object({ range: text().max(200).optional(), "if-range": text().max(200).optional() }),
        response: { 409: apiErrorSchema, 416: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The MBR tier has no download-packager right: this answers only the packages it took here.
      const viewer = await request.requireViewer();
      await takenPackage(deps.db, viewer, request.params.packageId);
      return sendPackageZip(deps, request, reply, ownerOf(viewer), request.params.packageId);
    },
  );

  /* ---------- staff ---------- */

  api.patch(
    "/admin/mbr/rounds/:id",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "updateMbrRound",
        tags,
        summary:
          "Publish or unpublish a round's blocks, set its key dates and the catalogue round its blocks carry",
        params: mbrRoundParamsSchema,
        body: updateMbrRoundSchema,
        response: { 200: mbrRoundDetailSchema, ...errors },
      },
    },
    async (request) => updateRound(deps.db, await request.requireViewer(), request.params.id, request.body),
  );

  api.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/admin/mbr/rounds/:id/documents",
      {
        config: { ...MBR_STAFF, acceptsForm: true },
        preValidation: refuseOversized,
        schema: {
          operationId: "uploadMbrDocument",
          tags,
          summary: "Upload a round's document (PDF, checked on its bytes): fields title, kind and file",
          description:
            "A multipart upload: send the x-csrf-token header (GET /api/auth/csrf) with the session.",
          consumes: ["multipart/form-data"],
          params: mbrRoundParamsSchema,
          response: { 200: mbrDocumentSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw notMultipart();
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const { fields, file } = await readUpload(request);
        const parsed = mbrDocumentFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw invalidField(`body.${issue.path.join(".")}`, issue.message);
        }
        return uploadDocument(deps, request.params.id, parsed.data, file);
      },
    );
  });

  api.patch(
    "/admin/mbr/rounds/:id/documents/:docId",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "updateMbrDocument",
        tags,
        summary: "Publish or unpublish a round's document",
        params: mbrDocumentParamsSchema,
        body: updateMbrDocumentSchema,
        response: { 200: mbrDocumentSchema, ...errors },
      },
    },
    async (request) =>
      updateDocument(deps.db, request.params.id, request.params.docId, request.body.published),
  );

  api.delete(
    "/admin/mbr/rounds/:id/documents/:docId",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "deleteMbrDocument",
        tags,
        summary: "Delete a round's document and its file",
        params: mbrDocumentParamsSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => deleteDocument(deps, request.params.id, request.params.docId),
  );

  api.get(
    "/admin/mbr/rounds/:id/blocks/:block/records",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "listMbrBlockRecords",
        tags,
        summary:
          "A block's bid-flagged records (at most a package's worth, by title), with whether each has files: what a package is made of",
        params: mbrBlockParamsSchema,
        response: { 200: mbrBlockRecordsSchema, ...errors },
      },
    },
    async (request) => blockBidRecords(deps.db, request.params.id, request.params.block),
  );

  api.post(
    "/admin/mbr/rounds/:id/packages",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "createMbrPackage",
        tags,
        summary:
          "Curate a bid-round data package: a name, a block on offer and bid-flagged records of that block",
        params: mbrRoundParamsSchema,
        body: createMbrPackageSchema,
        response: { 200: mbrPackageSchema, ...errors },
      },
    },
    async (request) => createPackage(deps.db, await request.requireViewer(), request.params.id, request.body),
  );

  api.patch(
    "/admin/mbr/rounds/:id/packages/:packageId",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "updateMbrPackage",
        tags,
        summary: "Rename, publish or unpublish a bid-round data package",
        params: mbrPackageParamsSchema,
        body: updateMbrPackageSchema,
        response: { 200: mbrPackageSchema, ...errors },
      },
    },
    async (request) => updatePackage(deps.db, request.params.id, request.params.packageId, request.body),
  );

  api.delete(
    "/admin/mbr/rounds/:id/packages/:packageId",
    {
      config: MBR_STAFF,
      schema: {
        operationId: "deleteMbrPackage",
        tags,
        summary: "Delete a bid-round data package (packages already taken stay with their takers)",
        params: mbrPackageParamsSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => deletePackage(deps.db, request.params.id, request.params.packageId),
  );

  api.get(
    "/admin/mbr/rounds/:id/activity",
    {
      config: { access: asStaff(requiresAny(["manage", "MBR"], ["view", "BidRound"])) },
      schema: {
        operationId: "listMbrRoundActivity",
        tags,
        summary: "Who opened the round, its documents, and took its packages, newest first",
        params: mbrRoundParamsSchema,
        querystring: mbrActivityQuerySchema,
        response: { 200: mbrActivityListSchema, ...errors },
      },
    },
    async (request) => roundActivity(deps.db, request.params.id, request.query),
  );
}
