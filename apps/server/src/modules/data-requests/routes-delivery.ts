import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  DATA_DELIVERY_FILE_MAX_BYTES,
  dataRequestDetailSchema,
  dataRequestFilesUploadedSchema,
  deliverDataRequestBodySchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, badRequest, invalidField, unsupportedMediaType } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { requires } from "../../plugins/access.ts";
import { createCsrfProtection } from "../auth/index.ts";
import {
  assertTakesFiles,
  deliverRequest,
  removeDeliveryFile,
  storeDeliveryFile,
  tooLargeForDelivery,
} from "./delivery.ts";
import { staffOf } from "./staff.ts";

const params = z.object({ id: text().min(1).max(100) });
const fileParams = params.extend({ fileId: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["Data delivery"];
/** Section 6: the data role manages data delivery (system staff may only view it). */
const manage = { access: requires("manage", "DataDelivery") };
/** Files one upload call carries. */
const MAX_FILES_PER_CALL = 20;

/** Section 7 "Data delivery": upload a request's files, remove one, deliver them as a package. */
export function registerDeliveryRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const csrf = createCsrfProtection(deps.config);
  const origins = createPortalOrigin(deps.config);
  const staff = async (request: FastifyRequest) =>
    staffOf(await request.requireViewer(), request.id, origins.forLinks(request));

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: DATA_DELIVERY_FILE_MAX_BYTES,
        files: MAX_FILES_PER_CALL,
        fields: 0,
        parts: MAX_FILES_PER_CALL,
      },
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/data-delivery/:id/files",
      {
        config: { ...manage, acceptsForm: true },
        schema: {
          operationId: "uploadDataDeliveryFiles",
          tags,
          summary: `Upload files to deliver a request (multipart, parts named file, up to ${MAX_FILES_PER_CALL} a call); stored under Data Requests/{id}/{file name}`,
          description:
            "A multipart upload: send the x-csrf-token header (GET /api/auth/csrf) with the session.",
          consumes: ["multipart/form-data"],
          params,
          response: {
            201: dataRequestFilesUploadedSchema,
            ...errors,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw unsupportedMediaType("Send the files as multipart/form-data, each as a part named file.");
        }
        csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        const member = await staff(request);
        await assertTakesFiles(deps.db, request.params.id);
        const files = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== "file") continue;
            if (part.fieldname !== "file") {
              part.file.resume();
              throw invalidField("body.file", "Send each file as a part named file");
            }
            files.push(
              await storeDeliveryFile(deps, member, request.params.id, {
                fileName: part.filename,
                stream: part.file,
              }),
            );
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          const { statusCode: status, code } = err as { statusCode?: number; code?: string };
          if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
            throw invalidField("body", `Send at most ${MAX_FILES_PER_CALL} files, each as a part named file`);
          }
          if (status === 413) throw tooLargeForDelivery();
          throw badRequest(`The upload could not be read: ${(err as Error).message}`);
        }
        if (files.length === 0)
          throw invalidField("body.file", "Attach at least one file as a part named file");
        return reply.code(201).send({ files });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    "/data-delivery/:id/files/:fileId",
    {
      config: manage,
      schema: {
        operationId: "removeDataDeliveryFile",
        tags,
        summary: "Remove an uploaded file before the request is delivered",
        params: fileParams,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) =>
      removeDeliveryFile(deps, await staff(request), request.params.id, request.params.fileId),
  );

  api.post(
    "/data-delivery/:id/deliver",
    {
      config: manage,
      schema: {
        operationId: "deliverDataRequest",
        tags,
        summary:
          "Deliver an assigned request: its files become a download package for the customer (no credits); 409 without files",
        params,
        body: deliverDataRequestBodySchema,
        response: { 200: dataRequestDetailSchema, ...errors },
      },
    },
    async (request) => deliverRequest(deps, await staff(request), request.params.id, request.body.note),
  );
}
