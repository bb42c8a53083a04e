import {
  type ApplicationStage,
  type ApplicationStatus,
  type DashboardOverview,
  STAFF_QUEUE_PATHS,
  type SubscriptionStatus,
  type Tier,
} from "@strata/core";
import { and, count, countDistinct, eq, gte, inArray, isNotNull, lt, ne, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  applications,
  downloadItems,
  downloadPackages,
  invoices,
  loaApprovers,
  organisations,
  subscriptions,
} from "../../db/schema/index.ts";
import { monthStart } from "../../lib/month-start.ts";
import type { Actor } from "../../lib/workflow.ts";

/** Where an application waits, by the application workflow's open statuses (section 4). */
const STAGE_STATUSES: Record<ApplicationStage, readonly ApplicationStatus[]> = {
  verification: ["pending_verification", "pending_verification_clarification"],
  loa: ["pending_loa", "pending_loa_clarification"],
  payment: ["invoice_issued", "pending_payment", "failed_payment"],
  finance: ["pending_finance", "pending_finance_clarification"],
};
const STAGE_LABELS: Record<ApplicationStage, string> = {
  verification: "Verification",
  loa: "LOA approval",
  payment: "Invoice and payment",
  finance: "Finance approval",
};
const WAITING = Object.values(STAGE_STATUSES).flat();
const stageOf = (status: string) =>
  (Object.keys(STAGE_STATUSES) as ApplicationStage[]).find((s) =>
    STAGE_STATUSES[s].includes(status as never),
  );

/**
 * Which tiles a staff member sees (docs/decisions.md "Admin dashboard tiles"): subscriptions and
 * applications for those who view them, revenue for those who run billing or subscriptions, the
 * organisations for those who read every organisation, downloads for every staff member.
 */
function tilesFor(actor: Actor) {
  const can = (
    action: Parameters<Actor["ability"]["can"]>[0],
    subject: Parameters<Actor["ability"]["can"]>[1],
  ) => actor.ability.can(action, subject);
  return {
    subscriptions: can("view", "Subscription"),
    applications: can("view", "SubscriptionApplication"),
    revenue: can("manage", "Payment") || can("manage", "Subscription"),
    organisations: can("manage", "Subscription") || can("manage", "VDR"),
  };
}

