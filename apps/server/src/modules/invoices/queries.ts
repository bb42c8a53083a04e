import type { AdminInvoiceDetail, AdminInvoiceListQuery, Invoice, InvoiceList } from "@strata/core";
import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, organisations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";
import { timelineOf } from "../subscriptions/index.ts";
import { findInvoiceRecord, type InvoiceRecord, selectInvoices, toInvoice, toRecord } from "./present.ts";

export type InvoiceFilters = Omit<AdminInvoiceListQuery, "page" | "pageSize">;

/**
 * Which invoices the actor may read: staff every organisation's, anyone else only their own
 * organisation's (in the query, so another organisation's invoice is simply not found).
 */
export function invoiceScope(actor: Actor): SQL | undefined {
  return actor.isStaff ? undefined : eq(invoices.organisationId, actor.organisationId ?? "");
}

function invoiceFilter(filters: InvoiceFilters): SQL | undefined {
  return and(
    filters.status ? eq(invoices.status, filters.status) : undefined,
    filters.organisationId ? eq(invoices.organisationId, filters.organisationId) : undefined,
    filters.organisation ? ilike(organisations.name, `%${escapeLike(filters.organisation)}%`) : undefined,
    filters.search ? ilike(invoices.number, `%${escapeLike(filters.search)}%`) : undefined,
    filters.year ? eq(invoices.year, Number(filters.year)) : undefined,
  );
}

/** One page of invoices the actor may read, newest first. */
export async function listInvoices(
  db: Database,
  input: { filters: InvoiceFilters; page: number; pageSize: number; actor: Actor },
): Promise<InvoiceList> {
  const where = and(invoiceScope(input.actor), invoiceFilter(input.filters));
  const [{ total }] = await db
    .select({ total: count() })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(where);
  const rows = await selectInvoices(db)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence), asc(invoices.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    result: rows.map((row) => toInvoice(toRecord(row), input.actor)),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total,
  };
}

/** The invoice as a record the actor may read; 404 otherwise. */
export async function loadInvoiceRecord(db: Database, id: string, actor: Actor): Promise<InvoiceRecord> {
  const record = await findInvoiceRecord(db, and(eq(invoices.id, id), invoiceScope(actor)));
  if (!record) throw notFound("Invoice");
  return record;
}

export async function getInvoice(db: Database, id: string, actor: Actor): Promise<Invoice> {
  return toInvoice(await loadInvoiceRecord(db, id, actor), actor);
}

/** Staff's view: the invoice and its history (issue, requests, decisions, payments' effects). */
export async function getAdminInvoiceDetail(
  db: Database,
  id: string,
  actor: Actor,
): Promise<AdminInvoiceDetail> {
  const invoice = await getInvoice(db, id, actor);
  return { invoice, timeline: await timelineOf(db, "invoice", id) };
}
