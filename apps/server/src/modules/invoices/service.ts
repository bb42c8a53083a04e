import type { InvoiceStatus } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, creditPurchases } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { type Actor, applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { InvoiceRow } from "../billing/index.ts";
import {
  creditPurchaseStore,
  invoiceStore,
  queueEInvoice,
  queueEInvoiceCancellation,
} from "../billing/index.ts";
import {
  invoiceCancellationMessage,
  invoiceRefundedMessage,
  tellBuyer,
  tellFinanceOfCancellationRequest,
} from "./emails.ts";

/** What an action on an invoice needs: the database, jobs and mail, who acts, where links point. */
export interface InvoiceContext {
  db: Database;
  jobs: JobRunner;
  outbox: Outbox;
  actor: Actor;
  linkOrigin: string;
}

export interface InvoiceActionInput {
  id: string;
  reason: string;
  /** The status the user saw; 409 when it has moved since. */
  from?: InvoiceStatus;
}

/** Runs the work in one transaction; what it queued is woken once it commits (db/after-commit.ts). */
function inTransaction<T>(ctx: InvoiceContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(work);
}

/** The buyer's primary user asks finance to cancel an issued invoice. */
export async function requestInvoiceCancellation(
  ctx: InvoiceContext,
  input: InvoiceActionInput,
): Promise<InvoiceRow> {
  return inTransaction(ctx, async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: input.id,
      action: "request-cancellation",
      actor: ctx.actor,
      from: input.from,
      set: { cancelReason: input.reason },
      audit: { reason: input.reason },
    });
    await tellFinanceOfCancellationRequest(tx, ctx.outbox, {
      invoice: after,
      origin: ctx.linkOrigin,
      reason: input.reason,
    });
    return after;
  });
}

/**
 * Finance cancels an invoice, in one transaction: the invoice keeps its number, what it billed is
 * cancelled with it (the application, or the credit purchase), its e-invoice's cancellation is
 * queued, and the buyer is told.
 */
export async function cancelInvoice(ctx: InvoiceContext, input: InvoiceActionInput): Promise<InvoiceRow> {
  return inTransaction(ctx, async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: input.id,
      action: "cancel",
      actor: ctx.actor,
      from: input.from,
      set: { cancelledAt: new Date(), cancelReason: input.reason },
      audit: { reason: input.reason },
    });
    await cancelInvoiceSubject(tx, after, ctx.actor.requestId);
    await queueEInvoiceCancellation(tx, ctx.jobs, after.id);
    await tellBuyer(tx, ctx.outbox, {
      invoice: after,
      origin: ctx.linkOrigin,
      compose: invoiceCancellationMessage(after, "cancelled", input.reason),
    });
    return after;
  });
}

/** Finance declines the buyer's request: the invoice is due again, and the buyer is told why. */
export async function declineInvoiceCancellation(
  ctx: InvoiceContext,
  input: InvoiceActionInput,
): Promise<InvoiceRow> {
  return inTransaction(ctx, async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: input.id,
      action: "decline-cancellation",
      actor: ctx.actor,
      from: input.from,
      // The buyer's reason stays in the audit trail; the invoice no longer carries a cancellation.
      set: { cancelReason: null },
      audit: { reason: input.reason },
    });
    await tellBuyer(tx, ctx.outbox, {
      invoice: after,
      origin: ctx.linkOrigin,
      compose: invoiceCancellationMessage(after, "declined", input.reason),
    });
    return after;
  });
}

/** Finance refunds a paid invoice: a credit note (document type 02) is queued for the tax authority. */
export async function refundInvoice(ctx: InvoiceContext, input: InvoiceActionInput): Promise<InvoiceRow> {
  return inTransaction(ctx, async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: input.id,
      action: "refund",
      actor: ctx.actor,
      from: input.from,
      set: { cancelReason: input.reason },
      audit: { reason: input.reason },
    });
    await queueEInvoice(tx, ctx.jobs, after, "02");
    await tellBuyer(tx, ctx.outbox, {
      invoice: after,
      origin: ctx.linkOrigin,
      compose: invoiceRefundedMessage(after, input.reason),
    });
    return after;
  });
}

/**
 * Cancels what a cancelled invoice billed, as the server, in the invoice's transaction. Already
 * cancelled: nothing to do. Anywhere the workflow has no cancel (e.g. a payment in flight), the
 * 409 rolls the invoice's cancellation back too: an invoice never ends cancelled while what it
 * billed goes on.
 */
export async function cancelInvoiceSubject(tx: Tx, invoice: InvoiceRow, requestId: string | null) {
  const actor = systemActor("Invoice cancellation", requestId);
  const audit = { invoiceId: invoice.id, invoiceNumber: invoice.number };
  if (invoice.applicationId) {
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, invoice.applicationId));
    if (!application || application.status === "cancelled") return;
    await applyTransitionIn(tx, {
      store: applicationStore,
      id: invoice.applicationId,
      action: "cancel",
      actor,
      audit,
    });
    return;
  }
  if (!invoice.creditPurchaseId) return;
  const [purchase] = await tx
    .select({ status: creditPurchases.status })
    .from(creditPurchases)
    .where(eq(creditPurchases.id, invoice.creditPurchaseId));
  if (!purchase || purchase.status === "cancelled") return;
  await applyTransitionIn(tx, {
    store: creditPurchaseStore,
    id: invoice.creditPurchaseId,
    action: "void",
    actor,
    audit,
  });
}
