import { type CreditLedgerKind, creditsReport } from "@strata/core";
import { and, count, desc, eq, sql, sum } from "drizzle-orm";
import type { z } from "zod";
import { creditLedger, organisations, users } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { inPeriod, ofOrganisation, olderThan } from "../filters.ts";
import { ofOrganisationTier } from "./organisation-tier.ts";

type Query = z.infer<typeof creditsReport.query.chart>;
type Row = z.infer<typeof creditsReport.rowSchema>;

/** Every filter but the period (the chart reads its own). */
const filtersOf = (q: Query) =>
  and(
    q.kind ? eq(creditLedger.kind, q.kind) : undefined,
    ofOrganisationTier(creditLedger.organisationId, q.tier),
    ofOrganisation(creditLedger.organisationId, q.organisation),
  );

const where = (q: Query) => and(inPeriod(creditLedger.createdAt, q), filtersOf(q));

/**
 * The chart's series, one per kind of entry. Spends and expiries are drawn as the credits they
 * took (positive); adjustments as their net, which may be below zero.
 */
const SERIES: { key: CreditLedgerKind; label: string; sign: 1 | -1 }[] = [
  { key: "grant", label: "Granted", sign: 1 },
  { key: "spend", label: "Spent", sign: -1 },
  { key: "refund", label: "Refunded", sign: 1 },
  { key: "adjust", label: "Adjusted", sign: 1 },
  { key: "expire", label: "Expired", sign: -1 },
];

/** The credit ledger of every organisation, newest first; the period is when entries were written. */
export const creditsSource = reportSource<Query, Row>({
  shape: creditsReport,
  async rows(db, q, window) {
    const rows = await db
      .select({
        id: creditLedger.id,
        organisationName: organisations.name,
        kind: creditLedger.kind,
        credits: creditLedger.credits,
        balanceAfter: creditLedger.balanceAfter,
        reason: creditLedger.reason,
        reference: creditLedger.reference,
        actorName: users.name,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .innerJoin(organisations, eq(organisations.id, creditLedger.organisationId))
      .leftJoin(users, eq(users.id, creditLedger.actorUserId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(creditLedger.createdAt, creditLedger.id, {
                at: window.after.createdAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map((r) => ({
      ...r,
      kind: r.kind as Row["kind"],
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(creditLedger).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const rows = await db
      .select({
        month: monthOf(creditLedger.createdAt),
        kind: creditLedger.kind,
        credits: sum(creditLedger.credits).mapWith(Number),
      })
      .from(creditLedger)
      .where(and(filtersOf(q), inPeriod(creditLedger.createdAt, period)))
      .groupBy(sql`1, 2`);
    const byMonth = new Map<string, { month: string } & Record<string, unknown>>();
    for (const r of rows) {
      const sign = SERIES.find((s) => s.key === r.kind)?.sign ?? 1;
      byMonth.set(r.month, { ...byMonth.get(r.month), month: r.month, [r.kind]: sign * r.credits });
    }
    return monthlyChart(
      { title: "Download credits per month by entry", kind: "bar", valueKind: "number" },
      period,
      [...byMonth.values()],
      SERIES,
    );
  },
});
