import {
  allowedActions,
  CREDIT_PURCHASE_WORKFLOW,
  type CreditLedgerEntry,
  type CreditPlan,
  type CreditPurchase,
  type CreditPurchaseStatus,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  creditLedger,
  creditPlans,
  creditPurchases,
  invoices,
  organisations,
  users,
} from "../../db/schema/index.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";
import { creditPurchaseStore } from "../billing/index.ts";

type PlanRow = typeof creditPlans.$inferSelect;
type LedgerRow = typeof creditLedger.$inferSelect;

export function toCreditPlan(row: PlanRow): CreditPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    credits: row.credits,
    priceSen: row.priceSen,
    validityDays: row.validityDays,
    retired: row.retiredAt !== null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Purchases with their organisation, plan and invoice; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectPurchases(db: Database | Tx) {
  return db
    .select({
      row: creditPurchases,
      organisationName: organisations.name,
      planName: creditPlans.name,
      invoice: {
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        totalSen: invoices.totalSen,
      },
    })
    .from(creditPurchases)
    .innerJoin(organisations, eq(organisations.id, creditPurchases.organisationId))
    .innerJoin(creditPlans, eq(creditPlans.id, creditPurchases.planId))
    .leftJoin(invoices, eq(invoices.creditPurchaseId, creditPurchases.id))
    .$dynamic();
}

type SelectedPurchase = Awaited<ReturnType<ReturnType<typeof selectPurchases>["execute"]>>[number];

/** A purchase as responses carry it, with the actions this actor may take now. */
export function toCreditPurchase(input: SelectedPurchase, actor: Actor): CreditPurchase {
  const { row } = input;
  const status = row.status as CreditPurchaseStatus;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: input.organisationName,
    planId: row.planId,
    planName: input.planName,
    credits: row.credits,
    amountSen: row.amountSen,
    status,
    invoice: input.invoice?.id
      ? {
          id: input.invoice.id,
          number: input.invoice.number,
          status: input.invoice.status as NonNullable<CreditPurchase["invoice"]>["status"],
          totalSen: input.invoice.totalSen,
        }
      : null,
    // Automatic transitions (the gateway's) are the server's; pay and answer belong to the payment screens.
    allowedActions: allowedActions(CREDIT_PURCHASE_WORKFLOW, status, {
      ability: actor.ability,
      guards: creditPurchaseStore.guards(row, actor),
    }),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ledger entries with the acting user's name; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectLedger(db: Database | Tx) {
  return db
    .select({ row: creditLedger, actorName: users.name })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorUserId))
    .$dynamic();
}

export function toLedgerEntry(input: { row: LedgerRow; actorName: string | null }): CreditLedgerEntry {
  const { row } = input;
  return {
    id: row.id,
    kind: row.kind as CreditLedgerEntry["kind"],
    credits: row.credits,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    reference: row.reference,
    creditPurchaseId: row.creditPurchaseId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    actorName: input.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}
