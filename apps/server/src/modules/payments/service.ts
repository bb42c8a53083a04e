import { randomUUID } from "node:crypto";
import {
  canActAsBuyer,
  PAYMENT_PROOF_ATTACHABLE,
  type PaymentMethodBody,
  type PaymentStatus,
} from "@strata/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, payments, uploads } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, forbidden, invalidField, notFound } from "../../lib/errors.ts";
import { type Actor, applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { InvoiceRow } from "../billing/index.ts";
import {
  approvePayment,
  type BillingContext,
  creditPurchaseStore,
  invoiceStore,
  moveInvoiceSubject,
  paymentStore,
} from "../billing/index.ts";
import { ActivationError } from "../subscriptions/index.ts";
import { queuePaymentEmails } from "./emails.ts";
import { onlinePaymentNotConfigured, type PaymentGateway } from "./gateway.ts";
import type { PaymentRow } from "./present.ts";
import { subjectClosed, subjectPayability } from "./subject.ts";

/** What the payment services need besides billing's context: the gateway and where links point. */
export interface PaymentContext extends BillingContext {
  gateway: PaymentGateway | null;
  /** The portal's origin for e-mailed links and the gateway's callback and redirect. */
  origin: string;
}

/** The statuses of a payment still open (the partial unique index's: at most one per invoice). */
export const OPEN_PAYMENT_STATUSES = ["pending", "pending_finance", "pending_finance_clarification"] as const;

export const CALLBACK_PATH = "/api/payments/gateway/callback";
export const RETURN_PATH = "/api/payments/gateway/return";

/** The invoice of the actor's organisation (scoped in the query: another organisation's is a 404). */
export async function ownInvoice(db: Database | Tx, actor: Actor, id: string): Promise<InvoiceRow> {
  const scope = actor.isStaff ? undefined : eq(invoices.organisationId, actor.organisationId ?? "");
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), scope));
  if (!row) throw notFound("Invoice");
  return row;
}

/** A payment the actor may see: finance sees every one, a customer their organisation's. */
export async function visiblePayment(db: Database | Tx, actor: Actor, id: string): Promise<PaymentRow> {
  const all = actor.ability.can("update", "Payment");
  const scope = all ? undefined : eq(payments.organisationId, actor.organisationId ?? "");
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), scope));
  if (!row) throw notFound("Payment");
  return row;
}

/** A bank transfer's proof: an upload of the paying organisation attached to this invoice. */
async function checkProof(db: Database | Tx, invoice: InvoiceRow, uploadId: string, field: string) {
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.organisationId, invoice.organisationId),
        eq(uploads.attachableType, PAYMENT_PROOF_ATTACHABLE),
        eq(uploads.attachableId, invoice.id),
      ),
    );
  if (!upload) throw invalidField(field, "Upload the proof to this invoice first (POST /api/uploads)");
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
};

const paymentInFlight = () =>
  conflict("This invoice already has a payment in progress.", { status: "payment_pending" });

/**
 * Starts paying an invoice. Online: the bill is created at the gateway first (nothing is written if
 * the gateway is down or slow: the invoice stays payable), then in one transaction the payment
 * (pending, with the bill id), the invoice's `pay` and its subject's `pay`. Bank transfer: the
 * payment arrives with its proof straight in pending_finance (invoice pay; subject pay then
 * confirm-payment), and the payer and finance are told.
 */
