import {
  apiErrorSchema,
  pageQuerySchema,
  taggedRecordInputSchema,
  taggedRecordParamsSchema,
  taggedRecordSchema,
  taggedRecordsResponseSchema,
  tagInputSchema,
  tagParamsSchema,
  tagSchema,
  tagsResponseSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import { listTaggedRecords, tagRecord, untagRecord } from "./records.ts";
import { createTag, deleteTag, listTags, updateTag } from "./service.ts";

const openApiTags = ["Tags"];
/** Section 6 names no subject for tags: data staff keep them, as the glossary (docs/decisions.md). */
const EDIT_TAGS = requires("manage", "DataPreparation");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const notFoundError = { 404: apiErrorSchema };
const ok = z.object({ ok: z.literal(true) });

/** Record tags: everyone signed in reads them; data staff add, rename and delete them and tag records. */
export function registerTagRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => actorOf(await request.requireViewer(), request.id);

  api.get(
    "/tags",
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: openApiTags,
        summary: "Record tags with their record counts",
        response: { 200: tagsResponseSchema, 401: apiErrorSchema },
      },
    },
    () => listTags(db),
  );

  api.post(
    "/tags",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "Add a tag (409 when one has the name, in any letter case)",
        body: tagInputSchema,
        response: { 200: tagSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => createTag(db, { values: request.body, actor: await actor(request) }),
  );

  api.put(
    "/tags/:id",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "Rename or redescribe a tag",
        params: tagParamsSchema,
        body: tagInputSchema,
        response: { 200: tagSchema, ...errors, ...notFoundError, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateTag(db, { id: request.params.id, values: request.body, actor: await actor(request) }),
  );

  api.delete(
    "/tags/:id",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "Delete a tag; the records carrying it lose it",
        params: tagParamsSchema,
        response: { 200: ok, ...errors, ...notFoundError },
      },
    },
    async (request) => {
      await deleteTag(db, { id: request.params.id, actor: await actor(request) });
      return { ok: true as const };
    },
  );

  api.get(
    "/tags/:id/records",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "The records carrying a tag, by category then id",
        params: tagParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: taggedRecordsResponseSchema, ...errors, ...notFoundError },
      },
    },
    (request) => listTaggedRecords(db, request.params.id, request.query),
  );

  api.put(
    "/tags/:id/records",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "Put the tag on a record (again is no change)",
        params: tagParamsSchema,
        body: taggedRecordInputSchema,
        response: { 200: taggedRecordSchema, ...errors, ...notFoundError },
      },
    },
    async (request) =>
      tagRecord(db, { tagId: request.params.id, record: request.body, actor: await actor(request) }),
  );

  api.delete(
    "/tags/:id/records/:sdcType/:recordId",
    {
      config: { access: EDIT_TAGS },
      schema: {
        tags: openApiTags,
        summary: "Take the tag off a record",
        params: taggedRecordParamsSchema,
        response: { 200: ok, ...errors, ...notFoundError },
      },
    },
    async (request) => {
      const { id, ...record } = request.params;
      await untagRecord(db, { tagId: id, record, actor: await actor(request) });
      return { ok: true as const };
    },
  );
}
