import {
  type Action,
  apiErrorSchema,
  pagedSchema,
  referenceIdParamsSchema,
  type Subject,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { type Actor, actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** One reference list's CRUD: its path, shapes, the right each call needs and its service functions. */
export interface CrudResource<Q extends z.ZodType, I extends z.ZodType, P extends z.ZodType, R> {
  path: string;
  tag: string;
  label: string;
  item: z.ZodType<R>;
  query: Q;
  input: I;
  patch: P;
  subject: Subject;
  /** The right each call needs (admin creates known companies but may not change them). */
  rights: { view: Action; create: Action; update: Action; delete: Action };
  list(query: z.output<Q>): Promise<{ result: R[]; pageNumber: number; pageSize: number; pageTotal: number }>;
  get(id: string): Promise<R>;
  create(values: z.output<I>, actor: Actor): Promise<R>;
  update(id: string, patch: z.output<P>, actor: Actor): Promise<R>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** GET|POST {path} and GET|PATCH|DELETE {path}/{id}, each declaring its right. */
export function registerCrudRoutes<Q extends z.ZodType, I extends z.ZodType, P extends z.ZodType, R>(
  app: FastifyInstance,
  r: CrudResource<Q, I, P, R>,
) {
  // Generic handlers: the zod type provider cannot resolve a generic reply type, so the schemas still
  // validate and serialise, and the handlers take the parsed input by its declared type.
  const api = app;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof referenceIdParamsSchema>).id;
  const access = (action: Action) => ({ access: requires(action, r.subject) });
  const base = { tags: [r.tag] };

  api.get(
    r.path,
    {
      config: access(r.rights.view),
      schema: {
        ...base,
        summary: `A page of ${r.label}s, searched by name`,
        querystring: r.query,
        response: { 200: pagedSchema(r.item), ...errors },
      },
    },
    async (request) => r.list(request.query as z.output<Q>),
  );

  api.post(
    r.path,
    {
      config: access(r.rights.create),
      schema: {
        ...base,
        summary: `Add a ${r.label}; a name already used (in any case) is a 409`,
        body: r.input,
        response: { 200: r.item, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      r.create(request.body as z.output<I>, actorOf(await request.requireViewer(), request.id)),
  );

  const params = referenceIdParamsSchema;
  api.get(
    `${r.path}/:id`,
    {
      config: access(r.rights.view),
      schema: {
        ...base,
        summary: `One ${r.label}`,
        params,
        response: { 200: r.item, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => r.get(idOf(request)),
  );

  api.patch(
    `${r.path}/:id`,
    {
      config: access(r.rights.update),
      schema: {
        ...base,
        summary: `Change a ${r.label} (only the fields sent)`,
        params,
        body: r.patch,
        response: { 200: r.item, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      r.update(
        idOf(request),
        request.body as z.output<P>,
        actorOf(await request.requireViewer(), request.id),
      ),
  );

  api.delete(
    `${r.path}/:id`,
    {
      config: access(r.rights.delete),
      schema: {
        ...base,
        summary: `Delete a ${r.label}; one still in use is a 409`,
        params,
        response: { 204: z.null(), ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await r.remove(idOf(request), actorOf(await request.requireViewer(), request.id));
      return reply.status(204).send(null);
    },
  );
}
