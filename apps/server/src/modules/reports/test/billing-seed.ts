import { randomUUID } from "node:crypto";
import { type AddOn, type ApplicationKind, lineOf, priceOf, type Tier } from "@strata/core";
import { eq } from "drizzle-orm";
import {
  applications,
  creditLedger,
  creditPlans,
  creditPurchases,
  invoices,
} from "../../../db/schema/index.ts";
import { systemActor } from "../../../lib/workflow.ts";
import type { TestApp } from "../../../test/harness.ts";
import {
  appendLedgerEntry,
  issueApplicationInvoice,
  issueInvoice,
  type LedgerEntryInput,
} from "../../billing/index.ts";

/** `2025-02-03` → that day at 10:00 UTC. */
export const at = (day: string) => new Date(`${day}T10:00:00Z`);

/** Where an invoice ended: paid (or refunded after) on a day, cancelled, or still issued. */
type Outcome = { status: "paid" | "refunded"; paidAt: string } | { status: "issued" | "cancelled" };

/** Moves an invoice to the end of its story directly: the reports read it, how it got there is not theirs. */
async function settle(t: TestApp, invoiceId: string, outcome: Outcome) {
  if (outcome.status === "issued") return;
  await t.database.db
    .update(invoices)
    .set({
      status: outcome.status,
      paidAt: "paidAt" in outcome ? at(outcome.paidAt) : null,
      cancelledAt: outcome.status === "cancelled" ? new Date() : null,
    })
    .where(eq(invoices.id, invoiceId));
}

/**
 * The invoice of an application (a year of the plan, or add-ons alone) issued on `issued`, as the
 * last LOA approval issues it, then taken to its outcome.
 */
export async function applicationInvoice(
  t: TestApp,
  input: {
    organisationId: string;
    planType: Tier;
    kind?: ApplicationKind;
    addOns?: AddOn[];
    issued: string;
  } & Outcome,
) {
  const { db } = t.database;
  const kind = input.kind ?? "registration";
  const addOns = input.addOns ?? [];
  const duration = { value: 1, unit: "years" as const };
  const amountSen =
    kind === "add-on"
      ? priceOf({ planType: input.planType, duration: null, addOns }) -
        priceOf({ planType: input.planType, duration: null })
      : priceOf({ planType: input.planType, duration, addOns });
  const [application] = await db
    .insert(applications)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      kind,
      status: "invoice_issued",
      lastStableStatus: "invoice_issued",
      planType: input.planType,
      durationValue: kind === "add-on" ? null : duration.value,
      durationUnit: kind === "add-on" ? null : duration.unit,
      addOnsType: addOns,
      amountSen,
      submittedAt: at(input.issued),
    })
    .returning();
  const invoice = await db.transaction((tx) =>
    issueApplicationInvoice(tx, t.config.billing, application, systemActor("test"), at(input.issued)),
  );
  await settle(t, invoice.id, input);
  return invoice;
}

/** A download-credit plan on offer, named for the test. */
export async function creditPlan(t: TestApp, input: { name: string; credits: number; priceSen: number }) {
  const [plan] = await t.database.db
    .insert(creditPlans)
    .values({ id: randomUUID(), ...input, validityDays: 365 })
    .returning();
  return plan;
}

/** An organisation's order of a credit plan with its invoice issued on `issued`, taken to its outcome. */
export async function creditPurchaseInvoice(
  t: TestApp,
  input: { organisationId: string; plan: typeof creditPlans.$inferSelect; issued: string } & Outcome,
) {
  const { plan } = input;
  const invoice = await t.database.db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(creditPurchases)
      .values({
        id: randomUUID(),
        organisationId: input.organisationId,
        planId: plan.id,
        credits: plan.credits,
        amountSen: plan.priceSen,
        createdAt: at(input.issued),
      })
      .returning();
    return issueInvoice(tx, t.config.billing, {
      organisationId: input.organisationId,
      subject: { creditPurchaseId: purchase.id },
      lines: [lineOf(`${plan.name} — ${plan.credits} download credits`, 1, plan.priceSen)],
      actor: systemActor("test"),
      now: at(input.issued),
    });
  });
  await settle(t, invoice.id, input);
  return invoice;
}

/** A ledger entry written through the ledger (balance kept) and dated `day`; write them oldest first. */
export async function ledgerEntry(t: TestApp, day: string, input: LedgerEntryInput) {
  return t.database.db.transaction(async (tx) => {
    const row = await appendLedgerEntry(tx, input);
    const [dated] = await tx
      .update(creditLedger)
      .set({ createdAt: at(day) })
      .where(eq(creditLedger.id, row.id))
      .returning();
    return dated;
  });
}
