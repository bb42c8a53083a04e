import { DOWNLOAD_ITEM_TYPE_LABELS, DOWNLOAD_ITEM_TYPES, downloadsReport } from "@strata/core";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { downloadItems, downloadPackages, organisations, users } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { inPeriod, iso, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof downloadsReport.query.chart>;
type Row = z.infer<typeof downloadsReport.rowSchema>;

/**
 * Records of confirmed packages (a draft is a basket, not a download) matching the filters: the
 * period, status and category are the item's, the tier the one its package was priced for.
 */
const where = (q: Query) =>
  and(
    isNotNull(downloadPackages.confirmedAt),
    inPeriod(downloadItems.createdAt, q),
    q.tier ? eq(downloadPackages.pricedFor, q.tier) : undefined,
    q.status ? eq(downloadItems.status, q.status) : undefined,
    q.category ? eq(downloadItems.sdcType, q.category) : undefined,
    ofOrganisation(downloadPackages.organisationId, q.organisation),
  );

/**
 * Downloaded records, newest first by (added, id): a unique order, so an export's keyset continues
 * exactly. At a million items the first page is cheap only with an index on
 * `download_items (created_at desc, id desc)` to walk (the schema has none yet).
 */
export const downloadsSource = reportSource<Query, Row>({
  shape: downloadsReport,
  async rows(db, q, window) {
    const query = db
      .select({
        id: downloadItems.id,
        createdAt: downloadItems.createdAt,
        organisationName: organisations.name,
        userName: users.name,
        userEmail: users.email,
        tier: downloadPackages.pricedFor,
        packageName: downloadPackages.name,
        packageId: downloadPackages.id,
        category: downloadItems.sdcType,
        recordId: downloadItems.recordId,
        title: downloadItems.title,
        credits: downloadItems.credits,
        status: downloadItems.status,
        confirmedAt: downloadPackages.confirmedAt,
        downloadedAt: downloadPackages.downloadedAt,
      })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .innerJoin(organisations, eq(organisations.id, downloadPackages.organisationId))
      .innerJoin(users, eq(users.id, downloadPackages.userId))
      .where(
        and(
          where(q),
          "after" in window && window.after
            ? olderThan(downloadItems.createdAt, downloadItems.id, {
                at: window.after.createdAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(downloadItems.createdAt), desc(downloadItems.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return (await query).map((r) => ({
      ...r,
      category: r.category as Row["category"],
      status: r.status as Row["status"],
      createdAt: r.createdAt.toISOString(),
      confirmedAt: iso(r.confirmedAt),
      downloadedAt: iso(r.downloadedAt),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const rows = await db
      .select({ month: monthOf(downloadItems.createdAt), category: downloadItems.sdcType, n: count() })
      .from(downloadItems)
      .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
      .where(where({ ...q, ...period }))
      .groupBy(sql`1`, downloadItems.sdcType);
    const byMonth = new Map<string, Record<string, number>>();
    for (const r of rows) {
      const counts = byMonth.get(r.month) ?? {};
      counts[r.category] = r.n;
      byMonth.set(r.month, counts);
    }
    const categories = q.category ? [q.category] : DOWNLOAD_ITEM_TYPES;
    return monthlyChart(
      { title: "Records downloaded per month, by category", kind: "bar", valueKind: "number" },
      period,
      [...byMonth].map(([month, counts]) => ({ ...counts, month })),
      categories.map((c) => ({ key: c, label: DOWNLOAD_ITEM_TYPE_LABELS[c] })),
    );
  },
});