export async function createPayment(
  ctx: PaymentContext,
  input: { invoiceId: string; body: PaymentMethodBody; payer: { email: string; name: string } },
): Promise<{ payment: PaymentRow; redirectUrl: string | null }> {
  const { db, actor } = ctx;
  const invoice = await ownInvoice(db, actor, input.invoiceId);
  // The rights and status first, so nobody reaches the gateway who could not pay anyway.
  if (!canActAsBuyer(actor.ability, actor.isPrimary) || actor.organisationId !== invoice.organisationId)
    throw forbidden();
  if (invoice.status === "payment_pending") throw paymentInFlight();
  if (invoice.status !== "issued") {
    throw conflict(`This invoice cannot be paid while it is ${invoice.status}.`, {
      status: invoice.status,
      action: "pay",
    });
  }
  const subject = await subjectPayability(db, invoice);
  if (!subject.payable) throw subjectClosed(subject);
  const id = randomUUID();
  const { body } = input;
  let bill: { id: string; url: string } | null = null;
  if (body.method === "online") {
    if (!ctx.gateway) throw onlinePaymentNotConfigured();
    const redirect = new URL(RETURN_PATH, ctx.origin);
    redirect.searchParams.set("payment", id);
    bill = await ctx.gateway.createBill({
      email: input.payer.email,
      name: input.payer.name,
      amount: invoice.totalSen,
      description: `Invoice ${invoice.number}`,
      callbackUrl: new URL(CALLBACK_PATH, ctx.origin).toString(),
      redirectUrl: redirect.toString(),
      reference: id,
    });
  } else {
    await checkProof(db, invoice, body.proofUploadId, "body.proofUploadId");
  }

  const bankTransfer = body.method === "bank_transfer";
  const status: PaymentStatus = bankTransfer ? "pending_finance" : "pending";
  try {
    const payment = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({
          id,
          invoiceId: invoice.id,
          organisationId: invoice.organisationId,
          method: body.method,
          status,
          lastStableStatus: status,
          amountSen: invoice.totalSen,
          gatewayBillId: bill?.id ?? null,
          proofUploadId: bankTransfer ? body.proofUploadId : null,
          reference: bankTransfer ? body.reference : null,
          createdBy: actor.userId,
        })
        .returning();
      await recordAuditEvent(tx, {
        actor,
        action: "create",
        subjectType: "payment",
        subjectId: id,
        organisationId: invoice.organisationId,
        before: null,
        after: {
          status,
          method: body.method,
          amountSen: invoice.totalSen,
          invoiceNumber: invoice.number,
          ...(bill ? { gatewayBillId: bill.id } : {}),
          ...(bankTransfer ? { reference: body.reference } : {}),
        },
        requestId: actor.requestId,
      });
      const paid = await applyTransitionIn(tx, {
        store: invoiceStore,
        id: invoice.id,
        action: "pay",
        actor,
        from: "issued",
        audit: { paymentId: id, method: body.method },
      });
      await moveInvoiceSubject(tx, paid.after, "pay", actor);
      if (bankTransfer) {
        await moveInvoiceSubject(
          tx,
          paid.after,
          "confirm-payment",
          systemActor("Bank transfer with proof", actor.requestId),
        );
        await queuePaymentEmails(tx, ctx.outbox, row, "received", {
          invoiceNumber: invoice.number,
          origin: ctx.origin,
        });
      }
      return row;
    });
    return { payment, redirectUrl: bill?.url ?? null };
  } catch (err) {
    // Another request started a payment of this invoice first (the partial unique index).
    if (isUniqueViolation(err)) throw paymentInFlight();
    throw err;
  }
}

/** The open payment of an invoice of the actor's organisation, or 409 when there is none. */
async function openPaymentOf(db: Database | Tx, invoice: InvoiceRow): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  if (!row) {
    throw conflict("This invoice has no payment to cancel.", {
      status: invoice.status,
      action: "cancel-payment",
    });
  }
  return row;
}

/**
 * The payer withdraws a payment finance has not decided, in one transaction: the payment is
 * cancelled, the invoice and its subject return to waiting for a payment. An online payment the
 * gateway already confirmed is money received: only finance can reject it.
 */
export async function cancelPayment(ctx: PaymentContext, input: { invoiceId: string }): Promise<PaymentRow> {
  const { db, actor } = ctx;
  const invoice = await ownInvoice(db, actor, input.invoiceId);
  if (!canActAsBuyer(actor.ability, actor.isPrimary) || actor.organisationId !== invoice.organisationId)
    throw forbidden();
  const open = await openPaymentOf(db, invoice);
  if (open.method === "online" && open.status !== "pending") {
    throw conflict(
      "The gateway reported this payment as paid: it waits for finance and cannot be withdrawn.",
      { status: open.status, action: "cancel" },
    );
  }
  return db.transaction(async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: open.id,
      action: "cancel",
      actor,
      from: open.status as PaymentStatus,
    });
    const back = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: invoice.id,
      action: "cancel-payment",
      actor,
      audit: { paymentId: open.id },
    });
    await moveInvoiceSubject(tx, back.after, "cancel-payment", actor);
    return after;
  });
}

async function invoiceOfPayment(tx: Tx | Database, payment: PaymentRow): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice) throw notFound("Invoice");
  return invoice;
}

/**
 * Finance approves: settlement's cascade (payment approved, invoice paid, subject approved and
 * activated or credits granted, e-invoice queued). When activation fails, everything rolls back,
 * the application records the failure in a transaction of its own, and the answer is 409.
 */
