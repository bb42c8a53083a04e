import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, paymentCallbacks, payments } from "../../db/schema/index.ts";
import { badRequest, forbidden } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import { invoiceStore, moveInvoiceSubject, paymentStore } from "../billing/index.ts";
import { queuePaymentEmails } from "./emails.ts";
import type { PaymentGateway } from "./gateway.ts";

/** What happened to a callback, as `payment_callbacks.outcome` records it. */
export type CallbackOutcome =
  | "applied"
  | "duplicate"
  | "refused"
  | "amount_mismatch"
  | "unknown_bill"
  | "out_of_order";

async function logCallback(
  db: Database | Tx,
  entry: {
    fields: Record<string, string>;
    paymentId: string | null;
    signatureValid: boolean;
    outcome: CallbackOutcome;
  },
) {
  await db.insert(paymentCallbacks).values({
    id: randomUUID(),
    gatewayBillId: entry.fields.id ?? null,
    paymentId: entry.paymentId,
    payload: entry.fields,
    signatureValid: entry.signatureValid,
    outcome: entry.outcome,
  });
}

/**
 * The gateway's server-to-server callback, the only source of truth about an online payment. Every
 * callback is logged. A bad signature is refused (403) and changes nothing; a paid amount that is
 * not the payment's is refused (400) and changes nothing; otherwise it applies once, under a row
 * lock on the payment: paid → the payment is confirmed and what the invoice bills waits for
 * finance; not paid → the payment fails and the invoice and its subject wait for a new payment.
 * Duplicates and late contrary callbacks (a "failed" after "paid") answer 200 and change nothing,
 * so the gateway stops retrying; money reported paid on a payment already closed (cancelled by the
 * payer, failed) changes nothing either, but finance is e-mailed to refund or apply it.
 */
export async function handleGatewayCallback(
  deps: { db: Database; outbox: Outbox; gateway: PaymentGateway; origin: string; requestId: string },
  fields: Record<string, string>,
): Promise<{ outcome: CallbackOutcome }> {
  const { db } = deps;
  if (!deps.gateway.verify(fields)) {
    await logCallback(db, { fields, paymentId: null, signatureValid: false, outcome: "refused" });
    throw forbidden("The callback's signature is not valid.");
  }
  const billId = fields.id ?? "";
  const paid = fields.paid === "true";
  const outcome = await db.transaction(async (tx): Promise<CallbackOutcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.gatewayBillId, billId))
      .for("update");
    if (!payment) {
      await logCallback(tx, { fields, paymentId: null, signatureValid: true, outcome: "unknown_bill" });
      return "unknown_bill";
    }
    const log = (outcome: CallbackOutcome) =>
      logCallback(tx, { fields, paymentId: payment.id, signatureValid: true, outcome }).then(() => outcome);
    if (paid && Number(fields.paid_amount) !== payment.amountSen) return log("amount_mismatch");
    if (payment.status !== "pending") {
      const record = payment.gatewayRecord as { paid?: boolean } | null;
      if (record && record.paid === paid) return log("duplicate");
      // Money taken for a payment the payer cancelled (or that failed first): never lost silently.
      if (paid && !record?.paid) {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
        await queuePaymentEmails(tx, deps.outbox, payment, "paid-after-close", {
          invoiceNumber: invoice.number,
          origin: deps.origin,
        });
      }
      return log("out_of_order");
    }
    const server = systemActor("Payment gateway", deps.requestId);
    const gatewayRecord = {
      billId,
      paid,
      state: fields.state ?? null,
      amountSen: Number(fields.amount ?? payment.amountSen),
      paidAmountSen: Number(fields.paid_amount ?? 0),
      paidAt: fields.paid_at ?? null,
      transactionId: fields.transaction_id ?? null,
      transactionStatus: fields.transaction_status ?? null,
      receivedAt: new Date().toISOString(),
    };
    const { after } = await applyTransitionIn(tx, {
      store: paymentStore,
      id: payment.id,
      action: paid ? "confirm" : "fail",
      actor: server,
      from: "pending",
      set: { gatewayRecord },
      audit: { transactionId: gatewayRecord.transactionId, paidAmountSen: gatewayRecord.paidAmountSen },
    });
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    if (paid) {
      // The invoice stays payment_pending until finance approves; its subject now waits for finance.
      await moveInvoiceSubject(tx, invoice, "confirm-payment", server);
    } else {
      const back = await applyTransitionIn(tx, {
        store: invoiceStore,
        id: invoice.id,
        action: "fail-payment",
        actor: server,
        audit: { paymentId: payment.id },
      });
      await moveInvoiceSubject(tx, back.after, "fail-payment", server);
    }
    await queuePaymentEmails(tx, deps.outbox, after, paid ? "received" : "failed", {
      invoiceNumber: invoice.number,
      origin: deps.origin,
    });
    return log("applied");
  });
  if (outcome === "amount_mismatch") {
    throw badRequest("The paid amount is not the payment's amount; the callback was refused.");
  }
  return { outcome };
}
