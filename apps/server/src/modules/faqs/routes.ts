import {
  apiErrorSchema,
  faqCategoryIdParamsSchema,
  faqCategoryInputSchema,
  faqCategoryListSchema,
  faqCategorySchema,
  faqIdParamsSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqListSchema,
  faqSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { forbidden } from "../../lib/errors.ts";
import { actorOf } from "../../lib/workflow.ts";
import { isPublic, requires } from "../../plugins/access.ts";
import {
  createCategory,
  createFaq,
  deleteCategory,
  deleteFaq,
  getFaq,
  listCategories,
  listFaqs,
  updateCategory,
  updateFaq,
} from "./service.ts";

const tags = ["FAQs"];
/** FAQs are static content: staff who manage it write them (admin, superadmin, system). */
const EDIT = requires("manage", "StaticContent");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const ok = z.object({ ok: z.literal(true) });

/** Whether the caller sees unpublished FAQs: only when asking (`all=true`) and allowed to. */
async function seesAll(request: FastifyRequest, asked: boolean): Promise<boolean> {
  if (!asked) return false;
  const viewer = await request.requireViewer();
  if (!viewer.ability.can("manage", "StaticContent")) throw forbidden();
  return true;
}

/** Section 7 "FAQs CRUD and categories": public reads of published FAQs, staff writes on the same paths. */
export function registerFaqRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => actorOf(await request.requireViewer(), request.id);

  api.get(
    "/faqs/categories",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "FAQ categories in order, with how many FAQs each holds",
        description:
          "The count is of published FAQs, or of all with `all=true` (staff who manage StaticContent).",
        querystring: z.object({ all: z.enum(["true", "false"]).optional() }),
        response: { 200: faqCategoryListSchema, ...errors },
      },
    },
    async (request) => listCategories(db, await seesAll(request, request.query.all === "true")),
  );

  api.post(
    "/faqs/categories",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Add an FAQ category",
        body: faqCategoryInputSchema,
        response: { 200: faqCategorySchema, ...errors },
      },
    },
    async (request) => createCategory(db, { values: request.body, actor: await actor(request) }),
  );

  api.put(
    "/faqs/categories/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Rename or reorder an FAQ category",
        params: faqCategoryIdParamsSchema,
        body: faqCategoryInputSchema,
        response: { 200: faqCategorySchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateCategory(db, { id: request.params.id, values: request.body, actor: await actor(request) }),
  );

  api.delete(
    "/faqs/categories/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Delete an empty FAQ category (409 while it holds FAQs)",
        params: faqCategoryIdParamsSchema,
        response: { 200: ok, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteCategory(db, { id: request.params.id, actor: await actor(request) });
      return { ok: true as const };
    },
  );

  api.get(
    "/faqs",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "Published FAQs in order, searched by question and answer",
        description: "`all=true` adds unpublished FAQs, for staff who manage StaticContent.",
        querystring: faqListQuerySchema,
        response: { 200: faqListSchema, ...errors },
      },
    },
    async (request) => listFaqs(db, request.query, await seesAll(request, request.query.all === "true")),
  );

  api.get(
    "/faqs/:id",
    {
      config: { access: isPublic },
      schema: {
        tags,
        summary: "A published FAQ (staff who manage StaticContent see unpublished ones too)",
        params: faqIdParamsSchema,
        response: { 200: faqSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return getFaq(db, request.params.id, viewer?.ability.can("manage", "StaticContent") ?? false);
    },
  );

  api.post(
    "/faqs",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Add an FAQ (the answer is sanitised rich text)",
        body: faqInputSchema,
        response: { 200: faqSchema, ...errors },
      },
    },
    async (request) => createFaq(db, { values: request.body, actor: await actor(request) }),
  );

  api.put(
    "/faqs/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Change an FAQ: text, category, order, published",
        params: faqIdParamsSchema,
        body: faqInputSchema,
        response: { 200: faqSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateFaq(db, { id: request.params.id, values: request.body, actor: await actor(request) }),
  );

  api.delete(
    "/faqs/:id",
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: "Delete an FAQ",
        params: faqIdParamsSchema,
        response: { 200: ok, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteFaq(db, { id: request.params.id, actor: await actor(request) });
      return { ok: true as const };
    },
  );
}
