import { TIERS, type Tier, usersReport } from "@strata/core";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { organisations, users } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { inPeriod, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof usersReport.query.chart>;
type Row = z.infer<typeof usersReport.rowSchema>;

/** Customer users: those of an organisation, whose role is their tier (staff have neither). */
const where = (q: Query) =>
  and(
    isNotNull(users.organisationId),
    inArray(users.role, [...TIERS]),
    inPeriod(users.createdAt, q),
    q.tier ? eq(users.role, q.tier) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    ofOrganisation(users.organisationId, q.organisation),
  );

/**
 * The chart's series: thirteen tiers (ten display groups) are too many bars per month, so three
 * kinds of subscriber are drawn.
 */
const TIER_KINDS: readonly { key: string; label: string; tiers: readonly Tier[] }[] = [
  { key: "commercial", label: "Basic, Standard and Premium", tiers: ["basic", "standard", "premium"] },
  {
    key: "academic",
    label: "Academic and research",
    tiers: [
      "graduate",
      "research",
      "academic",
      "international-graduate",
      "international-research",
      "international-academic",
    ],
  },
  {
    key: "round",
    label: "Bid round, MBR, MPM study and VDR",
    tiers: ["bid-round", "mbr", "mpm-study", "vdr"],
  },
];
const kindOf = (tier: string) => TIER_KINDS.find((k) => k.tiers.includes(tier as Tier))?.key ?? "commercial";

/** Customer users, newest first by (created, id). */
export const usersSource = reportSource<Query, Row>({
  shape: usersReport,
  async rows(db, q, window) {
    const query = db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        organisationName: organisations.name,
        tier: users.role,
        status: users.status,
        isPrimary: users.isPrimary,
        addOns: sql<string>`array_to_string(${users.addOns}, ', ')`,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(users.createdAt, users.id, { at: window.after.createdAt, id: window.after.id })
            : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return (await query).map(({ isPrimary, ...r }) => ({
      ...r,
      tier: r.tier as Row["tier"],
      status: r.status as Row["status"],
      membership: isPrimary ? ("Primary" as const) : ("Member" as const),
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(users).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const rows = await db
      .select({ month: monthOf(users.createdAt), tier: users.role, n: count() })
      .from(users)
      .where(where({ ...q, ...period }))
      .groupBy(sql`1`, users.role);
    const byMonth = new Map<string, Record<string, number>>();
    for (const r of rows) {
      const counts = byMonth.get(r.month) ?? {};
      const kind = kindOf(r.tier);
      counts[kind] = (counts[kind] ?? 0) + r.n;
      byMonth.set(r.month, counts);
    }
    return monthlyChart(
      { title: "New users per month", kind: "bar", valueKind: "number" },
      period,
      [...byMonth].map(([month, counts]) => ({ ...counts, month })),
      TIER_KINDS,
    );
  },
});
