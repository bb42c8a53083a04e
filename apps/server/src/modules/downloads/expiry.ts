import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadPackages } from "../../db/schema/index.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { failPackage } from "./prepare.ts";

export const PACKAGE_SWEEP_JOB = "downloads.sweep";
export const PACKAGE_SWEEP_CRON = "25 * * * *";
/** A package still preparing after this long lost its job (it cannot take hours): it fails, refunded. */
export const STUCK_PREPARING_MS = 6 * 60 * 60 * 1000;
type Deps = { db: Database; jobs: JobRunner };

/** Ready packages past their time become expired; packages left preparing for hours fail and refund. */
export async function sweepPackages(db: Database, now = new Date()) {
  const expired = await db
    .update(downloadPackages)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(downloadPackages.status, "ready"), lte(downloadPackages.expiresAt, now)))
    .returning({ id: downloadPackages.id });
  const stuck = await db
    .select({ id: downloadPackages.id })
    .from(downloadPackages)
    .where(
      and(
        eq(downloadPackages.status, "preparing"),
        lte(downloadPackages.confirmedAt, new Date(now.getTime() - STUCK_PREPARING_MS)),
      ),
    );
  let failed = 0;
  for (const { id } of stuck) {
    if (await failPackage(db, id, "Preparation did not finish in time. Your credits were refunded."))
      failed++;
  }
  return { expired: expired.length, failed };
}

/** Hourly at :25 on pg-boss's schedule (UTC): one run per tick across instances. */
export function registerPackageSweepJob(deps: Deps) {
  deps.jobs.register<Record<string, never>, { expired: number; failed: number }>(PACKAGE_SWEEP_JOB, {
    cron: PACKAGE_SWEEP_CRON,
    run: () => sweepPackages(deps.db),
  });
}
