import { invoicesReport } from "@strata/core";
import { and, count, desc, eq, isNotNull, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import {
  applications,
  creditPlans,
  creditPurchases,
  invoices,
  organisations,
} from "../../../db/schema/index.ts";
import { subjectLabel } from "../../invoices/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { inPeriod, iso, ofOrganisation, olderThan } from "../filters.ts";
import { ofOrganisationTier } from "./organisation-tier.ts";

type Query = z.infer<typeof invoicesReport.query.chart>;
type Row = z.infer<typeof invoicesReport.rowSchema>;

/** Every filter but the period, which the list and the chart's two series read on different dates. */
const filtersOf = (q: Query) =>
  and(
    q.status ? eq(invoices.status, q.status) : undefined,
    ofOrganisationTier(invoices.organisationId, q.tier),
    ofOrganisation(invoices.organisationId, q.organisation),
  );

const where = (q: Query) => and(inPeriod(invoices.issuedAt, q), filtersOf(q));

/** Integer sen of a sum (PostgreSQL answers a numeric, as text). */
const sen = (column: typeof invoices.totalSen) => sum(column).mapWith(Number);

/** Invoices, newest issued first; the period is when they were issued. */
export const invoicesSource = reportSource<Query, Row>({
  shape: invoicesReport,
  async rows(db, q, window) {
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.number,
        organisationName: organisations.name,
        applicationKind: applications.kind,
        applicationPlanType: applications.planType,
        creditPlanName: creditPlans.name,
        status: invoices.status,
        issuedAt: invoices.issuedAt,
        dueAt: invoices.dueAt,
        paidAt: invoices.paidAt,
        subtotalSen: invoices.subtotalSen,
        taxSen: invoices.taxSen,
        totalSen: invoices.totalSen,
      })
      .from(invoices)
      .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
      .leftJoin(applications, eq(applications.id, invoices.applicationId))
      .leftJoin(creditPurchases, eq(creditPurchases.id, invoices.creditPurchaseId))
      .leftJoin(creditPlans, eq(creditPlans.id, creditPurchases.planId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(invoices.issuedAt, invoices.id, { at: window.after.issuedAt, id: window.after.id })
            : undefined,
        ),
      )
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map(({ applicationKind, applicationPlanType, creditPlanName, ...r }) => ({
      ...r,
      subject: subjectLabel({
        application:
          applicationKind && applicationPlanType
            ? { kind: applicationKind, planType: applicationPlanType }
            : null,
        creditPlanName,
      }),
      status: r.status as Row["status"],
      issuedAt: r.issuedAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      paidAt: iso(r.paidAt),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(invoices).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const invoiced = await db
      .select({ month: monthOf(invoices.issuedAt), sen: sen(invoices.totalSen) })
      .from(invoices)
      .where(and(filtersOf(q), inPeriod(invoices.issuedAt, period)))
      .groupBy(sql`1`);
    // Paid: the money received in the month, whatever became of the invoice after (a refund).
    const paid = await db
      .select({ month: monthOf(invoices.paidAt), sen: sen(invoices.totalSen) })
      .from(invoices)
      .where(and(filtersOf(q), isNotNull(invoices.paidAt), inPeriod(invoices.paidAt, period)))
      .groupBy(sql`1`);
    const rows = new Map<string, { month: string; invoiced: number; paid: number }>();
    for (const r of invoiced) rows.set(r.month, { month: r.month, invoiced: r.sen, paid: 0 });
    for (const r of paid)
      rows.set(r.month, { month: r.month, invoiced: rows.get(r.month)?.invoiced ?? 0, paid: r.sen });
    return monthlyChart(
      { title: "Invoiced and paid per month (totals with SST)", kind: "bar", valueKind: "money" },
      period,
      [...rows.values()],
      [
        { key: "invoiced", label: "Invoiced" },
        { key: "paid", label: "Paid" },
      ],
    );
  },
});
