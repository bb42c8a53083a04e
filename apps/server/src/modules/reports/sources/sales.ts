import {
  ADD_ONS,
  type AddOn,
  addOnLabel,
  PLANS,
  SALE_KIND_LABELS,
  SALE_KINDS,
  type SaleKind,
  salesReport,
  type Tier,
} from "@strata/core";
import { and, asc, count, desc, eq, isNotNull, max, type SQL, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { applications, creditPlans, creditPurchases, invoices } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { inPeriod, ofOrganisation } from "../filters.ts";
import { ofOrganisationTier } from "./organisation-tier.ts";

type Query = z.infer<typeof salesReport.query.chart>;
type Row = z.infer<typeof salesReport.rowSchema>;

/** Revenue is what paid invoices hold: a refunded invoice is not, an issued one not yet. */
const paidInvoices = (q: Query, period: { from?: string; to?: string }) =>
  and(
    eq(invoices.status, "paid"),
    isNotNull(invoices.paidAt),
    inPeriod(invoices.paidAt, period),
    ofOrganisationTier(invoices.organisationId, q.tier),
    ofOrganisation(invoices.organisationId, q.organisation),
  );

/** An invoice's kind of sale: its credit purchase, else its application's kind. */
const saleOf = sql<SaleKind>`case when ${invoices.creditPurchaseId} is not null then 'download-credits' when ${applications.kind} = 'add-on' then 'add-on' else 'subscription' end`;

/** A sale's order within a month: SALE_KINDS' order (1 for a subscription). */
const saleRank = (sale: SQL) =>
  sql<number>`array_position(array[${sql.raw(SALE_KINDS.map((k) => `'${k}'`).join(", "))}]::text[], ${sale})`;

/** What it sold: the credit plan's id, the add-ons or the plan (a tier). */
const planKeyOf = sql<string>`case when ${invoices.creditPurchaseId} is not null then ${creditPurchases.planId} when ${applications.kind} = 'add-on' then array_to_string(${applications.addOnsType}, ', ') else ${applications.planType} end`;

/** Paid invoices grouped by month, sale and plan: the list's rows before they are ordered and cut. */
function salesGroups(db: Database, q: Query) {
  return db
    .select({
      month: monthOf(invoices.paidAt).as("month"),
      sale: saleOf.as("sale"),
      planKey: planKeyOf.as("plan_key"),
      creditPlanName: max(creditPlans.name).as("credit_plan_name"),
      invoices: count().as("invoices"),
      subtotalSen: sum(invoices.subtotalSen).as("subtotal_sen"),
      taxSen: sum(invoices.taxSen).as("tax_sen"),
      totalSen: sum(invoices.totalSen).as("total_sen"),
    })
    .from(invoices)
    .leftJoin(applications, eq(applications.id, invoices.applicationId))
    .leftJoin(creditPurchases, eq(creditPurchases.id, invoices.creditPurchaseId))
    .leftJoin(creditPlans, eq(creditPlans.id, creditPurchases.planId))
    .where(paidInvoices(q, q))
    .groupBy(sql`1, 2, 3`)
    .as("sales");
}

const addOnName = (key: string) =>
  (ADD_ONS as readonly string[]).includes(key) ? addOnLabel(key as AddOn) : key;

/** How a reader names what was sold (add-ons by name, never their codes). */
function planLabel(sale: SaleKind, planKey: string, creditPlanName: string | null): string {
  if (sale === "download-credits") return creditPlanName ?? planKey;
  if (sale === "add-on") return `Add-on: ${planKey.split(", ").map(addOnName).join(", ")}`;
  return PLANS[planKey as Tier]?.label ?? planKey;
}

/**
 * Sales: one row per month, kind of sale and plan, newest month first, then subscriptions, add-ons
 * and credits, then the plan. The keyset is that order: (month, sale, plan) is unique.
 */
export const salesSource = reportSource<Query, Row>({
  shape: salesReport,
  async rows(db, q, window) {
    const groups = salesGroups(db, q);
    const after = "after" in window ? window.after : null;
    const rows = await db
      .select()
      .from(groups)
      .where(
        after
          ? sql`(${groups.month} < ${after.month} or (${groups.month} = ${after.month} and (${saleRank(
              sql`${groups.sale}`,
            )}, ${groups.planKey}) > (${SALE_KINDS.indexOf(after.sale) + 1}, ${after.planKey})))`
          : undefined,
      )
      .orderBy(desc(groups.month), asc(saleRank(sql`${groups.sale}`)), asc(groups.planKey))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map((r) => ({
      month: r.month,
      sale: r.sale,
      planKey: r.planKey,
      plan: planLabel(r.sale, r.planKey, r.creditPlanName),
      invoices: Number(r.invoices),
      subtotalSen: Number(r.subtotalSen),
      taxSen: Number(r.taxSen),
      totalSen: Number(r.totalSen),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(salesGroups(db, q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const rows = await db
      .select({ month: monthOf(invoices.paidAt), sale: saleOf, sen: sum(invoices.totalSen).mapWith(Number) })
      .from(invoices)
      .leftJoin(applications, eq(applications.id, invoices.applicationId))
      .where(paidInvoices(q, period))
      .groupBy(sql`1, 2`);
    const byMonth = new Map<string, { month: string } & Partial<Record<SaleKind, number>>>();
    for (const r of rows) byMonth.set(r.month, { ...byMonth.get(r.month), month: r.month, [r.sale]: r.sen });
    return monthlyChart(
      { title: "Revenue of paid invoices per month (totals with SST)", kind: "bar", valueKind: "money" },
      period,
      [...byMonth.values()],
      SALE_KINDS.map((key) => ({ key, label: SALE_KIND_LABELS[key] })),
    );
  },
});
