import type { DashboardCount } from "@strata/core";
import { count, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditPurchases, eInvoices, invoices, payments } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/workflow.ts";

interface BillingCard {
  key: DashboardCount["key"];
  label: string;
  link: string;
  concerns(actor: Actor): boolean;
  count(db: Database): Promise<number>;
}

const countWhere = async (
  db: Database,
  table: typeof payments | typeof invoices | typeof creditPurchases | typeof eInvoices,
  statuses: string[],
) => {
  // Each table types its status by its own enum; the caller names statuses of the table it passes.
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(table.status, statuses as never[]));
  return row?.n ?? 0;
};

/** Finance's work on the staff dashboard: what waits for a decision in billing. */
const BILLING_CARDS: BillingCard[] = [
  {
    key: "payments-waiting",
    label: "payments waiting for approval",
    link: "/admin/payments?status=pending_finance",
    concerns: (a) => a.ability.can("update", "Payment"),
    count: (db) => countWhere(db, payments, ["pending_finance"]),
  },
  {
    key: "invoice-cancel-requests",
    label: "invoice cancellation requests",
    link: "/admin/invoices?status=cancel_requested",
    concerns: (a) => a.ability.can("update", "FinanceApproval"),
    count: (db) => countWhere(db, invoices, ["cancel_requested"]),
  },
  {
    key: "credit-purchases-waiting",
    label: "credit purchases waiting for approval",
    link: "/admin/credit-purchases?status=pending_finance",
    concerns: (a) => a.ability.can("update", "CreditPurchase"),
    count: (db) => countWhere(db, creditPurchases, ["pending_finance"]),
  },
  {
    key: "e-invoices-invalid",
    label: "e-invoices refused by the tax authority",
    link: "/admin/e-invoices?status=invalid",
    concerns: (a) => a.ability.can("update", "Payment"),
    count: (db) => countWhere(db, eInvoices, ["invalid"]),
  },
];

/** The billing cards that concern this staff member, with their counts. */
export async function billingCountsFor(db: Database, actor: Actor): Promise<DashboardCount[]> {
  const cards = BILLING_CARDS.filter((card) => card.concerns(actor));
  const counts = await Promise.all(cards.map((card) => card.count(db)));
  return cards.map((card, i) => ({ key: card.key, label: card.label, link: card.link, count: counts[i] }));
}
