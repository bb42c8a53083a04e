import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { invoices, payments } from "../../../db/schema/index.ts";
import { applyTransition, systemActor } from "../../../lib/workflow.ts";
import type { TestApp } from "../../../test/harness.ts";
import { creditPurchaseStore, invoiceStore } from "../../billing/index.ts";

export { customerOrganisation, request, staff } from "../../subscriptions/test/helpers.ts";

let planCount = 0;

/** A plan on offer, created through the API by the admin whose cookie is given. */
export async function createPlan(
  t: TestApp,
  adminCookie: string,
  body: Partial<{ name: string; credits: number; priceSen: number; validityDays: number | null }> = {},
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/download-credit-plans",
    headers: { cookie: adminCookie },
    payload: {
      name: body.name ?? `Plan ${++planCount}`,
      description: "Credits for downloads",
      credits: body.credits ?? 100,
      priceSen: body.priceSen ?? 500_000,
      validityDays: body.validityDays === undefined ? 365 : body.validityDays,
    },
  });
  if (res.statusCode !== 201) throw new Error(`plan not created: ${res.body}`);
  return res.json() as { id: string; name: string; credits: number; priceSen: number };
}

/**
 * What the payment flow (h-payments) does for a bank transfer, done directly: a payment row in
 * pending_finance for the invoice, the invoice and the purchase moved with it as the server would.
 */
export async function payByBankTransfer(t: TestApp, invoiceId: string) {
  const { db } = t.database;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const server = systemActor("test payment");
  // The buyer starts the payment (the workflow's isBuyer guard); the server confirms the transfer.
  const buyer = {
    ...server,
    isPrimary: true,
    organisationId: invoice.organisationId,
    isStaff: false,
    automatic: false,
  };
  await applyTransition(db, {
    store: invoiceStore,
    id: invoice.id,
    action: "pay",
    actor: buyer,
    from: "issued",
  });
  const purchaseId = invoice.creditPurchaseId as string;
  await applyTransition(db, { store: creditPurchaseStore, id: purchaseId, action: "pay", actor: buyer });
  await applyTransition(db, {
    store: creditPurchaseStore,
    id: purchaseId,
    action: "confirm-payment",
    actor: server,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      invoiceId: invoice.id,
      organisationId: invoice.organisationId,
      method: "bank_transfer",
      status: "pending_finance",
      lastStableStatus: "pending_finance",
      amountSen: invoice.totalSen,
      reference: "MBB-TEST-001",
    })
    .returning();
  return payment;
}
