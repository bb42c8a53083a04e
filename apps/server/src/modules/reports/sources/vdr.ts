import { monthsOf, type VdrSettingsInput, vdrReport } from "@strata/core";
import { and, asc, type Column, count, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { organisations, subscriptions, users } from "../../../db/schema/index.ts";
import { readConfigurations } from "../../reference-data/index.ts";
import { chartPeriod, monthlyChart } from "../chart.ts";
import { reportSource } from "../define.ts";
import { iso, ofOrganisation } from "../filters.ts";

type Query = z.infer<typeof vdrReport.query.chart>;
type Row = z.infer<typeof vdrReport.rowSchema>;

const DAY_MS = 86_400_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

const vdrTier = sql`${organisations.tier} = 'vdr'`;
const vdrAddOn = sql`'vdr' = any(${subscriptions.addOnsType})`;
const vdrTurnedOn = sql`coalesce((${organisations.vdrSettings} ->> 'enabled')::boolean, false)`;

/** Subscriptions running at some time in the period: started before its end, not ended before its start. */
function runningIn(q: { from?: string; to?: string }): SQL | undefined {
  return and(
    q.to ? lt(subscriptions.startsAt, new Date(dayStart(q.to).getTime() + DAY_MS)) : undefined,
    q.from ? or(isNull(subscriptions.endsAt), gte(subscriptions.endsAt, dayStart(q.from))) : undefined,
  );
}

/** Organisations with the data room by tier, add-on or settings turned on, and the filters. */
const where = (q: Query) =>
  and(
    or(vdrTier, vdrAddOn, vdrTurnedOn),
    runningIn(q),
    q.tier ? eq(organisations.tier, q.tier) : undefined,
    q.status ? eq(subscriptions.status, q.status) : undefined,
    ofOrganisation(organisations.id, q.organisation),
  );

const primaryOfOrganisation = sql`${users.organisationId} = ${organisations.id} and ${users.isPrimary}`;
/** A field of the organisation's primary user (the first, should there be several). */
const ofPrimaryUser = (field: Column): SQL<string | null> =>
  sql`(select ${field} from ${users} where ${primaryOfOrganisation} order by ${users.createdAt}, ${users.id} limit 1)`;

const selectOrganisations = (db: Database) =>
  db
    .select({
      id: organisations.id,
      organisationName: organisations.name,
      tier: organisations.tier,
      byTier: sql<boolean>`${vdrTier}`,
      byAddOn: sql<boolean>`coalesce(${vdrAddOn}, false)`,
      vdrSettings: organisations.vdrSettings,
      primaryUserName: ofPrimaryUser(users.name),
      primaryUserEmail: ofPrimaryUser(users.email),
      activeUsers: sql<number>`(select count(*)::int from ${users} where ${users.organisationId} = ${organisations.id} and ${users.status} = 'active')`,
      status: subscriptions.status,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
    })
    .from(organisations)
    .leftJoin(subscriptions, eq(subscriptions.organisationId, organisations.id));

/** The VDR organisations by name; settings never saved show the configuration's days and address. */
export const vdrSource = reportSource<Query, Row>({
  shape: vdrReport,
  async rows(db, q, window) {
    const [config, rows] = await Promise.all([
      readConfigurations(db),
      selectOrganisations(db)
        .where(
          and(
            where(q),
            "after" in window && window.after
              ? sql`(${organisations.name}, ${organisations.id}) > (${window.after.organisationName}, ${window.after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(organisations.name), asc(organisations.id))
        .limit(window.limit)
        .offset("offset" in window ? (window.offset ?? 0) : 0),
    ]);
    return rows.map(({ byTier, byAddOn, vdrSettings, ...r }) => {
      const saved = vdrSettings as VdrSettingsInput | null;
      return {
        ...r,
        tier: r.tier as Row["tier"],
        source: byTier ? "VDR tier" : byAddOn ? "VDR add-on" : "Settings only",
        access: saved?.enabled ? "On" : "Off",
        accessDays: saved?.accessDays ?? config["vdr.accessDays"],
        contactEmail: saved ? saved.contactEmail : config["vdr.contactEmail"],
        settings: saved ? "Saved" : "Defaults",
        activeUsers: Number(r.activeUsers),
        status: r.status as Row["status"],
        startsAt: iso(r.startsAt),
        endsAt: iso(r.endsAt),
      } satisfies Row;
    });
  },
  async count(db, q) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(organisations)
      .leftJoin(subscriptions, eq(subscriptions.organisationId, organisations.id))
      .where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    // VDR organisations are tens, not thousands: their periods are counted per month here.
    const periods = await db
      .select({ startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt })
      .from(organisations)
      .innerJoin(subscriptions, eq(subscriptions.organisationId, organisations.id))
      .where(where({ ...q, ...period }));
    const rows = monthsOf(period).map((month) => {
      const start = dayStart(`${month}-01`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      const started = periods.filter((p) => p.startsAt && p.startsAt >= start && p.startsAt < end);
      const running = periods.filter(
        (p) => p.startsAt && p.startsAt < end && (!p.endsAt || p.endsAt >= start),
      );
      return { month, running: running.length, starting: started.length };
    });
    return monthlyChart(
      { title: "VDR subscriptions running and starting per month", kind: "bar", valueKind: "number" },
      period,
      rows,
      [
        { key: "running", label: "Running" },
        { key: "starting", label: "Starting" },
      ],
    );
  },
});
