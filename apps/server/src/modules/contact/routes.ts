import {
  apiErrorSchema,
  contactInputSchema,
  contactMessageSchema,
  feedbackInputSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageReceivedSchema,
} from "@strata/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { actorOf } from "../../lib/workflow.ts";
import { isPublic, requires } from "../../plugins/access.ts";
import { listMessages, receiveContact, receiveFeedback, setHandled } from "./service.ts";

const tags = ["Contact and feedback"];
/** The inbox is for the staff who run the portal's content (docs/decisions.md "Contact inbox"). */
const INBOX = requires("manage", "StaticContent");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const sent = { 200: messageReceivedSchema, 400: apiErrorSchema, 429: apiErrorSchema };

async function senderOf(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (!viewer || viewer.serviceAccount) return null;
  return { id: viewer.user.id, name: viewer.user.name, email: viewer.user.email };
}

/** A 429 carries Retry-After, like the sign-in limits. */
async function limited<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
      reply.header("retry-after", String(retryAfterSeconds));
    }
    throw error;
  }
}

export function registerContactRoutes(
  app: FastifyInstance,
  { db, outbox }: { db: Database; outbox: Outbox },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/contact",
    {
      config: { access: isPublic },
      schema: {
        operationId: "sendContactMessage",
        tags,
        summary: "Send a message to the portal's staff (anyone; acknowledged by e-mail)",
        description: `At most a few messages per client address an hour (429 with Retry-After). \`website\` is a hidden field people leave empty.`,
        body: contactInputSchema,
        response: sent,
      },
    },
    async (request, reply) =>
      limited(reply, async () =>
        receiveContact(db, outbox, {
          values: request.body,
          sender: await senderOf(request),
          address: request.ip,
        }),
      ),
  );

  api.post(
    "/feedback",
    {
      config: { access: isPublic },
      schema: {
        operationId: "sendFeedback",
        tags,
        summary: "Send feedback: a rating or a category, and a message",
        description:
          "A signed-in user's name and e-mail are attached; without a session `email` is required. Same limit as /contact.",
        body: feedbackInputSchema,
        response: sent,
      },
    },
    async (request, reply) =>
      limited(reply, async () =>
        receiveFeedback(db, outbox, {
          values: request.body,
          sender: await senderOf(request),
          address: request.ip,
        }),
      ),
  );

  api.get(
    "/admin/messages",
    {
      config: { access: INBOX },
      schema: {
        tags,
        summary: "The staff inbox of contact messages and feedback, newest first",
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(db, request.query),
  );

  api.put(
    "/admin/messages/:id/handled",
    {
      config: { access: INBOX },
      schema: {
        tags,
        summary: "Mark a message handled (or, with handled=false, new again)",
        params: messageIdParamsSchema,
        body: z.object({ handled: z.boolean() }),
        response: { 200: contactMessageSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      setHandled(db, {
        id: request.params.id,
        handled: request.body.handled,
        actor: actorOf(await request.requireViewer(), request.id),
      }),
  );
}
