import type { DownloadItemType, DownloadStatistics, DownloadsOverview, DownloadTotals } from "@strata/core";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages, organisations, users } from "../../db/schema/index.ts";

/**
 * Downloads counted from the packages' own rows (docs/decisions.md "Download statistics"): a
 * download is a confirmed package; its records and credits are its items not refunded (ready or
 * pending: cancelled and failed items gave their credits back); its bytes are the prepared items'.
 */
const totals = {
  packages: sql<number>`count(distinct ${downloadPackages.id})::int`,
  records: sql<number>`(count(*) filter (where ${downloadItems.status} in ('ready', 'pending')))::int`,
  bytes: sql<string>`(coalesce(sum(${downloadItems.sizeBytes}) filter (where ${downloadItems.status} = 'ready'), 0))::text`,
  credits: sql<number>`(coalesce(sum(${downloadItems.credits}) filter (where ${downloadItems.status} in ('ready', 'pending')), 0))::int`,
};
const month = sql<string>`to_char(date_trunc('month', ${downloadPackages.confirmedAt} at time zone 'UTC'), 'YYYY-MM')`;

const asTotals = (r: {
  packages: number;
  records: number;
  bytes: string;
  credits: number;
}): DownloadTotals => ({
  packages: r.packages,
  records: r.records,
  bytes: Number(r.bytes),
  credits: r.credits,
});

/** The 12 months up to `now`'s, oldest first (`YYYY-MM`, UTC). */
export function lastMonths(now: Date, n = 12): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

async function grouped(db: Database, where: SQL | undefined, now: Date) {
  const base = () =>
    db
      .select({ ...totals })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId));
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [all, months, types] = await Promise.all([
    base().where(where),
    db
      .select({ month, ...totals })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .where(and(where, sql`${downloadPackages.confirmedAt} >= ${since}`))
      .groupBy(month),
    db
      .select({ sdcType: downloadItems.sdcType, ...totals })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .where(where)
      .groupBy(downloadItems.sdcType)
      .orderBy(downloadItems.sdcType),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, asTotals(m)]));
  const zero = { packages: 0, records: 0, bytes: 0, credits: 0 };
  return {
    totals: all[0] ? asTotals(all[0]) : zero,
    byMonth: lastMonths(now).map((m) => ({ month: m, ...(byMonth.get(m) ?? zero) })),
    // A delivered data request's item is of type `delivery`: a type of its own beside the categories.
    byDataType: types.map((t) => ({ sdcType: t.sdcType as DownloadItemType, ...asTotals(t) })),
  };
}

/** `GET /api/organizations/me/download-statistics`: one organisation's downloads. */
export async function organisationDownloadStatistics(
  db: Database,
  organisationId: string,
  now = new Date(),
): Promise<DownloadStatistics> {
  const where = and(
    eq(downloadPackages.organisationId, organisationId),
    isNotNull(downloadPackages.confirmedAt),
  );
  const [common, people] = await Promise.all([
    grouped(db, where, now),
    db
      .select({ userId: users.id, name: users.name, ...totals })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .innerJoin(users, eq(users.id, downloadPackages.userId))
      .where(where)
      .groupBy(users.id, users.name)
      .orderBy(users.name),
  ]);
  return { ...common, byUser: people.map((p) => ({ userId: p.userId, name: p.name, ...asTotals(p) })) };
}

/** `GET /api/admin/downloads-overview`: every organisation's downloads, for staff who view reports. */
export async function downloadsOverview(db: Database, now = new Date()): Promise<DownloadsOverview> {
  const where = isNotNull(downloadPackages.confirmedAt);
  const bytes = sql`coalesce(sum(${downloadItems.sizeBytes}) filter (where ${downloadItems.status} = 'ready'), 0)`;
  const [common, orgs, statuses] = await Promise.all([
    grouped(db, where, now),
    db
      .select({ organisationId: organisations.id, name: organisations.name, ...totals })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .innerJoin(organisations, eq(organisations.id, downloadPackages.organisationId))
      .where(where)
      .groupBy(organisations.id, organisations.name)
      .orderBy(desc(bytes), organisations.name)
      .limit(50),
    db
      .select({ status: downloadPackages.status, packages: sql<number>`count(*)::int` })
      .from(downloadPackages)
      .where(where)
      .groupBy(downloadPackages.status)
      .orderBy(downloadPackages.status),
  ]);
  return {
    ...common,
    byOrganisation: orgs.map((o) => ({ organisationId: o.organisationId, name: o.name, ...asTotals(o) })),
    byStatus: statuses.map((s) => ({
      status: s.status as DownloadsOverview["byStatus"][number]["status"],
      packages: s.packages,
    })),
  };
}
