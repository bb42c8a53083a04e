import { randomUUID } from "node:crypto";
import { type CreditPurchase, lineOf, type Paged } from "@strata/core";
import { and, count, desc, eq } from "drizzle-orm";
import { creditPlans, creditPurchases, invoices } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { type Actor, applyTransitionIn, systemActor } from "../../lib/workflow.ts";
import { creditPurchaseStore, invoiceStore, issueInvoice } from "../billing/index.ts";
import { queueCreditInvoiceNotice } from "./emails.ts";
import { selectPurchases, toCreditPurchase } from "./present.ts";

type Deps = Pick<ModuleDeps, "db" | "config" | "outbox">;

/** The buyer's organisation: staff and people without one buy nothing. */
export function buyerOrganisation(actor: Actor): string {
  if (!actor.organisationId || actor.isStaff) throw forbidden();
  return actor.organisationId;
}

/** A purchase read after its change committed, scoped to what the actor may see. */
export async function purchaseResponse(
  deps: Pick<Deps, "db">,
  id: string,
  actor: Actor,
): Promise<CreditPurchase> {
  const scope = actor.isStaff ? undefined : eq(creditPurchases.organisationId, actor.organisationId ?? "");
  const [row] = await selectPurchases(deps.db).where(and(eq(creditPurchases.id, id), scope));
  if (!row) throw notFound("Credit purchase");
  return toCreditPurchase(row, actor);
}

/**
 * The primary user orders a plan: the purchase (credits and price copied from the plan) and its
 * invoice (one line, tax once) in one transaction, audited, with the invoice notice queued.
 */
export async function orderCredits(deps: Deps, input: { planId: string; actor: Actor }) {
  const { actor } = input;
  const organisationId = buyerOrganisation(actor);
  const { purchaseId } = await deps.db.transaction(async (tx) => {
    // Share-locked: a plan retired or edited at this moment is either sold as it was or not at all.
    const [plan] = await tx.select().from(creditPlans).where(eq(creditPlans.id, input.planId)).for("share");
    if (!plan) throw notFound("Download credit plan");
    if (plan.retiredAt) {
      throw badRequest("This plan is retired and can no longer be bought.", {
        field: "body.planId",
      });
    }
    const [purchase] = await tx
      .insert(creditPurchases)
      .values({
        id: randomUUID(),
        organisationId,
        planId: plan.id,
        credits: plan.credits,
        amountSen: plan.priceSen,
        status: "invoice_issued",
        lastStableStatus: "invoice_issued",
        requestedBy: actor.userId,
      })
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "order",
      subjectType: "credit_purchase",
      subjectId: purchase.id,
      organisationId,
      after: { status: purchase.status, planId: plan.id, credits: plan.credits, amountSen: plan.priceSen },
      requestId: actor.requestId,
    });
    const credits = plan.credits.toLocaleString("en-MY");
    const invoice = await issueInvoice(tx, deps.config.billing, {
      organisationId,
      subject: { creditPurchaseId: purchase.id },
      lines: [lineOf(`${plan.name} — ${credits} download credits`, 1, plan.priceSen)],
      actor,
    });
    await queueCreditInvoiceNotice(tx, deps, { invoice, planName: plan.name, credits: plan.credits });
    return { purchaseId: purchase.id };
  });
  const purchase = await purchaseResponse(deps, purchaseId, actor);
  return { purchase, invoice: purchase.invoice! };
}

/** The organisation's purchases, newest first. */
export async function listMyPurchases(
  deps: Pick<Deps, "db">,
  input: { actor: Actor; page: number; pageSize: number },
): Promise<Paged<CreditPurchase>> {
  const organisationId = buyerOrganisation(input.actor);
  const where = eq(creditPurchases.organisationId, organisationId);
  const [rows, [total]] = await Promise.all([
    selectPurchases(deps.db)
      .where(where)
      .orderBy(desc(creditPurchases.createdAt), desc(creditPurchases.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(creditPurchases).where(where),
  ]);
  return {
    result: rows.map((row) => toCreditPurchase(row, input.actor)),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total.n,
  };
}

/**
 * The buyer withdraws an order not yet paid: the purchase is cancelled and its invoice with it, in
 * one transaction. Cancelling an invoice is finance's right; here the server does it on the buyer's
 * behalf (a system actor named in the audit), since an unpaid order's invoice has nothing to decide.
 */
export async function cancelPurchase(
  deps: Deps,
  input: { id: string; actor: Actor },
): Promise<CreditPurchase> {
  const { actor } = input;
  buyerOrganisation(actor);
  await deps.db.transaction(async (tx) => {
    await applyTransitionIn(tx, {
      store: creditPurchaseStore,
      id: input.id,
      action: "cancel",
      actor,
      sideEffects: async (innerTx, { after }) => {
        const [invoice] = await innerTx
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.creditPurchaseId, after.id));
        if (!invoice) return;
        await applyTransitionIn(innerTx, {
          store: invoiceStore,
          id: invoice.id,
          action: "cancel",
          actor: systemActor(`Credit purchase cancelled by ${actor.name}`, actor.requestId),
          set: { cancelledAt: new Date(), cancelReason: "The buyer cancelled the credit purchase." },
          audit: { creditPurchaseId: after.id },
        });
      },
    });
  });
  return purchaseResponse(deps, input.id, actor);
}
