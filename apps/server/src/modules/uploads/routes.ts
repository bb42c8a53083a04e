import multipart from "@fastify/multipart";
import { apiErrorSchema, uploadFieldsSchema, uploadParamsSchema, uploadSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalidField, notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { isPublic } from "../../plugins/access.ts";
import { createCsrfProtection } from "../auth/index.ts";
import { limit } from "../registration/index.ts";
import { notMultipart, readUpload, refuseOversized } from "./multipart.ts";
import { createUpload, deleteUpload, uploaderOf } from "./service.ts";

const tags = ["Uploads"];
const who =
  "Public route with its own proof of ownership: a registration draft's x-registration-token header, or the session of an organisation's primary user (who then also sends the x-csrf-token header).";

/** Section 7 "Uploads": supporting documents of a registration draft or an application. */
export function registerUploadRoutes(api: FastifyInstance, deps: ModuleDeps) {
  const csrf = createCsrfProtection(deps.config);
  api.register(async (scope) => {
    await scope.register(multipart);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/uploads",
      {
        config: { access: isPublic, acceptsForm: true },
        preValidation: refuseOversized,
        schema: {
          operationId: "createUpload",
          tags,
          summary:
            "Upload one supporting document (PDF, PNG or JPEG, at most 10 MB) to a draft or an application",
          description: who,
          consumes: ["multipart/form-data"],
          response: {
            200: uploadSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // The body's type first: a JSON call learns that before anything about who it is.
        if (!request.isMultipart()) throw notMultipart();
        const uploader = await uploaderOf(deps.db, request, deps.config.authSecret);
        if (uploader.kind === "user")
          csrf.verify(request, request.headers["x-csrf-token"] as string | undefined);
        await limit(deps.db, reply, request.ip, "uploadsPerAddress");
        const { fields, file } = await readUpload(request);
        const target = uploadFieldsSchema.safeParse(fields);
        if (!target.success) {
          const issue = target.error.issues[0];
          throw invalidField(`body.${issue.path.join(".")}`, issue.message);
        }
        return createUpload(deps, uploader, target.data, file);
      },
    );

    app.delete(
      "/uploads/:id",
      {
        config: { access: isPublic },
        schema: {
          operationId: "deleteUpload",
          tags,
          summary: "Remove an upload you made (a draft's, or your own on your organisation's application)",
          description: who.replace(" (who then also sends the x-csrf-token header)", ""),
          params: uploadParamsSchema,
          response: {
            200: z.object({ ok: z.literal(true) }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        // Without a token or a session nothing is the caller's, so the upload is simply not found.
        const uploader = await uploaderOf(deps.db, request, deps.config.authSecret, () => notFound("Upload"));
        await deleteUpload(deps, uploader, request.params.id);
        return { ok: true as const };
      },
    );
  });
}
