import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  createTechnicalStudyBodySchema,
  patchTechnicalStudyBodySchema,
  studyFileParamsSchema,
  studyIdParamsSchema,
  studyMilestoneInputSchema,
  studyMilestoneParamsSchema,
  studyMilestonePatchSchema,
  studyOrganisationsSchema,
  studyReportActionParamsSchema,
  studyReportTransitionBodySchema,
  technicalStudiesPageSchema,
  technicalStudiesQuerySchema,
  technicalStudyDetailSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { notMultipart, readUpload, refuseOversized } from "../uploads/index.ts";
import {
  addDocument,
  addMilestone,
  createStudy,
  deleteDocument,
  deleteMilestone,
  getStudy,
  listStudies,
  moveReport,
  patchStudy,
  studyFile,
  studyOrganisations,
  updateMilestone,
  uploadReportVersion,
} from "./service.ts";

const tags = ["Technical studies"];
/**
 * Section 6: the MPM study tier and add-on manage their own organisation's technical study; the data
 * role manages every study (creates, edits, reviews). The service tells the two apart.
 */
const access = { access: requires("manage", "TechnicalStudy") };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...errors, 409: apiErrorSchema };
const uploadErrors = { ...writeErrors, 413: apiErrorSchema, 415: apiErrorSchema };

const actor = async (request: FastifyRequest) => actorOf(await request.requireViewer(), request.id);

