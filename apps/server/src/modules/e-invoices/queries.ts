import {
  allowedActions,
  E_INVOICE_WORKFLOW,
  type EInvoice,
  type EInvoiceDetail,
  type EInvoiceError,
  type EInvoiceLog,
  type EInvoiceStatus,
  type EInvoicesQuery,
} from "@strata/core";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eInvoiceLogs, eInvoices, invoices, organisations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";
import { timelineOf } from "../subscriptions/index.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

function selectEInvoices(db: Database) {
  return db
    .select({
      row: eInvoices,
      invoiceNumber: invoices.number,
      invoiceStatus: invoices.status,
      totalSen: invoices.totalSen,
      issuedAt: invoices.issuedAt,
      paidAt: invoices.paidAt,
      organisationName: organisations.name,
    })
    .from(eInvoices)
    .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
    .innerJoin(organisations, eq(organisations.id, eInvoices.organisationId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectEInvoices>["execute"]>>[number];

function toEInvoice({ row, invoiceNumber, totalSen, organisationName }: Selected): EInvoice {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber,
    organisationId: row.organisationId,
    organisationName,
    documentType: row.documentType as EInvoice["documentType"],
    status: row.status as EInvoiceStatus,
    totalSen,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    validatedAt: iso(row.validatedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLog(row: typeof eInvoiceLogs.$inferSelect): EInvoiceLog {
  return {
    id: row.id,
    eInvoiceId: row.eInvoiceId,
    operation: row.operation,
    method: row.method,
    url: row.url,
    requestBody: row.requestBody ?? null,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody ?? null,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of e-invoices with finance's filters, newest first. */
export async function listEInvoices(db: Database, query: EInvoicesQuery) {
  const where = and(
    query.status ? eq(eInvoices.status, query.status) : undefined,
    query.documentType ? eq(eInvoices.documentType, query.documentType) : undefined,
    query.organisationId ? eq(eInvoices.organisationId, query.organisationId) : undefined,
    query.q
      ? or(
          ilike(invoices.number, `%${escapeLike(query.q)}%`),
          ilike(organisations.name, `%${escapeLike(query.q)}%`),
        )
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(eInvoices)
    .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
    .innerJoin(organisations, eq(organisations.id, eInvoices.organisationId))
    .where(where);
  const rows = await selectEInvoices(db)
    .where(where)
    .orderBy(desc(eInvoices.createdAt), desc(eInvoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { result: rows.map(toEInvoice), pageNumber: query.page, pageSize: query.pageSize, pageTotal: total };
}

/** One e-invoice with its invoice, the authority's errors, this viewer's actions, its log and history. */
export async function getEInvoiceDetail(db: Database, id: string, actor: Actor): Promise<EInvoiceDetail> {
  const [selected] = await selectEInvoices(db).where(eq(eInvoices.id, id));
  if (!selected) throw notFound("E-invoice");
  const { row } = selected;
  const logs = await db
    .select()
    .from(eInvoiceLogs)
    .where(eq(eInvoiceLogs.eInvoiceId, id))
    .orderBy(desc(eInvoiceLogs.createdAt), desc(eInvoiceLogs.id))
    .limit(200);
  return {
    ...toEInvoice(selected),
    submissionUid: row.submissionUid,
    documentUuid: row.documentUuid,
    longId: row.longId,
    cancelledAt: iso(row.cancelledAt),
    errors: Array.isArray(row.errors) ? (row.errors as EInvoiceError[]) : [],
    invoice: {
      number: selected.invoiceNumber,
      status: selected.invoiceStatus,
      totalSen: selected.totalSen,
      issuedAt: selected.issuedAt.toISOString(),
      paidAt: iso(selected.paidAt),
    },
    allowedActions: allowedActions(E_INVOICE_WORKFLOW, row.status as EInvoiceStatus, {
      ability: actor.ability,
      guards: {},
    }),
    logs: logs.map(toLog),
    timeline: await timelineOf(db, "e_invoice", id),
  };
}
