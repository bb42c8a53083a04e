import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eInvoices } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";

/** Polls the authority for the verdict on a submitted e-invoice (then again until it is decided). */
export const E_INVOICE_POLL_JOB = "e-invoice.poll";
/** The hourly safety net: re-queues due rows whose job was lost (a crash, a job given up). */
export const E_INVOICE_SWEEP_JOB = "e-invoice.sweep";
export const E_INVOICE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A job working on a row holds it this long (`next_attempt_at`), so a second job for it skips. */
export const LEASE_MS = 10 * 60_000;
/** Backoff after a failed try: 1 min × 2^(attempts − 1), at most 6 hours. */
export const MAX_BACKOFF_MS = 6 * 3600_000;

export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, Math.min(attempts - 1, 20)), MAX_BACKOFF_MS);
}

/** The wait before the n-th poll (n ≥ 1): 5 s, 10 s, 20 s… at most 10 minutes. */
export function pollDelayMs(polls: number): number {
  return Math.min(5000 * 2 ** Math.max(0, Math.min(polls - 1, 20)), 10 * 60_000);
}

/**
 * The row waits for its next try at `at` (still in `status`, the reason in `lastError`) and a job is
 * queued for then, in one transaction: the row is the truth, the job only its trigger. Nothing is
 * queued when the row has moved meanwhile (finance paused it).
 */
export async function scheduleNextTry(
  db: Database | Tx,
  jobs: JobRunner,
  input: {
    eInvoiceId: string;
    status: "queued" | "submitted";
    kind: string;
    payload: Record<string, unknown>;
    delayMs: number;
    lastError: string | null;
  },
): Promise<Date | null> {
  const at = new Date(Date.now() + input.delayMs);
  const run = async (tx: Tx) => {
    const [row] = await tx
      .update(eInvoices)
      .set({ nextAttemptAt: at, lastError: input.lastError, updatedAt: new Date() })
      .where(and(eq(eInvoices.id, input.eInvoiceId), eq(eInvoices.status, input.status)))
      .returning({ id: eInvoices.id });
    if (!row) return null;
    await jobs.enqueue(input.kind, input.payload, { runAfter: at, db: tx as unknown as Database });
    return at;
  };
  // A transaction object has `rollback`: the caller's transaction then carries both writes.
  return "rollback" in db ? run(db as Tx) : (db as Database).transaction(run);
}

/** Takes the row for one try if it is in `status` and due; answers the row, or null (someone else has it). */
export async function leaseRow(
  db: Database,
  eInvoiceId: string,
  status: "queued" | "submitted",
  countAttempt: boolean,
) {
  const [row] = await db
    .update(eInvoices)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      ...(countAttempt ? { attempts: sql`${eInvoices.attempts} + 1` } : {}),
    })
    .where(
      and(
        eq(eInvoices.id, eInvoiceId),
        eq(eInvoices.status, status),
        sql`(${eInvoices.nextAttemptAt} is null or ${eInvoices.nextAttemptAt} <= now())`,
      ),
    )
    .returning();
  return row ?? null;
}
