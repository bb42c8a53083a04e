import type { CreditPurchaseDetail, CreditPurchaseList, CreditPurchaseStatus } from "@strata/core";
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { creditPlans, creditPurchases, invoices, organisations, payments } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { type Actor, applyTransitionIn } from "../../lib/workflow.ts";
import { waitingOnSql } from "../../lib/workflow-waiting.ts";
import { approvePayment, creditPurchaseStore, paymentStore } from "../billing/index.ts";
import { timelineOf } from "../subscriptions/index.ts";
import { queueCreditInvoiceNotice } from "./emails.ts";
import { selectPurchases, toCreditPurchase } from "./present.ts";
import { purchaseResponse } from "./purchases.ts";

/** A purchase's actions that are no reason to list it first: its undoing and a resent invoice. */
const NOT_WAITING = ["cancel", "void", "resend-invoice", "cancel-payment", "fail-payment"] as const;

type Deps = Pick<ModuleDeps, "db" | "config" | "outbox" | "jobs">;

/** A payment finance can decide on. */
const WAITING = ["pending_finance", "pending_finance_clarification"] as const;

export interface CreditPurchaseFilters {
  page: number;
  pageSize: number;
  status?: CreditPurchaseStatus;
  organisationId?: string;
  organisation?: string;
}

/** Finance's queue (and admin's and LOA's view): every organisation's purchases, newest first. */
export async function listCreditPurchases(
  deps: Pick<Deps, "db">,
  input: CreditPurchaseFilters & { actor: Actor },
): Promise<CreditPurchaseList> {
  const conditions: SQL[] = [];
  if (input.status) conditions.push(eq(creditPurchases.status, input.status));
  if (input.organisationId) conditions.push(eq(creditPurchases.organisationId, input.organisationId));
  if (input.organisation) {
    const pattern = `%${input.organisation.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(ilike(organisations.name, pattern));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPurchases(deps.db)
      .where(where)
      // What waits on the viewer first (decision 0228), then newest first.
      .orderBy(
        sql`${waitingOnSql(creditPurchaseStore, input.actor, NOT_WAITING)} desc`,
        desc(creditPurchases.createdAt),
        desc(creditPurchases.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db
      .select({ n: count() })
      .from(creditPurchases)
      .innerJoin(organisations, eq(organisations.id, creditPurchases.organisationId))
      .where(where),
  ]);
  return {
    result: rows.map((row) => toCreditPurchase(row, input.actor)),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total.n,
  };
}

/** One purchase with its invoice, the payments made for it and its history. */
export async function getCreditPurchaseDetail(
  deps: Pick<Deps, "db">,
  input: { id: string; actor: Actor },
): Promise<CreditPurchaseDetail> {
  const purchase = await purchaseResponse(deps, input.id, input.actor);
  const paid = purchase.invoice
    ? await deps.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, purchase.invoice.id))
        .orderBy(desc(payments.createdAt))
    : [];
  return {
    ...purchase,
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method as CreditPurchaseDetail["payments"][number]["method"],
      status: p.status as CreditPurchaseDetail["payments"][number]["status"],
      amountSen: p.amountSen,
      reference: p.reference,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    timeline: await timelineOf(deps.db, "credit_purchase", input.id),
  };
}

/** The payment of the purchase's invoice waiting for finance, if any. */
async function waitingPayment(deps: Pick<Deps, "db">, purchaseId: string) {
  const [row] = await deps.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(invoices.creditPurchaseId, purchaseId), inArray(payments.status, [...WAITING])));
  return row ?? null;
}

async function purchaseStatus(deps: Pick<Deps, "db">, id: string) {
  const [row] = await deps.db
    .select({ status: creditPurchases.status })
    .from(creditPurchases)
    .where(eq(creditPurchases.id, id));
  if (!row) throw notFound("Credit purchase");
  return row.status;
}

/**
 * Finance approves a purchase by approving the payment waiting for it: one money path
 * (`approvePayment`) settles the invoice, approves the purchase and grants its credits once.
 */
export async function approveCreditPurchase(deps: Deps, input: { id: string; actor: Actor }) {
  const status = await purchaseStatus(deps, input.id);
  const payment = await waitingPayment(deps, input.id);
  if (!payment) {
    throw conflict("No payment is waiting for approval.", { status, action: "approve" });
  }
  await approvePayment(
    { db: deps.db, jobs: deps.jobs, outbox: deps.outbox, billing: deps.config.billing, actor: input.actor },
    { paymentId: payment.id, from: payment.status as (typeof WAITING)[number] },
  );
  return purchaseResponse(deps, input.id, input.actor);
}

/** Finance sends a purchase back: the purchase and its waiting payment (with the question) together. */
export async function requestPurchaseClarification(
  deps: Deps,
  input: { id: string; actor: Actor; message: string },
) {
  const { actor } = input;
  await deps.db.transaction(async (tx) => {
    await applyTransitionIn(tx, {
      store: creditPurchaseStore,
      id: input.id,
      action: "request-clarification",
      actor,
      audit: { message: input.message },
    });
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(eq(invoices.creditPurchaseId, input.id), eq(payments.status, "pending_finance")));
    if (payment) {
      await applyTransitionIn(tx, {
        store: paymentStore,
        id: payment.id,
        action: "request-clarification",
        actor,
        from: "pending_finance",
        set: { note: input.message },
        audit: { message: input.message },
      });
    }
  });
  return purchaseResponse(deps, input.id, actor);
}

/** Finance e-mails the purchase's invoice again (a same-status transition, audited). */
export async function resendPurchaseInvoice(deps: Deps, input: { id: string; actor: Actor }) {
  await deps.db.transaction(async (tx) => {
    await applyTransitionIn(tx, {
      store: creditPurchaseStore,
      id: input.id,
      action: "resend-invoice",
      actor: input.actor,
      sideEffects: async (innerTx, { after }) => {
        const [invoice] = await innerTx
          .select()
          .from(invoices)
          .where(eq(invoices.creditPurchaseId, after.id));
        const [plan] = await innerTx.select().from(creditPlans).where(eq(creditPlans.id, after.planId));
        if (!invoice) throw notFound("Invoice");
        await queueCreditInvoiceNotice(innerTx, deps, {
          invoice,
          planName: plan?.name ?? "Download credits",
          credits: after.credits,
          resent: true,
        });
      },
    });
  });
  return purchaseResponse(deps, input.id, input.actor);
}
