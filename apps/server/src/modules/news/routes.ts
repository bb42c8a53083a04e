import {
  apiErrorSchema,
  newsIdParamsSchema,
  newsInputSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsSchema,
  pageQuerySchema,
  publicNewsPageSchema,
  publicNewsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { isPublic, requires, requiresAll } from "../../plugins/access.ts";
import {
  createNews,
  deleteNews,
  getNews,
  getPublishedNews,
  listNews,
  listPublishedNews,
  newsImage,
  transitionNews,
  updateNews,
} from "./service.ts";

const tags = ["News"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/**
 * Section 6: superadmin manages everything "except viewing StaticOverview and News", system not even
 * that. Editing what one may not see makes no sense, so writes need both rights (docs/decisions.md).
 */
const VIEW = requires("view", "News");
const EDIT = requiresAll(VIEW, requires("manage", "News"));

/** Section 7 "Admin news: CRUD", and the public's published news. */
export function registerNewsRoutes(app: FastifyInstance, deps: Pick<ModuleDeps, "db" | "storage">) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/news",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "Published news, newest first",
        querystring: pageQuerySchema,
        response: { 200: publicNewsPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listPublishedNews(db, request.query),
  );

  api.get(
    "/news/:id",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "A published news item (a draft is not found)",
        params: newsIdParamsSchema,
        response: { 200: publicNewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => getPublishedNews(db, request.params.id),
  );

  api.get(
    "/news/:id/image",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "A news item's image (anyone for a published item; staff who view News for any)",
        params: newsIdParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const image = await newsImage(db, request.params.id, viewer?.ability.can("view", "News") ?? false);
      const stream = await deps.storage.createReadStream(image.storageKey);
      return (
        reply
          .header("content-type", image.contentType)
          .header("cache-control", "private, max-age=60")
          .header("x-content-type-options", "nosniff")
          // The image is not JSON: it streams past the response schemas, which describe the errors.
          .send(stream as never)
      );
    },
  );

  api.get(
    "/admin/news",
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: "A page of news items of every status, latest change first",
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema, ...errors },
      },
    },
    async (request) => listNews(db, request.query, actorOf(await request.requireViewer(), request.id)),
  );

  api.get(
    "/admin/news/:id",
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: "A news item of any status",
        params: newsIdParamsSchema,
        response: { 200: newsSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getNews(db, request.params.id, actorOf(await request.requireViewer(), request.id)),
  );

  api.post(
    "/admin/news",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Write a news item (a draft; the body is sanitised rich text)",
        body: newsInputSchema,
        response: { 200: newsSchema, ...errors },
      },
    },
    async (request) =>
      createNews(db, { values: request.body, actor: actorOf(await request.requireViewer(), request.id) }),
  );

  api.put(
    "/admin/news/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Change a news item's text (whatever its status)",
        params: newsIdParamsSchema,
        body: newsInputSchema,
        response: { 200: newsSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateNews(db, {
        id: request.params.id,
        values: request.body,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );

  api.delete(
    "/admin/news/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Delete a news item and its image",
        params: newsIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteNews(deps, {
        id: request.params.id,
        actor: actorOf(await request.requireViewer(), request.id),
      });
      return { ok: true as const };
    },
  );

  for (const action of ["publish", "unpublish"] as const) {
    api.post(
      `/admin/news/:id/${action}`,
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: action === "publish" ? "Publish a news item" : "Take a published news item down",
          params: newsIdParamsSchema,
          response: { 200: newsSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        transitionNews(db, {
          id: request.params.id,
          action,
          actor: actorOf(await request.requireViewer(), request.id),
        }),
    );
  }
}
