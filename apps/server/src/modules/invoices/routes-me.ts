import {
  invoiceCancelRequestBodySchema,
  invoiceListSchema,
  invoiceSchema,
  myInvoiceListQuerySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BUYER_ACCESS, buyerActor } from "../../lib/buyer.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asPrimaryCustomer, requires } from "../../plugins/access.ts";
import { getInvoice, listInvoices } from "./queries.ts";
import {
  actionErrors,
  invoiceContextFor,
  invoiceParamsSchema,
  readErrors,
  sendInvoicePdf,
} from "./routes-context.ts";
import { requestInvoiceCancellation } from "./service.ts";

const tags = ["Organizations/me"];
/** The primary user of the organisation (lib/buyer.ts); the query scopes them to their organisation. */
const BUYER = { access: BUYER_ACCESS };

/** The customer's invoices (section 7 "Organizations/me: … invoices (with payment, cancel, cancel-payment)"). */
export function registerMyInvoiceRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const contextOf = invoiceContextFor(deps);

  api.get(
    "/organizations/me/invoices",
    {
      // The Invoices screen is section 6's: primary users of non-basic tiers. One invoice (below)
      // opens for any primary user, so an applicant still on the basic tier pays theirs.
      config: { access: asPrimaryCustomer(requires("view", "Invoice")) },
      schema: {
        operationId: "listMyInvoices",
        tags,
        summary: "Your organisation's invoices, newest first; filter by status",
        querystring: myInvoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const actor = await buyerActor(request);
      return listInvoices(db, { filters: { status }, page, pageSize, actor });
    },
  );

  api.get(
    "/organizations/me/invoices/:id",
    {
      config: BUYER,
      schema: {
        operationId: "getMyInvoice",
        tags,
        summary: "One of your organisation's invoices, with what you may do to it",
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = await buyerActor(request);
      return getInvoice(db, request.params.id, { ...actor, isStaff: false });
    },
  );

  api.get(
    "/organizations/me/invoices/:id/pdf",
    {
      config: BUYER,
      schema: {
        operationId: "downloadMyInvoicePdf",
        tags,
        summary: "One of your organisation's invoices as an A4 PDF",
        params: invoiceParamsSchema,
        response: { ...actionErrors },
      },
    },
    async (request, reply) => {
      const actor = await buyerActor(request);
      return sendInvoicePdf(deps, reply, { id: request.params.id, actor: { ...actor, isStaff: false } });
    },
  );

  api.post(
    "/organizations/me/invoices/:id/cancel",
    {
      config: BUYER,
      schema: {
        operationId: "requestMyInvoiceCancellation",
        tags,
        summary: "Ask finance to cancel an issued invoice, with your reason",
        params: invoiceParamsSchema,
        body: invoiceCancelRequestBodySchema,
        response: { 200: invoiceSchema, ...actionErrors },
      },
    },
    async (request) => {
      const ctx = await contextOf(request);
      const actor = { ...ctx.actor, isStaff: false };
      await requestInvoiceCancellation({ ...ctx, actor }, { id: request.params.id, ...request.body });
      return getInvoice(db, request.params.id, actor);
    },
  );
}
