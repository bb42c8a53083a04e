import {
  apiErrorSchema,
  ingestPageBodySchema,
  invalidFilesResponseSchema,
  linkResultSchema,
  metadataFileBodySchema,
  metadataFilesResponseSchema,
  setLinkFileBodySchema,
  unlinkedFilesResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client.ts";
import { errorResponses, manageDataPreparation, tags, viewDataPreparation } from "../metadata/access.ts";
import { listInvalidFiles, listUnlinkedFiles, recordFiles, setLinkFiles } from "./service.ts";

/** The UnlinkFile and InvalidFile sub-tabs and a record's files (POST under /data-preparation, section 7). */
export function registerFileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/data-preparation/getunlinkfiles",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listUnlinkedFiles",
        tags,
        summary: "Files in storage the last sync could not match to a record",
        body: ingestPageBodySchema,
        response: { 200: unlinkedFilesResponseSchema, ...errorResponses },
      },
    },
    (request) => listUnlinkedFiles(db, request.body),
  );

  api.post(
    "/data-preparation/getinvalidfiles",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listInvalidFiles",
        tags,
        summary: "Unreadable files and files that break the naming conventions, with invalid table headers",
        body: ingestPageBodySchema,
        response: { 200: invalidFilesResponseSchema, ...errorResponses },
      },
    },
    (request) => listInvalidFiles(db, request.body),
  );

  api.post(
    "/data-preparation/getsdcmetadatafile",
    {
      config: viewDataPreparation,
      schema: {
        operationId: "listRecordFiles",
        tags,
        summary: "A record's files as slots (fileid, id, bak_id)",
        body: metadataFileBodySchema,
        response: { 200: metadataFilesResponseSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    (request) => recordFiles(db, request.body.ingestType, request.body.id),
  );

  api.post(
    "/data-preparation/metadatasetlinkfile",
    {
      config: manageDataPreparation,
      schema: {
        operationId: "linkRecordFiles",
        tags,
        summary: "Link and unlink a record's files; code 201 refuses with a message and changes nothing",
        description:
          "Each slot whose fileid differs from its bak_id unlinks bak_id and links fileid. The HTTP status is 200 for both codes.",
        body: setLinkFileBodySchema,
        response: { 200: linkResultSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return setLinkFiles(db, {
        ...request.body,
        author: { id: viewer.user.id, name: viewer.user.name, role: viewer.user.role },
      });
    },
  );
}