/** Section 7 `/api/technical-studies…`: study workspaces, their milestones, documents and report. */
export function registerTechnicalStudyRoutes(api: FastifyInstance, deps: ModuleDeps) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const csrf = createCsrfProtection(deps.config);

  app.get(
    "/technical-studies",
    {
      config: access,
      schema: {
        operationId: "listTechnicalStudies",
        tags,
        summary: "Study workspaces: the viewer's organisation's, or every one for data staff",
        querystring: technicalStudiesQuerySchema,
        response: { 200: technicalStudiesPageSchema, ...errors },
      },
    },
    async (request) => listStudies(deps.db, await actor(request), request.query),
  );

  app.post(
    "/technical-studies",
    {
      config: access,
      schema: {
        operationId: "createTechnicalStudy",
        tags,
        summary:
          "Open a study workspace for an organisation (data staff): its study area blocks and milestones",
        body: createTechnicalStudyBodySchema,
        response: { 201: technicalStudyDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStudy(deps.db, await actor(request), request.body)),
  );

  app.get(
    "/technical-studies/organisations",
    {
      config: access,
      schema: {
        operationId: "listTechnicalStudyOrganisations",
        tags,
        summary:
          "Organisations a study may be opened for: the MPM-study tier or add-on (every one for data staff, a customer's own otherwise)",
        response: { 200: studyOrganisationsSchema, ...errors },
      },
    },
    async (request) => studyOrganisations(deps.db, await actor(request)),
  );

  app.get(
    "/technical-studies/:id",
    {
      config: access,
      schema: {
        operationId: "getTechnicalStudy",
        tags,
        summary:
          "A study workspace: blocks, the records in them, documents, milestones and the report with its versions and allowedActions",
        params: studyIdParamsSchema,
        response: { 200: technicalStudyDetailSchema, ...errors },
      },
    },
    async (request) => getStudy(deps.db, await actor(request), request.params.id),
  );

  app.patch(
    "/technical-studies/:id",
    {
      config: access,
      schema: {
        operationId: "updateTechnicalStudy",
        tags,
        summary: "Rename a study, change its description or its study area blocks (data staff)",
        params: studyIdParamsSchema,
        body: patchTechnicalStudyBodySchema,
        response: { 200: technicalStudyDetailSchema, ...writeErrors },
      },
    },
    async (request) => patchStudy(deps.db, await actor(request), request.params.id, request.body),
  );

  app.post(
    "/technical-studies/:id/milestones",
    {
      config: access,
      schema: {
        operationId: "addTechnicalStudyMilestone",
        tags,
        summary: "Add a milestone (data staff)",
        params: studyIdParamsSchema,
        body: studyMilestoneInputSchema,
        response: { 201: technicalStudyDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addMilestone(deps.db, await actor(request), request.params.id, request.body)),
  );

  app.patch(
    "/technical-studies/:id/milestones/:milestoneId",
    {
      config: access,
      schema: {
        operationId: "updateTechnicalStudyMilestone",
        tags,
        summary: "Edit a milestone (data staff), or mark it done or not done (either side)",
        params: studyMilestoneParamsSchema,
        body: studyMilestonePatchSchema,
        response: { 200: technicalStudyDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateMilestone(
        deps.db,
        await actor(request),
        request.params.id,
        request.params.milestoneId,
        request.body,
      ),
  );

  app.delete(
    "/technical-studies/:id/milestones/:milestoneId",
    {
      config: access,
      schema: {
        operationId: "deleteTechnicalStudyMilestone",
        tags,
        summary: "Delete a milestone (data staff; audited)",
        params: studyMilestoneParamsSchema,
        response: { 200: technicalStudyDetailSchema, ...errors },
      },
    },
    async (request) =>
      deleteMilestone(deps.db, await actor(request), request.params.id, request.params.milestoneId),
  );

  app.delete(
    "/technical-studies/:id/documents/:fileId",
    {
      config: access,
      schema: {
        operationId: "deleteTechnicalStudyDocument",
        tags,
        summary:
          "Delete a study document: data staff any; the organisation its own uploads, by their uploader or the primary user (audited; report versions are never deleted)",
        params: studyFileParamsSchema,
        response: { 200: technicalStudyDetailSchema, ...errors },
      },
    },
    async (request) => deleteDocument(deps, await actor(request), request.params.id, request.params.fileId),
  );

  app.get(
    "/technical-studies/:id/files/:fileId",
    {
      config: access,
      schema: {
        operationId: "downloadTechnicalStudyFile",
        tags,
        summary: "Download a study document or report version",
        params: studyFileParamsSchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await studyFile(deps.db, await actor(request), request.params.id, request.params.fileId);
      const stream = await deps.storage.createReadStream(file.storageKey);
      const ascii = file.fileName.replace(/[^\w .-]+/g, "_").trim() || "document";
      return reply
        .header("content-type", file.contentType)
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(stream as never);
    },
  );

  app.post(
    "/technical-studies/:id/report/:action",
    {
      config: access,
      schema: {
        operationId: "moveTechnicalStudyReport",
        tags,
        summary:
          "A study-report workflow action: submit and resubmit (the organisation), start-review, request-changes and accept (data staff); 409 when the status moved",
        params: studyReportActionParamsSchema,
        body: studyReportTransitionBodySchema,
        response: { 200: technicalStudyDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      moveReport(deps.db, await actor(request), request.params.id, request.params.action, request.body),
  );

  api.register(async (scope) => {
    await scope.register(multipart);
    const files = scope.withTypeProvider<ZodTypeProvider>();
    const upload = (operationId: string, url: string, summary: string, store: typeof addDocument) =>
      files.post(
        url,
        {
          config: { ...access, acceptsForm: true },
          preValidation: refuseOversized,
          schema: {
            operationId,
            tags,
            summary,
            description:
              "A multipart upload with one part named file: send the x-csrf-token header (GET /api/auth/csrf) with the session.",
            consumes: ["multipart/form-data"],
            params: studyIdParamsSchema,
            response: { 201: technicalStudyDetailSchema, ...uploadErrors },
          },
        },
        async (request, reply) => {
          if (!request.isMultipart()) throw notMultipart();
          csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
          const who = await actor(request);
          const { file } = await readUpload(request);
          return reply.code(201).send(await store(deps, who, request.params.id, file));
        },
      );
    upload(
      "addTechnicalStudyDocument",
      "/technical-studies/:id/documents",
      "Add a study document (PDF, PNG or JPEG up to the upload limit, type checked on the bytes); either side",
      addDocument,
    );
    upload(
      "uploadTechnicalStudyReport",
      "/technical-studies/:id/report",
      "Upload a new version of the study report (a PDF); earlier versions are kept. The organisation, while drafting or after changes were requested",
      uploadReportVersion,
    );
  });
}