/** Every tile in one request, each from one grouped count or sum on an indexed column. */
export async function dashboardOverview(
  db: Database,
  actor: Actor,
  now = new Date(),
): Promise<DashboardOverview> {
  const show = tilesFor(actor);
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const nextMonth = monthStart(now, 1);
  const inbox = (statuses: readonly string[]) =>
    show.applications ? `${STAFF_QUEUE_PATHS.inbox}?status=${statuses.join(",")}` : null;

  const [subscriptionRows, applicationRows, revenueRows, downloadRows, organisationRows] = await Promise.all([
    show.subscriptions
      ? db
          .select({ status: subscriptions.status, tier: subscriptions.planType, n: count() })
          .from(subscriptions)
          .groupBy(subscriptions.status, subscriptions.planType)
      : null,
    show.applications
      ? db
          .select({ status: applications.status, level: loaApprovers.level, n: count() })
          .from(applications)
          .leftJoin(loaApprovers, eq(loaApprovers.userId, applications.nextApproverId))
          .where(inArray(applications.status, [...WAITING]))
          .groupBy(applications.status, loaApprovers.level)
      : null,
    show.revenue
      ? db
          .select({
            thisMonth: sum(
              sql`case when ${invoices.paidAt} >= ${thisMonth.toISOString()} then ${invoices.totalSen} else 0 end`,
            ),
            lastMonth: sum(
              sql`case when ${invoices.paidAt} < ${thisMonth.toISOString()} then ${invoices.totalSen} else 0 end`,
            ),
          })
          .from(invoices)
          .where(
            and(eq(invoices.status, "paid"), gte(invoices.paidAt, lastMonth), lt(invoices.paidAt, nextMonth)),
          )
      : null,
    db
      .select({ packages: countDistinct(downloadPackages.id), items: count(downloadItems.id) })
      .from(downloadPackages)
      .leftJoin(downloadItems, eq(downloadItems.packageId, downloadPackages.id))
      .where(
        and(
          isNotNull(downloadPackages.confirmedAt),
          gte(downloadPackages.confirmedAt, thisMonth),
          lt(downloadPackages.confirmedAt, nextMonth),
          ne(downloadPackages.status, "draft"),
        ),
      ),
    show.organisations
      ? db
          .select({
            total: count(),
            newThisMonth: sql<number>`count(*) filter (where ${organisations.createdAt} >= ${thisMonth.toISOString()})`,
          })
          .from(organisations)
      : null,
  ]);

  let subscriptionsTile: DashboardOverview["subscriptions"] = null;
  if (subscriptionRows) {
    const byStatus = new Map<SubscriptionStatus, number>();
    const byTier = new Map<Tier, number>();
    for (const r of subscriptionRows) {
      byStatus.set(r.status as SubscriptionStatus, (byStatus.get(r.status as SubscriptionStatus) ?? 0) + r.n);
      byTier.set(r.tier as Tier, (byTier.get(r.tier as Tier) ?? 0) + r.n);
    }
    subscriptionsTile = {
      total: subscriptionRows.reduce((a, r) => a + r.n, 0),
      byStatus: [...byStatus].map(([status, n]) => ({ status, count: n })).sort((a, b) => b.count - a.count),
      byTier: [...byTier].map(([tier, n]) => ({ tier, count: n })).sort((a, b) => b.count - a.count),
      link: actor.ability.can("manage", "Subscription") ? "/admin/subscriptions" : null,
    };
  }

  let applicationsTile: DashboardOverview["applications"] = null;
  if (applicationRows) {
    type Stage = NonNullable<DashboardOverview["applications"]>["stages"][number];
    const stages = new Map<string, Stage>();
    for (const stage of ["verification", "payment", "finance"] as const)
      stages.set(stage, {
        stage,
        level: null,
        label: STAGE_LABELS[stage],
        count: 0,
        link: inbox(STAGE_STATUSES[stage]),
      });
    for (const r of applicationRows) {
      const stage = stageOf(r.status);
      if (!stage) continue;
      const level = stage === "loa" ? (r.level ?? null) : null;
      const key = stage === "loa" ? `loa-${level ?? 0}` : stage;
      const row = stages.get(key) ?? {
        stage,
        level,
        label: level ? `${STAGE_LABELS.loa}, level ${level}` : STAGE_LABELS.loa,
        count: 0,
        link: inbox(STAGE_STATUSES.loa),
      };
      row.count += r.n;
      stages.set(key, row);
    }
    const order = (s: Stage) =>
      ["verification", "loa", "payment", "finance"].indexOf(s.stage) * 1000 + (s.level ?? 0);
    const list = [...stages.values()].sort((a, b) => order(a) - order(b));
    applicationsTile = { total: list.reduce((a, s) => a + s.count, 0), stages: list };
  }

  const money = (v: string | number | null | undefined) => Number(v ?? 0);
  return {
    month: thisMonth.toISOString().slice(0, 7),
    subscriptions: subscriptionsTile,
    applications: applicationsTile,
    revenue: revenueRows
      ? {
          thisMonthSen: money(revenueRows[0]?.thisMonth),
          lastMonthSen: money(revenueRows[0]?.lastMonth),
          currency: "MYR",
          link: actor.ability.can("view", "Invoice") ? "/admin/invoices?status=paid" : null,
        }
      : null,
    downloads: {
      packages: Number(downloadRows[0]?.packages ?? 0),
      items: Number(downloadRows[0]?.items ?? 0),
      // No staff list of download packages exists yet; the downloads report (issue 12) will be it.
      link: null,
    },
    organisations: organisationRows
      ? {
          total: Number(organisationRows[0]?.total ?? 0),
          newThisMonth: Number(organisationRows[0]?.newThisMonth ?? 0),
          link: "/admin/organizations",
        }
      : null,
  };
}
