import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadPackages } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { applyTransition, systemActor } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { downloadPackageStore } from "./package-workflow.ts";
import { failPackage } from "./prepare.ts";

export const PACKAGE_SWEEP_JOB = "downloads.sweep";
export const PACKAGE_SWEEP_CRON = "25 * * * *";
/** A package still preparing after this long lost its job (it cannot take hours): it fails, refunded. */
export const STUCK_PREPARING_MS = 6 * 60 * 60 * 1000;
/** Who the audit trail names for what the sweep changes. */
const SWEEP = "Download package sweep";
type Deps = { db: Database; jobs: JobRunner };

/**
 * Ready packages past their time become expired, each through the workflow with its audit row (one
 * transaction each, so one package's conflict leaves the others expired); packages left preparing
 * for hours fail and refund.
 */
export async function sweepPackages(db: Database, now = new Date()) {
  const due = await db
    .select({ id: downloadPackages.id })
    .from(downloadPackages)
    .where(and(eq(downloadPackages.status, "ready"), lte(downloadPackages.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    try {
      await applyTransition(db, {
        store: downloadPackageStore,
        id,
        action: "expire",
        actor: systemActor(SWEEP),
        from: "ready",
      });
      expired++;
    } catch (err) {
      // Cancelled, or gone with its organisation, since the list was read: nothing to expire.
      if (!(err instanceof AppError && (err.code === "CONFLICT" || err.code === "NOT_FOUND"))) throw err;
    }
  }
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
    if (await failPackage(db, id, "Preparation did not finish in time. Your credits were refunded.", SWEEP))
      failed++;
  }
  return { expired, failed };
}

/** Hourly at :25 on pg-boss's schedule (UTC): one run per tick across instances. */
export function registerPackageSweepJob(deps: Deps) {
  deps.jobs.register<Record<string, never>, { expired: number; failed: number }>(PACKAGE_SWEEP_JOB, {
    cron: PACKAGE_SWEEP_CRON,
    run: () => sweepPackages(deps.db),
  });
}
