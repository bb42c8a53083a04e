import {
  adminInvoiceDetailSchema,
  adminInvoiceListQuerySchema,
  invoiceCancelBodySchema,
  invoiceDeclineCancellationBodySchema,
  invoiceListSchema,
  invoiceRefundBodySchema,
  invoiceSchema,
  myInvoiceListQuerySchema,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { subscriptions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asStaff, requires } from "../../plugins/access.ts";
import { getAdminInvoiceDetail, getInvoice, listInvoices } from "./queries.ts";
import {
  actionErrors,
  invoiceContextFor,
  invoiceParamsSchema,
  readErrors,
  sendInvoicePdf,
  staffActor,
} from "./routes-context.ts";
import {
  cancelInvoice,
  declineInvoiceCancellation,
  type InvoiceActionInput,
  type InvoiceContext,
  refundInvoice,
} from "./service.ts";

const tags = ["Admin invoices"];
/** Section 6: admin, finance, LOA, data and MBR admin view invoices (superadmin and system manage all). */
const VIEW = { access: asStaff(requires("view", "Invoice")) };
/** Finance decides cancellations and refunds (it manages finance approval). */
const FINANCE = { access: requires("update", "FinanceApproval") };

/** Staff invoices of every organisation (section 7 "admin invoices"; "Admin subscriptions: … invoices"). */
export function registerAdminInvoiceRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const contextOf = invoiceContextFor(deps);

  api.get(
    "/admin/invoices",
    {
      config: VIEW,
      schema: {
        operationId: "listAdminInvoices",
        tags,
        summary: "A page of every organisation's invoices: filter by status, organisation, year, number",
        querystring: adminInvoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return listInvoices(db, { filters, page, pageSize, actor: await staffActor(request) });
    },
  );

  api.get(
    "/admin/invoices/:id",
    {
      config: VIEW,
      schema: {
        operationId: "getAdminInvoice",
        tags,
        summary: "An invoice with its history",
        params: invoiceParamsSchema,
        response: { 200: adminInvoiceDetailSchema, ...actionErrors },
      },
    },
    async (request) => getAdminInvoiceDetail(db, request.params.id, await staffActor(request)),
  );

  api.get(
    "/admin/invoices/:id/pdf",
    {
      config: VIEW,
      schema: {
        operationId: "downloadAdminInvoicePdf",
        tags,
        summary: "An invoice as an A4 PDF",
        params: invoiceParamsSchema,
        response: { ...actionErrors },
      },
    },
    async (request, reply) =>
      sendInvoicePdf(deps, reply, { id: request.params.id, actor: await staffActor(request) }),
  );

  api.get(
    "/admin/subscriptions/:id/invoices",
    {
      config: VIEW,
      schema: {
        operationId: "listSubscriptionInvoices",
        tags: ["Admin subscriptions"],
        summary: "The invoices of a subscription's organisation, newest first",
        params: invoiceParamsSchema,
        querystring: myInvoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = await staffActor(request);
      const [subscription] = await db
        .select({ organisationId: subscriptions.organisationId })
        .from(subscriptions)
        .where(eq(subscriptions.id, request.params.id));
      if (!subscription) throw notFound("Subscription");
      const { page, pageSize, status } = request.query;
      return listInvoices(db, {
        filters: { status, organisationId: subscription.organisationId },
        page,
        pageSize,
        actor,
      });
    },
  );

  const action = <B extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: B,
    run: (ctx: InvoiceContext, input: InvoiceActionInput) => Promise<unknown>,
  ) =>
    api.post(
      `/admin/invoices/:id/${path}`,
      {
        config: FINANCE,
        schema: {
          operationId,
          tags,
          summary,
          params: invoiceParamsSchema,
          body,
          response: { 200: invoiceSchema, ...actionErrors },
        },
      },
      async (request) => {
        const ctx = await contextOf(request);
        const input = {
          id: request.params.id,
          ...(request.body as z.output<typeof invoiceCancelBodySchema>),
        };
        await run(ctx, input);
        return getInvoice(db, request.params.id, ctx.actor);
      },
    );

  action(
    "cancel",
    "cancelInvoice",
    "Cancel an issued invoice (or grant the buyer's request): what it bills is cancelled with it",
    invoiceCancelBodySchema,
    cancelInvoice,
  );
  action(
    "decline-cancellation",
    "declineInvoiceCancellation",
    "Decline the buyer's request to cancel: the invoice is due again",
    invoiceDeclineCancellationBodySchema,
    declineInvoiceCancellation,
  );
  action(
    "refund",
    "refundInvoice",
    "Refund a paid invoice: a credit note goes to the tax authority",
    invoiceRefundBodySchema,
    refundInvoice,
  );
}
