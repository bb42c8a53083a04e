import { CATALOG_EVENT_KINDS, type CatalogEventKind, interestsReport, type Tier } from "@strata/core";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { catalogEvents, organisations, subscriptions, users } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { exactTime, inPeriod, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof interestsReport.query.chart>;
type Row = z.infer<typeof interestsReport.rowSchema>;
/** The row plus its exact time, the export's keyset cursor (the list's answer leaves it out). */
type Cursored = Row & { cursorAt: string };

/** The chart's series, one per kind. */
const KIND_LABELS: Record<CatalogEventKind, string> = {
  search: "Searches",
  view: "Records viewed",
  bookmark: "Bookmarks",
  "map-area": "Map areas",
  preview: "Previews opened",
};

/**
 * Organisations with a virtual data room now: the VDR tier, the add-on (on the subscription or, as
 * the previews' watermark reads it, on its users), or its settings turned on.
 */
const ofDataRoom = (only: "only" | undefined) =>
  only
    ? inArray(
        catalogEvents.organisationId,
        sql`(select ${organisations.id} from ${organisations} left join ${subscriptions} on ${subscriptions.organisationId} = ${organisations.id}
             where ${organisations.tier} = 'vdr' or 'vdr' = any(${subscriptions.addOnsType})
                or coalesce((${organisations.vdrSettings} ->> 'enabled')::boolean, false)
                or exists (select 1 from ${users} where ${users.organisationId} = ${organisations.id} and 'vdr' = any(${users.addOns})))`,
      )
    : undefined;

/** Organisations of a tier now: a few ids found first, like the organisation filter. */
const ofTier = (tier: Tier | undefined) =>
  tier
    ? inArray(
        catalogEvents.organisationId,
        sql`(select ${organisations.id} from ${organisations} where ${organisations.tier} = ${tier})`,
      )
    : undefined;

/** Every filter but the period, which the chart widens to its months. */
const filtersOf = (q: Query) =>
  and(
    q.kind ? eq(catalogEvents.kind, q.kind) : undefined,
    q.sdcType ? eq(catalogEvents.sdcType, q.sdcType) : undefined,
    ofTier(q.tier),
    ofDataRoom(q.dataRoom),
    ofOrganisation(catalogEvents.organisationId, q.organisation),
  );

const where = (q: Query) => and(inPeriod(catalogEvents.createdAt, q), filtersOf(q));

/** Customers' catalogue and map events, newest first. */
export const interestsSource = reportSource<Query, Cursored>({
  shape: interestsReport,
  async rows(db, q, window) {
    const rows = await db
      .select({
        id: catalogEvents.id,
        createdAt: catalogEvents.createdAt,
        cursorAt: exactTime(catalogEvents.createdAt),
        organisationName: organisations.name,
        userName: users.name,
        kind: catalogEvents.kind,
        sdcType: catalogEvents.sdcType,
        recordId: catalogEvents.recordId,
        term: catalogEvents.term,
      })
      .from(catalogEvents)
      .innerJoin(organisations, eq(organisations.id, catalogEvents.organisationId))
      .leftJoin(users, eq(users.id, catalogEvents.userId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(catalogEvents.createdAt, catalogEvents.id, {
                at: window.after.cursorAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(catalogEvents.createdAt), desc(catalogEvents.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map((r) => ({
      ...r,
      kind: r.kind as Row["kind"],
      sdcType: r.sdcType as Row["sdcType"],
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(catalogEvents).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const counted = await db
      .select({ month: monthOf(catalogEvents.createdAt), kind: catalogEvents.kind, n: count() })
      .from(catalogEvents)
      .where(and(filtersOf(q), inPeriod(catalogEvents.createdAt, period)))
      .groupBy(sql`1`, catalogEvents.kind);
    const byMonth = new Map<string, Record<string, number>>();
    for (const r of counted) byMonth.set(r.month, { ...byMonth.get(r.month), [r.kind]: r.n });
    return monthlyChart(
      { title: "Interest events per month", kind: "bar", valueKind: "number" },
      period,
      [...byMonth].map(([month, counts]) => ({ month, ...counts })),
      CATALOG_EVENT_KINDS.map((kind) => ({ key: kind, label: KIND_LABELS[kind] })),
    );
  },
});
