import { randomUUID } from "node:crypto";
import {
  type AddOn,
  type ApplicationKind,
  type ApplicationStatus,
  PLANS,
  priceOf,
  type Tier,
} from "@strata/core";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { demoActor } from "../../lib/demo-actor.ts";
import { type Actor, applyTransition, systemActor } from "../../lib/workflow.ts";
import { invoiceStore, issueApplicationInvoice, payInvoiceForDemo } from "../billing/index.ts";
import { cancelInvoiceSubject } from "./service.ts";

const DAY_MS = 86_400_000;

interface DemoBill {
  login: string;
  kind: ApplicationKind;
  planType: Tier;
  years: number | null;
  addOns: AddOn[];
  /** The application's status once invoiced (what the invoice's story left it in). */
  applicationStatus: ApplicationStatus;
}

/**
 * An application of the organisation with its invoice, issued now: numbers follow the order of
 * issue, and the demo subscriptions start now too.
 */
async function billFor(db: Database, billing: BillingConfig, bill: DemoBill) {
  const buyer = await demoActor(db, demoEmail(bill.login));
  const duration = bill.years ? { value: bill.years, unit: "years" as const } : null;
  const amountSen =
    bill.kind === "add-on"
      ? priceOf({ planType: bill.planType, duration: null, addOns: bill.addOns }) -
        priceOf({ planType: bill.planType, duration: null })
      : priceOf({ planType: bill.planType, duration, addOns: bill.addOns });
  const submittedAt = new Date(Date.now() - 5 * DAY_MS);
  const [application] = await db
    .insert(applications)
    .values({
      id: randomUUID(),
      organisationId: buyer.organisationId as string,
      applicantUserId: buyer.userId,
      kind: bill.kind,
      status: bill.applicationStatus,
      lastStableStatus: bill.applicationStatus === "approved" ? "pending_finance" : "invoice_issued",
      planType: bill.planType,
      durationValue: duration?.value ?? null,
      durationUnit: duration?.unit ?? null,
      addOnsType: bill.addOns,
      amountSen,
      submittedAt,
      createdAt: new Date(submittedAt.getTime() - DAY_MS),
    })
    .returning();
  const invoice = await db.transaction((tx) =>
    issueApplicationInvoice(tx, billing, application, systemActor("Demo data")),
  );
  return { buyer, invoice };
}

/**
 * Demo data of the invoices module (after seedApplicationDemo): every active paying demo
 * organisation has the paid invoice of its current subscription, and invoices wait in the other
 * statuses: a cancellation requested (Kuala Energy), cancelled by finance with its application
 * (Sabah Deepwater), refunded (Petra Nusantara), and an unpaid add-on of Delft Subsurface that a
 * browser journey asks to cancel. The unpaid ones of the applications' demo come from its LOA
 * approvals.
 */
export async function seedInvoiceDemo(db: Database, billing: BillingConfig): Promise<void> {
  for (const demo of DEMO_ORGANISATIONS) {
    const plan = PLANS[demo.tier];
    const duration = plan.durations[0] ?? null;
    const addOns = demo.addOns ?? [];
    if (demo.expired || priceOf({ planType: demo.tier, duration, addOns }) === 0) continue;
    const { invoice } = await billFor(db, billing, {
      login: demo.login,
      kind: "registration",
      planType: demo.tier,
      years: duration?.unit === "years" ? duration.value : null,
      addOns,
      applicationStatus: "approved",
    });
    await db.transaction((tx) => payInvoiceForDemo(tx, invoice, new Date()));
  }

  const finance = await demoActor(db, demoEmail("finance"));

  const requested = await billFor(db, billing, {
    login: "standard-mbr",
    kind: "renewal",
    planType: "standard",
    years: 1,
    addOns: ["mbr"],
    applicationStatus: "invoice_issued",
  });
  await act(db, requested.invoice.id, "request-cancellation", requested.buyer, {
    reason: "Our parent company renews this subscription for us; this invoice duplicates theirs.",
  });

  const cancelled = await billFor(db, billing, {
    login: "bid-round",
    kind: "renewal",
    planType: "bid-round",
    years: 1,
    addOns: [],
    applicationStatus: "invoice_issued",
  });
  await act(db, cancelled.invoice.id, "request-cancellation", cancelled.buyer, {
    reason: "The bid round we applied for was withdrawn.",
  });
  await act(db, cancelled.invoice.id, "cancel", finance, {
    reason: "Bid round withdrawn by the authority; nothing to bill.",
    cascade: true,
  });

  const refunded = await billFor(db, billing, {
    login: "premium",
    kind: "add-on",
    planType: "premium",
    years: null,
    addOns: ["vdr"],
    applicationStatus: "approved",
  });
  await db.transaction((tx) => payInvoiceForDemo(tx, refunded.invoice, new Date()));
  await act(db, refunded.invoice.id, "refund", finance, {
    reason: "The data room add-on was ordered twice; refunded in full.",
  });

  await billFor(db, billing, {
    login: "international-academic",
    kind: "add-on",
    planType: "international-academic",
    years: null,
    addOns: ["vdr"],
    applicationStatus: "invoice_issued",
  });
}

/** One invoice transition in a demo user's name; a cancellation cancels what the invoice bills. */
async function act(
  db: Database,
  id: string,
  action: "request-cancellation" | "cancel" | "refund",
  actor: Actor,
  input: { reason: string; cascade?: boolean },
) {
  const now = new Date();
  await applyTransition(db, {
    store: invoiceStore,
    id,
    action,
    actor,
    set: { cancelReason: input.reason, ...(action === "cancel" ? { cancelledAt: now } : {}) },
    audit: { reason: input.reason },
    sideEffects: async (tx, { after }) => {
      if (input.cascade) await cancelInvoiceSubject(tx, after, null);
    },
  });
}
