import {
  answerPaymentClarificationBodySchema,
  apiErrorSchema,
  BUYER_RIGHTS,
  createdPaymentSchema,
  createPaymentBodySchema,
  paymentClarificationBodySchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentStatusSchema,
  rejectPaymentBodySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BUYER_ACCESS } from "../../lib/buyer.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asCustomer, requires, requiresAny, requiresEither } from "../../plugins/access.ts";
import { openStoredFile } from "../../plugins/storage.ts";
import { actionErrors, gatewayErrors, idParams, paymentContextFor, TAGS } from "./context.ts";
import type { PaymentGateway } from "./gateway.ts";
import { presentPayment } from "./present.ts";
import { getPaymentDetail, listPayments, proofOf } from "./queries.ts";
import { answerClarification, approve, createPayment, reject, requestClarification } from "./service.ts";

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/**
 * Finance manages payments (section 6); a customer reads their organisation's (scoped in the
 * query). Staff who view invoices without managing payments are not readers: the list scoped to
 * their (absent) organisation was always empty.
 */
const READERS = {
  access: requiresEither(requires("update", "Payment"), asCustomer(requiresAny(...BUYER_RIGHTS))),
};
const FINANCE = { access: requires("update", "Payment") };
/** The payer: the primary user of the invoice's organisation (the workflow's isPayer guard). */
const PAYER = { access: BUYER_ACCESS };

/** Section 7 "payments (create, approve)": finance's queue and decisions, and the payer's answers. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  gateway: PaymentGateway | null,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const contextOf = paymentContextFor(deps, gateway);
  const detail = async (
    request: { requireViewer: () => Promise<Parameters<typeof actorOf>[0]>; id: string },
    id: string,
  ) => getPaymentDetail(db, actorOf(await request.requireViewer(), request.id), id);

  api.get(
    "/payments",
    {
      config: READERS,
      schema: {
        operationId: "listPayments",
        tags: TAGS,
        summary:
          "Payments, newest first: finance's queue (filter by status, method, organisation) or your own",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...readErrors },
      },
    },
    async (request) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      return listPayments(db, actor, request.query);
    },
  );

  api.post(
    "/payments",
    {
      config: PAYER,
      schema: {
        operationId: "createPayment",
        tags: TAGS,
        summary:
          "Pay an invoice of your organisation (online or bank transfer), as POST …/invoices/{id}/payment",
        body: createPaymentBodySchema,
        response: { 200: createdPaymentSchema, ...actionErrors, ...gatewayErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      const viewer = await request.requireViewer();
      const { invoiceId, ...body } = request.body;
      const { payment, redirectUrl } = await createPayment(ctx, {
        invoiceId,
        body,
        payer: { email: viewer.user.email, name: viewer.user.name },
      });
      return { payment: await presentPayment(db, payment, ctx.actor), redirectUrl };
    },
  );

  api.get(
    "/payments/:id",
    {
      config: READERS,
      schema: {
        operationId: "getPayment",
        tags: TAGS,
        summary: "A payment with its invoice, proof, the gateway's record, your actions and its history",
        params: idParams,
        response: { 200: paymentDetailSchema, ...readErrors },
      },
    },
    async (request) => detail(request, request.params.id),
  );

  api.get(
    "/payments/:id/proof",
    {
      config: READERS,
      schema: {
        operationId: "downloadPaymentProof",
        tags: TAGS,
        summary: "Download a bank transfer's proof (finance, or the paying organisation)",
        params: idParams,
        querystring: z.object({ download: z.enum(["true"]).optional() }),
        response: readErrors,
      },
    },
    async (request, reply) => {
      const actor = actorOf(await request.requireViewer(), request.id);
      const upload = await proofOf(db, actor, request.params.id);
      const stream = await openStoredFile(deps.storage, upload.storageKey, "payment proof");
      const name = upload.fileName.replace(/["\\\r\n]/g, "_");
      // Inline, so finance can preview an image or PDF; nosniff and the CSP keep it inert.
      const disposition = request.query.download === "true" ? "attachment" : "inline";
      return reply
        .header("content-type", upload.contentType)
        .header(
          "content-disposition",
          `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(stream as never);
    },
  );

  const fromBody = z.object({ from: paymentStatusSchema.optional() });
  api.post(
    "/payments/:id/approve",
    {
      config: FINANCE,
      schema: {
        operationId: "approvePayment",
        tags: TAGS,
        summary: "Approve: the invoice is paid, the subscription activates or the credits are granted",
        params: idParams,
        body: fromBody,
        response: { 200: paymentDetailSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await approve(ctx, { id: request.params.id, from: request.body.from });
      return detail(request, request.params.id);
    },
  );

  api.post(
    "/payments/:id/request-clarification",
    {
      config: FINANCE,
      schema: {
        operationId: "requestPaymentClarification",
        tags: TAGS,
        summary: "Ask the payer for more (a clearer proof, the reference); e-mailed and kept in the history",
        params: idParams,
        body: paymentClarificationBodySchema,
        response: { 200: paymentDetailSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await requestClarification(ctx, { id: request.params.id, message: request.body.message });
      return detail(request, request.params.id);
    },
  );

  api.post(
    "/payments/:id/reject",
    {
      config: FINANCE,
      schema: {
        operationId: "rejectPayment",
        tags: TAGS,
        summary: "Reject (no money arrived): the invoice can be paid again; the reason is e-mailed",
        params: idParams,
        body: rejectPaymentBodySchema,
        response: { 200: paymentDetailSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await reject(ctx, { id: request.params.id, reason: request.body.reason });
      return detail(request, request.params.id);
    },
  );

  api.post(
    "/payments/:id/answer-clarification",
    {
      config: PAYER,
      schema: {
        operationId: "answerPaymentClarification",
        tags: TAGS,
        summary: "Answer finance's question about your payment, optionally with a new proof",
        params: idParams,
        body: answerPaymentClarificationBodySchema,
        response: { 200: paymentDetailSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      await answerClarification(ctx, { id: request.params.id, ...request.body });
      return detail(request, request.params.id);
    },
  );
}
