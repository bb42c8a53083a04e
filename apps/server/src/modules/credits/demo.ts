import { randomUUID } from "node:crypto";
import { formatDate, lineOf } from "@strata/core";
import { eq } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  creditAccounts,
  creditLedger,
  creditPlans,
  creditPurchases,
  payments,
  users,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { systemActor, type Tx } from "../../lib/workflow.ts";
import { appendLedgerEntry, issueInvoice, payInvoiceForDemo } from "../billing/index.ts";
import { expiryReference } from "./expiry.ts";

const DAY = 86_400_000;

/** The demo's plans: two on offer and one retired (README "Download credits"). */
export const DEMO_CREDIT_PLANS = [
  {
    id: "demo-plan-starter",
    name: "Starter",
    description: "A first set of downloads: well logs and reports for one block.",
    credits: 100,
    priceSen: 500_000,
    validityDays: 365,
  },
  {
    id: "demo-plan-project",
    name: "Project",
    description: "For a full evaluation: seismic and well data across several blocks.",
    credits: 1_000,
    priceSen: 4_000_000,
    validityDays: 730,
  },
  {
    id: "demo-plan-pilot",
    name: "Pilot (retired)",
    description: "The 2025 introductory offer.",
    credits: 20,
    priceSen: 120_000,
    validityDays: 90,
    retired: true,
  },
] as const;

async function userOf(db: Database, login: string) {
  const [user] = await db
    .select({ id: users.id, organisationId: users.organisationId, name: users.name })
    .from(users)
    .where(eq(users.email, demoEmail(login)));
  return user ?? null;
}

async function customerOf(db: Database, login: string) {
  const user = await userOf(db, login);
  return user?.organisationId ? { ...user, organisationId: user.organisationId } : null;
}

/** An entry of the ledger dated `at` (the demo's history spreads over past months). */
async function entryAt(tx: Tx, at: Date, input: Parameters<typeof appendLedgerEntry>[1]) {
  const row = await appendLedgerEntry(tx, input);
  await tx.update(creditLedger).set({ createdAt: at }).where(eq(creditLedger.id, row.id));
  return row;
}

/** A purchase ordered at `at`: its invoice issued and, unless `waiting`, paid by transfer and approved. */
async function purchase(
  tx: Tx,
  billing: BillingConfig,
  input: {
    organisationId: string;
    buyerId: string;
    buyerName: string;
    approver?: { userId: string; role: string; name: string } | null;
    plan: (typeof DEMO_CREDIT_PLANS)[number];
    at: Date;
    waiting?: boolean;
  },
) {
  const { plan, at } = input;
  const [row] = await tx
    .insert(creditPurchases)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      planId: plan.id,
      credits: plan.credits,
      amountSen: plan.priceSen,
      status: input.waiting ? "invoice_issued" : "approved",
      lastStableStatus: input.waiting ? "invoice_issued" : "pending_finance",
      requestedBy: input.buyerId,
      approvedAt: input.waiting ? null : new Date(at.getTime() + 3 * DAY),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await recordAuditEvent(tx, {
    actor: { userId: input.buyerId, role: null, name: input.buyerName },
    action: "order",
    subjectType: "credit_purchase",
    subjectId: row.id,
    organisationId: input.organisationId,
    after: { status: "invoice_issued", planId: plan.id, credits: plan.credits, amountSen: plan.priceSen },
  });
  const invoice = await issueInvoice(tx, billing, {
    organisationId: input.organisationId,
    subject: { creditPurchaseId: row.id },
    lines: [
      lineOf(`${plan.name} — ${plan.credits.toLocaleString("en-MY")} download credits`, 1, plan.priceSen),
    ],
    actor: systemActor("Demo data"),
    now: at,
  });
  if (input.waiting) return { row, invoice };
  const paidAt = new Date(at.getTime() + 3 * DAY);
  await payInvoiceForDemo(tx, invoice, paidAt);
  await tx.insert(payments).values({
    id: randomUUID(),
    invoiceId: invoice.id,
    organisationId: input.organisationId,
    method: "bank_transfer",
    status: "approved",
    lastStableStatus: "pending_finance",
    amountSen: invoice.totalSen,
    reference: `DEMO-TT-${invoice.sequence}`,
    createdBy: input.buyerId,
    decidedAt: paidAt,
    createdAt: new Date(at.getTime() + DAY),
  });
  await recordAuditEvent(tx, {
    actor: input.approver ?? systemActor("Demo data"),
    action: "approve",
    subjectType: "credit_purchase",
    subjectId: row.id,
    organisationId: input.organisationId,
    before: { status: "pending_finance" },
    after: { status: "approved" },
  });
  const grant = await entryAt(tx, paidAt, {
    organisationId: input.organisationId,
    kind: "grant",
    credits: plan.credits,
    reason: `Purchase of ${plan.name} (invoice ${invoice.number})`,
    creditPurchaseId: row.id,
    expiresAt: new Date(paidAt.getTime() + plan.validityDays * DAY),
  });
  return { row, invoice, grant };
}

