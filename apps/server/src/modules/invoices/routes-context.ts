import { apiErrorSchema, text } from "@strata/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { type Actor, actorOf } from "../../lib/workflow.ts";
import { pdfFileName, renderInvoicePdf } from "./pdf.ts";
import { getInvoice } from "./queries.ts";
import type { InvoiceContext } from "./service.ts";

export const invoiceParamsSchema = z.object({ id: text().min(1).max(100) });

export const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
export const actionErrors = { ...readErrors, 404: apiErrorSchema, 409: apiErrorSchema };

/** The context of an invoice action: who acts (with the request id for the audit), where links point. */
export function invoiceContextFor(deps: ModuleDeps) {
  const origin = createPortalOrigin(deps.config);
  return async (request: FastifyRequest): Promise<InvoiceContext> => ({
    db: deps.db,
    jobs: deps.jobs,
    outbox: deps.outbox,
    actor: actorOf(await request.requireViewer(), request.id),
    linkOrigin: origin.forLinks(request),
  });
}

/**
 * Staff's routes, declared `asStaff`: customers' primary users hold `view Invoice` too (section 6),
 * but they read their own invoices under /organizations/me, never through the staff side.
 */
export async function staffActor(request: FastifyRequest): Promise<Actor> {
  return actorOf(await request.requireViewer(), request.id);
}

/** Sends the invoice as an A4 PDF download named after its number. */
export async function sendInvoicePdf(
  deps: ModuleDeps,
  reply: FastifyReply,
  input: { id: string; actor: Actor },
) {
  const invoice = await getInvoice(deps.db, input.id, input.actor);
  const pdf = await renderInvoicePdf(invoice);
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${pdfFileName(invoice)}"`)
    .header("cache-control", "no-store")
    .send(pdf);
}
