import type { Database } from "../../../db/client.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import { recoverBulkImports } from "./service.ts";

/** Undoes uploads that a stopped process left half-applied (their journal says how). */
export const BULK_RECOVERY_JOB = "bulk-import.recovery";
/** Every minute, on pg-boss's schedule: one run per tick across instances. */
export const BULK_RECOVERY_CRON = "* * * * *";
/**
 * An upload renews its heartbeat with every chunk it applies (well under a second each): one whose
 * heartbeat is a minute old belongs to a process that stopped, on whichever instance it ran.
 */
export const BULK_STALE_MS = 60_000;

export function registerBulkRecoveryJob(deps: { db: Database; jobs: JobRunner }) {
  deps.jobs.register<Record<string, never>, { undone: number }>(BULK_RECOVERY_JOB, {
    cron: BULK_RECOVERY_CRON,
    run: async ({ log }) => {
      const undone = await recoverBulkImports(deps.db, BULK_STALE_MS);
      if (undone > 0) log.warn({ undone }, "undid bulk uploads a stopped process left half-applied");
      return { undone };
    },
  });
}
