import { randomUUID } from "node:crypto";
import { type AddOn, type ApplicationKind, PLANS, priceOf } from "@strata/core";
import { and, eq, ne } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { applications, auditEvents, invoices, payments } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { demoActor } from "../../lib/demo-actor.ts";
import { monthStart } from "../../lib/month-start.ts";
import { systemActor } from "../../lib/workflow.ts";
import { issueApplicationInvoice, payInvoiceForDemo } from "../billing/index.ts";

const DAY_MS = 86_400_000;

interface PastSale {
  /** Months before this one, and the day of that month the invoice was issued (paid four days later). */
  monthsAgo: number;
  day: number;
  login: string;
  kind: Extract<ApplicationKind, "renewal" | "add-on">;
  addOns?: AddOn[];
}

/**
 * The past year's sales, oldest first: renewals across the paying tiers and add-ons bought on their
 * own, one to three a month, so the sales and invoices reports have a year to show. The days stay
 * at or below the 20th, so a sale four days later is always in its month and never in the future,
 * whatever today is. Left out on purpose: the kinds the payments demo and its journeys look up by
 * organisation (the international-graduate, international-research and vdr renewals, the academic
 * and standard-mbr add-ons), so each stays the only one of its kind.
 */
const PAST_SALES: PastSale[] = [
  { monthsAgo: 12, day: 8, login: "premium", kind: "renewal" },
  { monthsAgo: 11, day: 5, login: "standard", kind: "renewal" },
  { monthsAgo: 11, day: 19, login: "bid-round", kind: "renewal" },
  { monthsAgo: 10, day: 12, login: "international-academic", kind: "renewal" },
  { monthsAgo: 10, day: 14, login: "mbr", kind: "renewal" },
  { monthsAgo: 9, day: 3, login: "premium", kind: "add-on", addOns: ["mbr"] },
  { monthsAgo: 8, day: 11, login: "standard-mbr", kind: "renewal", addOns: ["mbr"] },
  { monthsAgo: 7, day: 6, login: "mpm-study", kind: "renewal" },
  { monthsAgo: 7, day: 17, login: "standard", kind: "add-on", addOns: ["vdr"] },
  { monthsAgo: 6, day: 9, login: "bid-round", kind: "renewal", addOns: ["mbr"] },
  { monthsAgo: 5, day: 15, login: "premium", kind: "add-on", addOns: ["mpm-study"] },
  { monthsAgo: 4, day: 2, login: "mbr", kind: "renewal" },
  { monthsAgo: 4, day: 20, login: "bid-round", kind: "add-on", addOns: ["mpm-study"] },
  { monthsAgo: 3, day: 10, login: "bid-round", kind: "renewal" },
  { monthsAgo: 3, day: 16, login: "mpm-study", kind: "renewal" },
  { monthsAgo: 2, day: 7, login: "standard", kind: "add-on", addOns: ["mpm-study"] },
];

/**
 * Demo data: a year of paid invoices behind the current ones (seeded before any other invoice, so
 * each year's numbers follow the dates). Each is an approved application with its invoice, issued,
 * paid and audited at its own past time.
 */
export async function seedInvoiceHistoryDemo(db: Database, billing: BillingConfig): Promise<void> {
  const now = new Date();
  for (const [index, sale] of PAST_SALES.entries()) {
    const demo = DEMO_ORGANISATIONS.find((o) => o.login === sale.login);
    if (!demo) continue;
    const buyer = await demoActor(db, demoEmail(sale.login));
    const issuedAt = new Date(
      monthStart(now, -sale.monthsAgo).getTime() + (sale.day - 1) * DAY_MS + 2 * 3600_000,
    );
    const paidAt = new Date(issuedAt.getTime() + 4 * DAY_MS);
    const planType = demo.tier;
    const addOns = sale.addOns ?? [];
    const duration = PLANS[planType].durations[0] ?? null;
    const amountSen =
      sale.kind === "add-on"
        ? priceOf({ planType, duration: null, addOns }) - priceOf({ planType, duration: null })
        : priceOf({ planType, duration, addOns });
    await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(applications)
        .values({
          id: randomUUID(),
          organisationId: buyer.organisationId as string,
          applicantUserId: buyer.userId,
          kind: sale.kind,
          status: "approved",
          lastStableStatus: "approved",
          planType,
          durationValue: sale.kind === "add-on" ? null : (duration?.value ?? null),
          durationUnit: sale.kind === "add-on" ? null : (duration?.unit ?? null),
          addOnsType: addOns,
          amountSen,
          submittedAt: new Date(issuedAt.getTime() - 2 * DAY_MS),
          createdAt: new Date(issuedAt.getTime() - 3 * DAY_MS),
          updatedAt: paidAt,
        })
        .returning();
      const invoice = await issueApplicationInvoice(
        tx,
        billing,
        application,
        systemActor("Demo data"),
        issuedAt,
      );
      await payInvoiceForDemo(tx, invoice, paidAt);
      await tx.update(invoices).set({ updatedAt: paidAt }).where(eq(invoices.id, invoice.id));
      // The payment that settled it, as finance's payments list shows a past one: online through
      // the gateway, or a bank transfer finance approved (alternately).
      const online = index % 2 === 0;
      await tx.insert(payments).values({
        id: randomUUID(),
        invoiceId: invoice.id,
        organisationId: invoice.organisationId,
        method: online ? "online" : "bank_transfer",
        status: "approved",
        amountSen: invoice.totalSen,
        gatewayBillId: online ? `DEMO-HISTORY-${invoice.number}` : null,
        gatewayRecord: online
          ? {
              billId: `DEMO-HISTORY-${invoice.number}`,
              paid: true,
              state: "paid",
              amountSen: invoice.totalSen,
              paidAmountSen: invoice.totalSen,
              paidAt: paidAt.toISOString(),
              transactionId: `SBX-H${String(index).padStart(4, "0")}`,
              transactionStatus: "completed",
              receivedAt: paidAt.toISOString(),
            }
          : null,
        reference: online ? null : `TT${invoice.number.replace(/\D/g, "")}`,
        createdBy: buyer.userId,
        decidedAt: paidAt,
        createdAt: new Date(paidAt.getTime() - 3600_000),
        updatedAt: paidAt,
      });
      // The invoice's history at the times it happened, not at the seed's.
      const ofInvoice = and(eq(auditEvents.subjectType, "invoice"), eq(auditEvents.subjectId, invoice.id));
      await tx
        .update(auditEvents)
        .set({ createdAt: issuedAt })
        .where(and(ofInvoice, eq(auditEvents.action, "issue")));
      await tx
        .update(auditEvents)
        .set({ createdAt: paidAt })
        .where(and(ofInvoice, ne(auditEvents.action, "issue")));
    });
  }
}
