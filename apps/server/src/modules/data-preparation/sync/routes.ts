import {
  apiErrorSchema,
  storageSyncBodySchema,
  storageSyncStartedSchema,
  syncStatusBodySchema,
  syncStatusSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "../metadata/access.ts";
import { type SyncDeps, startStorageSync, syncStatus } from "./job.ts";

/** Cloud storage sync: start one (a durable job) and ask how it stands. */
export function registerSyncRoutes(app: FastifyInstance, deps: Pick<SyncDeps, "db" | "jobs">) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/data-preparation/sdccloudstoragesync",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "startStorageSync",
        tags,
        summary: "Start a cloud storage sync of a category; progress comes on the socket room it names",
        description:
          "Answers 202 with the job and its room `sync:<jobId>`. A sync of the category already queued or running is answered instead of a new one.",
        body: storageSyncBodySchema,
        response: { 202: storageSyncStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const started = await startStorageSync(deps, { type: request.body.ingestType, userId: viewer.user.id });
      return reply.status(202).send(started);
    },
  );

  api.post(
    "/data-preparation/getsyncstatus",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "getSyncStatus",
        tags,
        summary: "A sync's status, progress and result",
        body: syncStatusBodySchema,
        response: { 200: syncStatusSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    (request) => syncStatus(deps.db, request.body.jobId),
  );
}
