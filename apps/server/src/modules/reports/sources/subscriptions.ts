import { subscriptionsReport } from "@strata/core";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { organisations, subscriptions } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { exactTime, inPeriod, iso, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof subscriptionsReport.query.chart>;
type Row = z.infer<typeof subscriptionsReport.rowSchema>;
/** The row plus its exact time, the export's keyset cursor (the list's answer leaves it out). */
type Cursored = Row & { cursorAt: string };

const where = (q: Query) =>
  and(
    inPeriod(subscriptions.startsAt, q),
    q.tier ? eq(subscriptions.planType, q.tier) : undefined,
    q.status ? eq(subscriptions.status, q.status) : undefined,
    ofOrganisation(subscriptions.organisationId, q.organisation),
  );

/** Subscriptions, newest first; the period is when they started. */
export const subscriptionsSource = reportSource<Query, Cursored>({
  shape: subscriptionsReport,
  async rows(db, q, window) {
    const query = db
      .select({
        id: subscriptions.id,
        organisationName: organisations.name,
        planType: subscriptions.planType,
        status: subscriptions.status,
        addOns: sql<string>`array_to_string(${subscriptions.addOnsType}, ', ')`,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        createdAt: subscriptions.createdAt,
        cursorAt: exactTime(subscriptions.createdAt),
      })
      .from(subscriptions)
      .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(subscriptions.createdAt, subscriptions.id, {
                at: window.after.cursorAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return (await query).map((r) => ({
      ...r,
      planType: r.planType as Row["planType"],
      status: r.status as Row["status"],
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(subscriptions).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const filters = and(
      q.tier ? eq(subscriptions.planType, q.tier) : undefined,
      q.status ? eq(subscriptions.status, q.status) : undefined,
      ofOrganisation(subscriptions.organisationId, q.organisation),
    );
    const started = await db
      .select({ month: monthOf(subscriptions.startsAt), n: count() })
      .from(subscriptions)
      .where(and(filters, inPeriod(subscriptions.startsAt, period)))
      .groupBy(sql`1`);
    const ending = await db
      .select({ month: monthOf(subscriptions.endsAt), n: count() })
      .from(subscriptions)
      .where(and(filters, inPeriod(subscriptions.endsAt, period)))
      .groupBy(sql`1`);
    const rows = new Map<string, { month: string; started: number; ending: number }>();
    for (const r of started) rows.set(r.month, { month: r.month, started: r.n, ending: 0 });
    for (const r of ending)
      rows.set(r.month, { month: r.month, started: rows.get(r.month)?.started ?? 0, ending: r.n });
    return monthlyChart(
      { title: "Subscriptions starting and ending per month", kind: "bar", valueKind: "number" },
      period,
      [...rows.values()],
      [
        { key: "started", label: "Starting" },
        { key: "ending", label: "Ending" },
      ],
    );
  },
});
