import {
  apiErrorSchema,
  eInvoiceDetailSchema,
  eInvoiceListSchema,
  eInvoicesQuerySchema,
  text,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { actorOf } from "../../lib/workflow.ts";
import { requires } from "../../plugins/access.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { actOnEInvoice, type FinanceEInvoiceAction } from "./actions.ts";
import { getEInvoiceDetail, listEInvoices } from "./queries.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const TAGS = ["E-invoices"];
/** Whoever reads the e-invoice logs (finance, and staff granted EInvoiceLog) sees the submissions. */
const VIEW = { access: requires("view", "EInvoiceLog") };
/** Finance manages payments: it retries, pauses and unpauses (the workflow's right). */
const FINANCE = { access: requires("update", "Payment") };

/** E-invoices (section 7): finance's list and detail, retry, pause, unpause. Their log is a report. */
export function registerEInvoiceRoutes(app: FastifyInstance, deps: { db: Database; jobs: JobRunner }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    "/e-invoices",
    {
      config: VIEW,
      schema: {
        operationId: "listEInvoices",
        tags: TAGS,
        summary: "A page of e-invoices, filtered by status, organisation, document type or invoice number",
        querystring: eInvoicesQuerySchema,
        response: { 200: eInvoiceListSchema, ...errors },
      },
    },
    async (request) => listEInvoices(db, request.query),
  );

  api.get(
    "/e-invoices/:id",
    {
      config: VIEW,
      schema: {
        operationId: "getEInvoice",
        tags: TAGS,
        summary: "One e-invoice: its invoice, status, the authority's ids and errors, tries, log and history",
        params,
        response: { 200: eInvoiceDetailSchema, ...errors },
      },
    },
    async (request) =>
      getEInvoiceDetail(db, request.params.id, actorOf(await request.requireViewer(), request.id)),
  );

  const actionRoute = (action: FinanceEInvoiceAction, operationId: string, summary: string) =>
    api.post(
      `/e-invoices/:id/${action}`,
      {
        config: FINANCE,
        schema: {
          operationId,
          tags: TAGS,
          summary,
          params,
          response: { 200: eInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as z.infer<typeof params>;
        const actor = actorOf(await request.requireViewer(), request.id);
        await actOnEInvoice(deps, { id, action, actor });
        return getEInvoiceDetail(db, id, actor);
      },
    );
  actionRoute(
    "retry",
    "retryEInvoice",
    "Send an Invalid or waiting e-invoice again now (attempts start afresh)",
  );
  actionRoute("pause", "pauseEInvoice", "Hold an e-invoice: nothing is sent until it is unpaused");
  actionRoute("unpause", "unpauseEInvoice", "Release a paused e-invoice: it is queued and sent now");
}
