import { z } from "zod";
import { SUBSCRIPTION_STATUSES, TIERS } from "../enums.ts";

const count = z.number().int().min(0);
/** A web address the staff member may open, or null when no list of it is theirs to open. */
const link = z.string().nullable();

/** The stages an application waits in (the application workflow's open statuses, grouped). */
export const APPLICATION_STAGES = ["verification", "loa", "payment", "finance"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/**
 * The admin dashboard's tiles (section 7 "Admin dashboard"): the business at a glance. A tile is
 * null when the staff member's rights do not cover it (docs/decisions.md "Admin dashboard tiles").
 */
export const dashboardOverviewSchema = z.object({
  /** The calendar month the "this month" figures cover, "YYYY-MM" (UTC). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  subscriptions: z
    .object({
      total: count,
      byStatus: z.array(z.object({ status: z.enum(SUBSCRIPTION_STATUSES), count })),
      byTier: z.array(z.object({ tier: z.enum(TIERS), count })),
      link,
    })
    .nullable(),
  applications: z
    .object({
      total: count,
      stages: z.array(
        z.object({
          stage: z.enum(APPLICATION_STAGES),
          /** The LOA level the application waits at (LOA stage only). */
          level: z.number().int().min(1).nullable(),
          label: z.string(),
          count,
          link,
        }),
      ),
    })
    .nullable(),
  revenue: z
    .object({
      /** Paid invoices' totals by the month they were paid, integer sen. */
      thisMonthSen: count,
      lastMonthSen: count,
      currency: z.literal("MYR"),
      link,
    })
    .nullable(),
  downloads: z.object({ packages: count, items: count, link }).nullable(),
  organisations: z.object({ newThisMonth: count, total: count, link }).nullable(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