export async function approve(
  ctx: PaymentContext,
  input: { id: string; from?: PaymentStatus },
): Promise<PaymentRow> {
  const payment = await visiblePayment(ctx.db, ctx.actor, input.id);
  try {
    const after = await approvePayment(ctx, { paymentId: payment.id, from: input.from });
    const invoice = await invoiceOfPayment(ctx.db, after);
    // After the commit: the approval stands even if the e-mail could not be queued.
    await queuePaymentEmails(ctx.db, ctx.outbox, after, "approved", {
      invoiceNumber: invoice.number,
      origin: ctx.origin,
    });
    return after;
  } catch (err) {
    if (!(err instanceof ActivationError)) throw err;
    const invoice = await invoiceOfPayment(ctx.db, payment);
    if (invoice.applicationId) {
      await ctx.db.transaction((tx) =>
        applyTransitionIn(tx, {
          store: applicationStore,
          id: invoice.applicationId as string,
          action: "fail",
          actor: systemActor("Subscription activation", ctx.actor.requestId),
          audit: { error: err.message, paymentId: payment.id },
        }),
      );
    }
    throw conflict(`The subscription could not be activated: ${err.message}`, {
      status: "failed",
      action: "approve",
    });
  }
}

/** Finance asks the payer for more: the payment and what the invoice bills wait for the answer, together. */
export async function requestClarification(
  ctx: PaymentContext,
  input: { id: string; message: string },
): Promise<PaymentRow> {
  const { db, actor } = ctx;
  const payment = await visiblePayment(db, actor, input.id);
  const row = await db.transaction(async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: payment.id,
      action: "request-clarification",
      actor,
      from: "pending_finance",
      set: { note: input.message },
      audit: { message: input.message },
    });
    const invoice = await invoiceOfPayment(tx, after);
    await moveSubjectWith(tx, invoice, "request-clarification", actor, { message: input.message });
    await queuePaymentEmails(tx, ctx.outbox, after, "clarification", {
      invoiceNumber: invoice.number,
      origin: ctx.origin,
      note: input.message,
    });
    return after;
  });
  return row;
}

/** The payer answers finance's question (optionally with a new proof); both wait for finance again. */
export async function answerClarification(
  ctx: PaymentContext,
  input: { id: string; message: string; proofUploadId?: string },
): Promise<PaymentRow> {
  const { db, actor } = ctx;
  const payment = await visiblePayment(db, actor, input.id);
  const invoice = await invoiceOfPayment(db, payment);
  if (input.proofUploadId) {
    if (payment.method !== "bank_transfer")
      throw invalidField("body.proofUploadId", "Only a bank transfer has a proof");
    await checkProof(db, invoice, input.proofUploadId, "body.proofUploadId");
  }
  const row = await db.transaction(async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: payment.id,
      action: "answer-clarification",
      actor,
      set: input.proofUploadId ? { proofUploadId: input.proofUploadId } : {},
      audit: {
        message: input.message,
        ...(input.proofUploadId ? { proofUploadId: input.proofUploadId } : {}),
      },
    });
    await moveSubjectWith(tx, invoice, "answer-clarification", actor, { message: input.message });
    await queuePaymentEmails(tx, ctx.outbox, after, "answered", {
      invoiceNumber: invoice.number,
      origin: ctx.origin,
    });
    return after;
  });
  return row;
}

/**
 * Finance found no money: the payment is rejected, the invoice and what it bills wait for a new
 * payment, in one transaction.
 */
export async function reject(
  ctx: PaymentContext,
  input: { id: string; reason: string },
): Promise<PaymentRow> {
  const { db, actor } = ctx;
  const payment = await visiblePayment(db, actor, input.id);
  const row = await db.transaction(async (tx) => {
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: payment.id,
      action: "reject",
      actor,
      set: { note: input.reason, decidedBy: actor.userId, decidedAt: new Date() },
      audit: { reason: input.reason },
    });
    const server = systemActor("Payment rejection", actor.requestId);
    const back = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: after.invoiceId,
      action: "fail-payment",
      actor: server,
      audit: { paymentId: after.id, reason: input.reason },
    });
    await moveInvoiceSubject(tx, back.after, "fail-payment", server);
    await queuePaymentEmails(tx, ctx.outbox, after, "rejected", {
      invoiceNumber: back.after.number,
      origin: ctx.origin,
      note: input.reason,
    });
    return after;
  });
  return row;
}

/** The clarification's request or answer on what the invoice bills (the application or the credit purchase). */
async function moveSubjectWith(
  tx: Tx,
  invoice: InvoiceRow,
  action: "request-clarification" | "answer-clarification",
  actor: Actor,
  audit: Record<string, unknown>,
) {
  if (invoice.applicationId) {
    await applyTransitionIn(tx, { store: applicationStore, id: invoice.applicationId, action, actor, audit });
    return;
  }
  if (invoice.creditPurchaseId) {
    await applyTransitionIn(tx, {
      store: creditPurchaseStore,
      id: invoice.creditPurchaseId,
      action,
      actor,
      audit,
    });
  }
}
