import type { ApplicationAction, CreditPurchaseAction } from "@strata/core";
import { eq } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { creditPlans, invoices, type payments } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { notFound } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { type Actor, applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { activateSubscriptionForApplication } from "../subscriptions/index.ts";
import { queueEInvoice } from "./e-invoice-queue.ts";
import type { InvoiceRow } from "./issue.ts";
import { appendLedgerEntry } from "./ledger.ts";
import { creditPurchaseStore, invoiceStore, paymentStore } from "./stores.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** What billing's services need: the database, jobs and mail, settings, and who acts. */
export interface BillingContext {
  db: Database;
  jobs: JobRunner;
  outbox: Outbox;
  billing: BillingConfig;
  actor: Actor;
}

/** A payment event, mirrored onto what the invoice bills (an application or a credit purchase). */
export type SubjectEvent = "pay" | "confirm-payment" | "fail-payment" | "cancel-payment" | "approve";

/**
 * Moves the invoice's subject with a payment event, in the caller's transaction: the application
 * (pay → pending_payment, confirm-payment → pending_finance, approve → approved with its
 * subscription activated) or the credit purchase (the same actions; approve grants its credits).
 */
export async function moveInvoiceSubject(
  tx: Tx,
  invoice: InvoiceRow,
  event: SubjectEvent,
  actor: Actor,
): Promise<void> {
  if (invoice.applicationId) {
    await applyTransitionIn(tx, {
      store: applicationStore,
      id: invoice.applicationId,
      action: event satisfies ApplicationAction,
      actor,
      sideEffects: async (innerTx, { after }) => {
        if (after.status === "approved") await activateSubscriptionForApplication(innerTx, after);
      },
    });
    return;
  }
  if (!invoice.creditPurchaseId) throw new Error(`Invoice ${invoice.id} bills nothing`);
  await applyTransitionIn(tx, {
    store: creditPurchaseStore,
    id: invoice.creditPurchaseId,
    action: event satisfies CreditPurchaseAction,
    actor,
    sideEffects: async (innerTx, { after }) => {
      if (after.status !== "approved") return;
      const [plan] = await innerTx.select().from(creditPlans).where(eq(creditPlans.id, after.planId));
      await appendLedgerEntry(innerTx, {
        organisationId: after.organisationId,
        kind: "grant",
        credits: after.credits,
        reason: `Purchase of ${plan?.name ?? "credits"} (invoice ${invoice.number})`,
        creditPurchaseId: after.id,
        expiresAt: plan?.validityDays ? new Date(Date.now() + plan.validityDays * 86_400_000) : null,
        actorUserId: actor.userId,
      });
    },
  });
}

/**
 * Finance approves a payment, in one transaction: the payment is approved, its invoice paid, what
 * the invoice bills approved (the subscription activates, or the credits are granted), and the
 * e-invoice queued. Two finance users approving at once: one wins, the other gets 409.
 */
export async function approvePayment(
  ctx: BillingContext,
  input: { paymentId: string; from?: PaymentRow["status"] },
): Promise<PaymentRow> {
  const { actor } = ctx;
  const payment = await ctx.db.transaction(async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: input.paymentId,
      action: "approve",
      actor,
      from: input.from as never,
      set: { decidedBy: actor.userId, decidedAt: new Date() },
    });
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, after.invoiceId));
    if (!invoice) throw notFound("Invoice");
    const settled = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: invoice.id,
      action: "settle",
      actor: systemActor("Payment approval", actor.requestId),
      set: { paidAt: new Date() },
      audit: { paymentId: after.id },
    });
    await moveInvoiceSubject(tx, settled.after, "approve", actor);
    await queueEInvoice(tx, ctx.jobs, settled.after, "01");
    return after;
  });
  return payment;
}