/**
 * Download credit demo: the plans, Petra Nusantara (premium) with the Pilot bought eleven months
 * ago (partly spent, the rest expired after its 90 days), a Project purchase, spends over the
 * months, an adjustment and a quota; Sarawak Offshore (standard) with a Starter purchase, a few
 * spends and a second Starter order waiting for payment.
 */
export async function seedCreditDemo(db: Database, billing: BillingConfig): Promise<void> {
  const now = Date.now();
  for (const plan of DEMO_CREDIT_PLANS) {
    const { retired, ...values } = { retired: false, ...plan };
    await db
      .insert(creditPlans)
      .values({ ...values, retiredAt: retired ? new Date(now - 200 * DAY) : null })
      .onConflictDoNothing();
  }
  const [starter, project, pilot] = DEMO_CREDIT_PLANS;
  const premium = await customerOf(db, "premium");
  const standard = await customerOf(db, "standard");
  const admin = await userOf(db, "admin");
  const finance = await userOf(db, "finance");
  const approver = finance ? { userId: finance.id, role: "finance", name: finance.name } : null;
  await db.transaction(async (tx) => {
    if (premium) {
      const organisationId = premium.organisationId;
      // The Pilot, before it was retired: 15 of its 20 credits spent, the other 5 expired (as the
      // expiry job writes it), so the ledger reaches back a year and leaves the balance as it was.
      const pilotBought = await purchase(tx, billing, {
        organisationId,
        buyerId: premium.id,
        buyerName: premium.name,
        approver,
        plan: pilot,
        at: new Date(now - 330 * DAY),
      });
      for (const [daysAgo, credits, reference] of [
        [300, 8, "Download package — Well logs, Dulang field (2 wells)"],
        [265, 7, "Download package — Reports, Penyu basin"],
      ] as const) {
        await entryAt(tx, new Date(now - daysAgo * DAY), {
          organisationId,
          kind: "spend",
          credits: -credits,
          reference,
          actorUserId: premium.id,
        });
      }
      const grant = pilotBought.grant!;
      const expiredOn = grant.expiresAt as Date;
      await entryAt(tx, expiredOn, {
        organisationId,
        kind: "expire",
        credits: -5,
        reason: `Credits of ${grant.reason} expired on ${formatDate(expiredOn)}`,
        reference: expiryReference(grant.id),
        creditPurchaseId: grant.creditPurchaseId,
      });
      await purchase(tx, billing, {
        organisationId,
        buyerId: premium.id,
        buyerName: premium.name,
        approver,
        plan: project,
        at: new Date(now - 150 * DAY),
      });
      // Oldest first, so each entry's balance-after follows the one before it.
      const history: [number, number, string][] = [
        [140, -120, "Download package — Malay Basin 3D seismic, Block PM-12"],
        [110, -45, "Download package — Well logs, Bekok field (14 wells)"],
        [80, -200, "Download package — Sabah deepwater 2D lines"],
        [60, 50, "Goodwill: a seismic package was delivered incomplete and downloaded again"],
        [50, -30, "Download package — Core reports, Tapis field"],
        [20, -60, "Download package — Sarawak gravity and magnetics"],
        [4, -25, "Download package — Well logs, Kepong-1 to Kepong-3"],
      ];
      for (const [daysAgo, credits, text] of history) {
        const spend = credits < 0;
        await entryAt(tx, new Date(now - daysAgo * DAY), {
          organisationId,
          kind: spend ? "spend" : "adjust",
          credits,
          reference: spend ? text : null,
          reason: spend ? null : text,
          actorUserId: spend ? premium.id : (admin?.id ?? null),
        });
      }
      await tx
        .update(creditAccounts)
        .set({ monthlyQuota: 300 })
        .where(eq(creditAccounts.organisationId, organisationId));
    }
    if (standard) {
      const organisationId = standard.organisationId;
      await purchase(tx, billing, {
        organisationId,
        buyerId: standard.id,
        buyerName: standard.name,
        approver,
        plan: starter,
        at: new Date(now - 70 * DAY),
      });
      for (const [daysAgo, credits, reference] of [
        [40, 12, "Download package — Well logs, Baram Delta (3 wells)"],
        [9, 20, "Download package — Reports, Balingian province"],
      ] as const) {
        await entryAt(tx, new Date(now - daysAgo * DAY), {
          organisationId,
          kind: "spend",
          credits: -credits,
          reference,
          actorUserId: standard.id,
        });
      }
      await purchase(tx, billing, {
        organisationId,
        buyerId: standard.id,
        buyerName: standard.name,
        plan: starter,
        at: new Date(now - 2 * DAY),
        waiting: true,
      });
    }
  });
}
