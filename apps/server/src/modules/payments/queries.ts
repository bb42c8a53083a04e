import {
  type BankAccount,
  CURRENCY,
  canActAsBuyer,
  type InvoicePaymentOptions,
  type Paged,
  type Payment,
  type PaymentDetail,
  type PaymentListQuery,
} from "@strata/core";
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, paymentCallbacks, payments, uploads } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";
import { waitingOnSql } from "../../lib/workflow-waiting.ts";
import { paymentStore } from "../billing/index.ts";
import { timelineOf } from "../subscriptions/index.ts";
import type { CallbackOutcome } from "./callback.ts";
import { invoiceSummary, presentPayment, presentPayments } from "./present.ts";
import { OPEN_PAYMENT_STATUSES, ownInvoice, visiblePayment } from "./service.ts";
import { subjectTakesPayment } from "./subject.ts";

/** Finance's queue (every organisation) or a customer's own payments, newest first, paged. */
export async function listPayments(
  db: Database,
  actor: Actor,
  query: Required<Pick<PaymentListQuery, "page" | "pageSize">> & Omit<PaymentListQuery, "page" | "pageSize">,
): Promise<Paged<Payment>> {
  const filters: SQL[] = [];
  if (!actor.ability.can("update", "Payment"))
    filters.push(eq(payments.organisationId, actor.organisationId ?? ""));
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.method) filters.push(eq(payments.method, query.method));
  if (query.organisationId) filters.push(eq(payments.organisationId, query.organisationId));
  if (query.organisation) {
    const named = db
      .select({ id: organisations.id })
      .from(organisations)
      .where(ilike(organisations.name, containsPattern(query.organisation)));
    filters.push(inArray(payments.organisationId, named));
  }
  const where = filters.length ? and(...filters) : undefined;
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      // What waits on the viewer first (a payment to decide, a question to answer): decision 0228.
      .orderBy(
        sql`${waitingOnSql(paymentStore, actor, ["cancel", "fail"])} desc`,
        desc(payments.createdAt),
        desc(payments.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return {
    result: await presentPayments(db, rows, actor),
    pageNumber: page,
    pageSize,
    pageTotal: total.n,
  };
}

/** One payment with its invoice, the gateway's record and its audit timeline. */
export async function getPaymentDetail(db: Database, actor: Actor, id: string): Promise<PaymentDetail> {
  const row = await visiblePayment(db, actor, id);
  const invoice = await ownInvoice(db, { ...actor, isStaff: true }, row.invoiceId);
  const [payment, summary, timeline, callbacks] = await Promise.all([
    presentPayment(db, row, actor),
    invoiceSummary(db, invoice),
    timelineOf(db, "payment", row.id),
    actor.isStaff
      ? db
          .select()
          .from(paymentCallbacks)
          .where(eq(paymentCallbacks.paymentId, row.id))
          .orderBy(asc(paymentCallbacks.receivedAt))
      : [],
  ]);
  return {
    ...payment,
    invoice: summary,
    gatewayRecord: (row.gatewayRecord as Record<string, unknown> | null) ?? null,
    callbacks: callbacks.map((c) => ({
      receivedAt: c.receivedAt.toISOString(),
      outcome: c.outcome as CallbackOutcome,
      paid: (c.payload as Record<string, string>).paid === "true",
      signatureValid: c.signatureValid,
    })),
    timeline,
  };
}

/** The proof's upload row of a payment the actor may see (404 when it has none). */
export async function proofOf(db: Database, actor: Actor, id: string) {
  const row = await visiblePayment(db, actor, id);
  if (!row.proofUploadId) throw notFound("Proof");
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, row.proofUploadId));
  if (!upload) throw notFound("Proof");
  return upload;
}

/** What the pay page shows: the invoice, what is due, the open or last payment, how to pay. */
export async function paymentOptions(
  db: Database,
  actor: Actor,
  input: { invoiceId: string; bankAccount: BankAccount; onlineAvailable: boolean },
): Promise<InvoicePaymentOptions> {
  const invoice = await ownInvoice(db, actor, input.invoiceId);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice.id))
    .orderBy(desc(payments.createdAt))
    .limit(20);
  const open = rows.find((r) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(r.status)) ?? null;
  const last = open ? null : (rows.find((r) => r.status !== "approved") ?? null);
  const approved = rows.find((r) => r.status === "approved");
  const isBuyer =
    actor.organisationId === invoice.organisationId && canActAsBuyer(actor.ability, actor.isPrimary);
  const [summary, openPayment, lastPayment] = await Promise.all([
    invoiceSummary(db, invoice),
    open ? presentPayment(db, open, actor) : null,
    last && !approved ? presentPayment(db, last, actor) : null,
  ]);
  const subjectPayable = subjectTakesPayment(invoice, summary.subject.status || null);
  return {
    invoice: summary,
    amountDue: { currency: CURRENCY, amountSen: invoice.status === "paid" ? 0 : invoice.totalSen },
    openPayment,
    lastPayment,
    bankAccount: input.bankAccount,
    onlineAvailable: input.onlineAvailable,
    // The same three checks createPayment makes, so the page never offers what the POST refuses.
    canPay: isBuyer && invoice.status === "issued" && subjectPayable,
  };
}
