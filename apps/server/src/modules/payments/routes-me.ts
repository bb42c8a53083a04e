import {
  applicationInvoiceSchema,
  createdPaymentSchema,
  invoicePaymentOptionsSchema,
  paymentMethodBodySchema,
  paymentSchema,
} from "@strata/core";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invoices } from "../../db/schema/index.ts";
import { BUYER_ACCESS, buyerActor } from "../../lib/buyer.ts";
import { notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actionErrors, gatewayErrors, idParams, paymentContextFor } from "./context.ts";
import type { PaymentGateway } from "./gateway.ts";
import { presentPayment } from "./present.ts";
import { paymentOptions } from "./queries.ts";
import { cancelPayment, createPayment } from "./service.ts";

const BASE = "/organizations/me/invoices/:id";
const TAGS = ["Organizations/me"];
/** The primary user of the organisation (lib/buyer.ts); the workflow's guard narrows it to their own invoices. */
const BUYER = { access: BUYER_ACCESS };

/** The buyer's side: how to pay an invoice, paying it, withdrawing a payment. */
export function registerMyInvoicePaymentRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  gateway: PaymentGateway | null,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = paymentContextFor(deps, gateway);

  api.get(
    `${BASE}/payment`,
    {
      config: BUYER,
      schema: {
        operationId: "getMyInvoicePaymentOptions",
        tags: TAGS,
        summary:
          "How to pay an invoice: the amount due, its open payment, the bank details, whether online works",
        params: idParams,
        response: { 200: invoicePaymentOptionsSchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = await buyerActor(request);
      return paymentOptions(deps.db, actor, {
        invoiceId: request.params.id,
        bankAccount: deps.config.billing.bankAccount,
        onlineAvailable: gateway !== null,
      });
    },
  );

  api.get(
    "/organizations/me/applications/:id/invoice",
    {
      config: BUYER,
      schema: {
        operationId: "getMyApplicationInvoice",
        tags: TAGS,
        summary:
          "The invoice of one of your organisation's applications (its id, number, status and pay page)",
        params: idParams,
        response: { 200: applicationInvoiceSchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = await buyerActor(request);
      const [row] = await deps.db
        .select({ id: invoices.id, number: invoices.number, status: invoices.status })
        .from(invoices)
        .where(
          and(
            eq(invoices.applicationId, request.params.id),
            eq(invoices.organisationId, actor.organisationId ?? ""),
          ),
        )
        .orderBy(desc(invoices.issuedAt))
        .limit(1);
      if (!row) throw notFound("Invoice");
      return {
        invoiceId: row.id,
        number: row.number,
        status: row.status as never,
        payPath: `/invoices/${row.id}/pay`,
      };
    },
  );

  api.post(
    `${BASE}/payment`,
    {
      config: BUYER,
      schema: {
        operationId: "payMyInvoice",
        tags: TAGS,
        summary:
          "Pay an invoice: online (answers the gateway's checkout URL to redirect to) or by bank transfer with its proof",
        params: idParams,
        body: paymentMethodBodySchema,
        response: { 200: createdPaymentSchema, ...actionErrors, ...gatewayErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      const viewer = await request.requireViewer();
      const { payment, redirectUrl } = await createPayment(ctx, {
        invoiceId: request.params.id,
        body: request.body,
        payer: { email: viewer.user.email, name: viewer.user.name },
      });
      return { payment: await presentPayment(deps.db, payment, ctx.actor), redirectUrl };
    },
  );

  api.post(
    `${BASE}/cancel-payment`,
    {
      config: BUYER,
      schema: {
        operationId: "cancelMyInvoicePayment",
        tags: TAGS,
        summary: "Withdraw the invoice's payment finance has not decided (the invoice can be paid again)",
        params: idParams,
        response: { 200: paymentSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      const payment = await cancelPayment(ctx, { invoiceId: request.params.id });
      return presentPayment(deps.db, payment, ctx.actor);
    },
  );
}
