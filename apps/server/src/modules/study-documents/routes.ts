import multipart from "@fastify/multipart";
import {
  adminSubscriptionStudyDocumentParamsSchema,
  apiErrorSchema,
  createStudyDocumentCommentBodySchema,
  studyDocumentCommentListSchema,
  studyDocumentCommentParamsSchema,
  studyDocumentCommentSchema,
  studyDocumentListSchema,
  studyDocumentParamsSchema,
  studyDocumentSchema,
  studyDocumentsQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asCustomer, asStaff, requires } from "../../plugins/access.ts";
import { openStoredFile } from "../../plugins/storage.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { readUpload, refuseOversized } from "../uploads/index.ts";
import {
  addComment,
  deleteComment,
  deleteStudyDocument,
  getStudyDocument,
  listComments,
  listStudyDocuments,
  memberOf,
  type Reader,
  staffReaderOf,
  studyDocumentFile,
  uploadStudyDocument,
} from "./service.ts";

const tags = ["Study documents"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Section 6: graduate, research, academic and their international variants manage their organisation's. */
const MEMBER = { access: asCustomer(requires("manage", "StudyDocuments")) };
/** Staff who may view subscriptions read an organisation's documents from its subscription page. */
const STAFF = { access: asStaff(requires("view", "Subscription")) };
/** Room for the title, the kind and an abstract of up to 4,000 characters (UTF-8). */
const FIELD_BYTES = 16 * 1024;
const ok = z.object({ ok: z.literal(true) });

/**
 * The PDF's own policy: Chrome's viewer embeds the document (object-src 'self') and styles its page
 * inline; nothing runs or loads besides, and only the portal's pages may frame it.
 */
const PDF_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/** The PDF inline, for the browser's own viewer (an iframe on the document's page, or a tab of its own). */
async function sendInline(
  reply: FastifyReply,
  storage: ModuleDeps["storage"],
  file: { storageKey: string; fileName: string; contentType: string },
) {
  const stream = await openStoredFile(storage, file.storageKey, "study document");
  const name = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return reply
    .header("content-type", "application/pdf")
    .header(
      "content-disposition",
      `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header("cache-control", "private, no-store")
    .header("x-frame-options", "SAMEORIGIN")
    .header("content-security-policy", PDF_POLICY)
    .send(stream as never);
}

/** Section 7 "study-documents with comments" and admin subscriptions' study-documents (decision 0171). */
export function registerStudyDocumentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, storage } = deps;
  const csrf = createCsrfProtection(deps.config);
  app.register(async (scope) => {
    await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const member = async (request: FastifyRequest) => memberOf(await request.requireViewer());

    api.get(
      "/study-documents",
      {
        config: MEMBER,
        schema: {
          operationId: "listStudyDocuments",
          tags,
          summary:
            "A page of your organisation's study documents, newest first, searched by title, abstract or author",
          querystring: studyDocumentsQuerySchema,
          response: { 200: studyDocumentListSchema, ...errors },
        },
      },
      async (request) => listStudyDocuments(db, await member(request), request.query),
    );

    api.post(
      "/study-documents",
      {
        config: { ...MEMBER, acceptsForm: true },
        preValidation: refuseOversized,
        schema: {
          operationId: "uploadStudyDocument",
          tags,
          summary:
            "Upload a study document: a PDF (checked on its bytes, at most 10 MB) with its title, kind (thesis, report, poster) and abstract",
          description:
            "multipart/form-data with the fields title, kind, abstract and the PDF as the part named file.",
          consumes: ["multipart/form-data"],
          response: { 201: studyDocumentSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // A multipart body is what a cross-site form can send: the CSRF header proves it is the portal's.
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const viewer = await request.requireViewer();
        const upload = await readUpload(request, { fieldSize: FIELD_BYTES }).catch((err: unknown) => {
          // The uploads module takes PNG and JPEG too; a study document is a PDF, named as the field.
          if (err instanceof AppError && err.code === "UNSUPPORTED_MEDIA_TYPE" && request.isMultipart())
            throw invalidField("body.file", "Upload a PDF file (its bytes must start with %PDF-)");
          throw err;
        });
        return reply.code(201).send(await uploadStudyDocument(deps, viewer, upload, request.id));
      },
    );

    api.get(
      "/study-documents/:id",
      {
        config: MEMBER,
        schema: {
          operationId: "getStudyDocument",
          tags,
          summary: "One of your organisation's study documents",
          params: studyDocumentParamsSchema,
          response: { 200: studyDocumentSchema, ...errors },
        },
      },
      async (request) => getStudyDocument(db, await member(request), request.params.id),
    );

    api.get(
      "/study-documents/:id/file",
      {
        config: MEMBER,
        schema: {
          operationId: "openStudyDocumentFile",
          tags,
          summary: "The document's PDF, inline (Content-Disposition inline) for the browser's PDF viewer",
          params: studyDocumentParamsSchema,
          response: errors,
        },
      },
      async (request, reply) =>
        sendInline(reply, storage, await studyDocumentFile(db, await member(request), request.params.id)),
    );

    api.delete(
      "/study-documents/:id",
      {
        config: MEMBER,
        schema: {
          operationId: "deleteStudyDocument",
          tags,
          summary:
            "Delete a study document with its comments (its uploader or the primary user); the audit keeps it",
          params: studyDocumentParamsSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await deleteStudyDocument(deps, await request.requireViewer(), request.params.id, request.id);
        return { ok: true as const };
      },
    );

    api.get(
      "/study-documents/:id/comments",
      {
        config: MEMBER,
        schema: {
          operationId: "listStudyDocumentComments",
          tags,
          summary: "The document's comment thread, oldest first",
          params: studyDocumentParamsSchema,
          response: { 200: studyDocumentCommentListSchema, ...errors },
        },
      },
      async (request) => listComments(db, await member(request), request.params.id),
    );

    api.post(
      "/study-documents/:id/comments",
      {
        config: MEMBER,
        schema: {
          operationId: "createStudyDocumentComment",
          tags,
          summary: "Comment on a document: plain text, or rich text that is sanitised before it is stored",
          params: studyDocumentParamsSchema,
          body: createStudyDocumentCommentBodySchema,
          response: { 201: studyDocumentCommentSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addComment(db, await request.requireViewer(), request.params.id, request.body, request.id),
          ),
    );

    api.delete(
      "/study-documents/:id/comments/:commentId",
      {
        config: MEMBER,
        schema: {
          operationId: "deleteStudyDocumentComment",
          tags,
          summary: "Delete your own comment; the audit keeps it",
          params: studyDocumentCommentParamsSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        const { id, commentId } = request.params;
        await deleteComment(db, await request.requireViewer(), id, commentId, request.id);
        return { ok: true as const };
      },
    );

    // Staff, read-only, through the organisation's subscription.
    const staffTags = ["Admin subscriptions"];
    const subscription = (request: { params: { id: string } }): Promise<Reader> =>
      staffReaderOf(db, request.params.id);

    api.get(
      "/admin/subscriptions/:id/study-documents",
      {
        config: STAFF,
        schema: {
          operationId: "listSubscriptionStudyDocuments",
          tags: staffTags,
          summary: "The subscription's organisation's study documents, read-only",
          params: z.object({ id: text().trim().min(1).max(100) }),
          querystring: studyDocumentsQuerySchema,
          response: { 200: studyDocumentListSchema, ...errors },
        },
      },
      async (request) => listStudyDocuments(db, await subscription(request), request.query),
    );

    api.get(
      "/admin/subscriptions/:id/study-documents/:documentId",
      {
        config: STAFF,
        schema: {
          operationId: "getSubscriptionStudyDocument",
          tags: staffTags,
          summary: "One study document of the subscription's organisation, read-only",
          params: adminSubscriptionStudyDocumentParamsSchema,
          response: { 200: studyDocumentSchema, ...errors },
        },
      },
      async (request) => getStudyDocument(db, await subscription(request), request.params.documentId),
    );

    api.get(
      "/admin/subscriptions/:id/study-documents/:documentId/file",
      {
        config: STAFF,
        schema: {
          operationId: "openSubscriptionStudyDocumentFile",
          tags: staffTags,
          summary: "A study document's PDF of the subscription's organisation, inline",
          params: adminSubscriptionStudyDocumentParamsSchema,
          response: errors,
        },
      },
      async (request, reply) =>
        sendInline(
          reply,
          storage,
          await studyDocumentFile(db, await subscription(request), request.params.documentId),
        ),
    );

    api.get(
      "/admin/subscriptions/:id/study-documents/:documentId/comments",
      {
        config: STAFF,
        schema: {
          operationId: "listSubscriptionStudyDocumentComments",
          tags: staffTags,
          summary: "A study document's comment thread of the subscription's organisation, read-only",
          params: adminSubscriptionStudyDocumentParamsSchema,
          response: { 200: studyDocumentCommentListSchema, ...errors },
        },
      },
      async (request) => listComments(db, await subscription(request), request.params.documentId),
    );
  });
}
