import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadPackages, downloadSchedules } from "../../db/schema/index.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { failPackage } from "./prepare.ts";

export const PACKAGE_SWEEP_JOB = "downloads.sweep";
export const PACKAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A package still preparing after this long lost its job (it cannot take hours): it fails, refunded. */
export const STUCK_PREPARING_MS = 6 * 60 * 60 * 1000;
const SCHEDULE = "package-sweep";

interface SweepPayload {
  token: string;
}
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

/**
 * Queues the next sweep and makes its token the current one. `ifOverdue`: only when no sweep is due
 * (first start, or the last chain was lost), so restarts do not multiply the chain.
 */
export async function scheduleSweep(deps: Deps, runAfter: Date, opts: { ifOverdue: boolean }) {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(downloadSchedules)
      .values({ name: SCHEDULE, token: "", nextRunAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(downloadSchedules)
      .where(eq(downloadSchedules.name, SCHEDULE))
      .for("update");
    // A due sweep not run within an interval past its time is taken to be lost.
    const overdue = row.nextRunAt.getTime() + PACKAGE_SWEEP_INTERVAL_MS < Date.now();
    if (opts.ifOverdue && !overdue && row.token !== "") return;
    const token = randomUUID();
    await deps.jobs.enqueue(PACKAGE_SWEEP_JOB, { token } satisfies SweepPayload, {
      runAfter,
      db: tx as unknown as Database,
    });
    await tx
      .update(downloadSchedules)
      .set({ token, nextRunAt: runAfter })
      .where(eq(downloadSchedules.name, SCHEDULE));
  });
}

export function registerPackageSweepJob(deps: Deps, onReady: (hook: () => Promise<void>) => void) {
  deps.jobs.register<SweepPayload, { expired: number; failed: number } | { skipped: true }>(
    PACKAGE_SWEEP_JOB,
    {
      run: async ({ job }) => {
        const [row] = await deps.db
          .select({ token: downloadSchedules.token })
          .from(downloadSchedules)
          .where(eq(downloadSchedules.name, SCHEDULE));
        // A chain replaced by a newer one ends here.
        if (row && row.token !== job.payload.token) return { skipped: true };
        const result = await sweepPackages(deps.db);
        await scheduleSweep(deps, new Date(Date.now() + PACKAGE_SWEEP_INTERVAL_MS), { ifOverdue: false });
        return result;
      },
    },
  );
  onReady(() => scheduleSweep(deps, new Date(Date.now() + 60_000), { ifOverdue: true }));
}
