import { and, inArray, sql } from "drizzle-orm";
import { eInvoices, jobs } from "../../db/schema/index.ts";
import type { JobRow } from "../../plugins/jobs.ts";
import { E_INVOICE_CANCEL_JOB, E_INVOICE_SUBMIT_JOB } from "../billing/index.ts";
import { cancelEInvoicesOf } from "./cancellation.ts";
import { E_INVOICE_POLL_JOB, E_INVOICE_SWEEP_CRON, E_INVOICE_SWEEP_JOB } from "./schedule.ts";
import { type EInvoiceJobDeps, pollEInvoice, submitEInvoice } from "./submission.ts";

/** Claims of one job before the runner gives it up; the handler then queues a fresh one (below). */
const MAX_ATTEMPTS = 5;
/** A job the runner gave up (the database was away, a defect) comes back this much later. */
const REQUEUE_AFTER_MS = 10 * 60_000;

/**
 * Registers the e-invoice jobs on the app's runner. Failures of the authority never fail a job (the
 * handlers schedule their own next try on the row); a job that fails for another reason and
 * exhausts its attempts queues itself again rather than drop, and the hourly sweep re-queues any due
 * row whose job was lost all the same (a crash): the e_invoices row is the truth, a job only a trigger.
 */
export function registerEInvoiceJobs(deps: EInvoiceJobDeps, onReady: (hook: () => Promise<void>) => void) {
  const requeue = (kind: string) => async (job: JobRow) => {
    await deps.jobs.enqueue(kind, job.payload, { runAfter: new Date(Date.now() + REQUEUE_AFTER_MS) });
  };
  deps.jobs.register<{ eInvoiceId: string }, string>(E_INVOICE_SUBMIT_JOB, {
    // Finance's retry while a try is under way queues a second job: it waits for the first to end.
    oneAtATimePer: (payload) => payload.eInvoiceId,
    maxAttempts: MAX_ATTEMPTS,
    run: ({ job }) => submitEInvoice(deps, job.payload.eInvoiceId),
    onFailed: requeue(E_INVOICE_SUBMIT_JOB),
  });
  deps.jobs.register<{ eInvoiceId: string; polls?: number }, string>(E_INVOICE_POLL_JOB, {
    oneAtATimePer: (payload) => payload.eInvoiceId,
    maxAttempts: MAX_ATTEMPTS,
    run: ({ job }) => pollEInvoice(deps, job.payload.eInvoiceId, job.payload.polls ?? 1),
    onFailed: requeue(E_INVOICE_POLL_JOB),
  });
  deps.jobs.register<{ invoiceId: string; tries?: number }, unknown>(E_INVOICE_CANCEL_JOB, {
    oneAtATimePer: (payload) => payload.invoiceId,
    maxAttempts: MAX_ATTEMPTS,
    run: ({ job }) => cancelEInvoicesOf(deps, job.payload.invoiceId, job.payload.tries ?? 0),
    onFailed: requeue(E_INVOICE_CANCEL_JOB),
  });
  deps.jobs.register<Record<string, never>, number>(E_INVOICE_SWEEP_JOB, {
    cron: E_INVOICE_SWEEP_CRON,
    run: () => sweepEInvoices(deps),
  });
  // Once at start as well: rows left due while the portal was down (or queued by the demo data)
  // go out now, not at the next hourly tick.
  onReady(async () => {
    await sweepEInvoices(deps);
  });
}

/**
 * The safety net: a queued or submitted row whose next try is due and that has no job waiting or
 * running for it gets one (submission for queued, a poll for submitted). Answers how many.
 */
export async function sweepEInvoices(deps: Pick<EInvoiceJobDeps, "db" | "jobs">): Promise<number> {
  const pendingJob = deps.db
    .select({ one: sql`1` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [E_INVOICE_SUBMIT_JOB, E_INVOICE_POLL_JOB]),
        inArray(jobs.status, ["queued", "running"]),
        sql`${jobs.payload}->>'eInvoiceId' = ${eInvoices.id}`,
      ),
    );
  const due = await deps.db
    .select({ id: eInvoices.id, status: eInvoices.status })
    .from(eInvoices)
    .where(
      and(
        inArray(eInvoices.status, ["queued", "submitted"]),
        sql`coalesce(${eInvoices.nextAttemptAt}, ${eInvoices.updatedAt}) <= now()`,
        sql`not exists (${pendingJob})`,
      ),
    );
  for (const row of due) {
    await deps.jobs.enqueue(
      row.status === "queued" ? E_INVOICE_SUBMIT_JOB : E_INVOICE_POLL_JOB,
      row.status === "queued" ? { eInvoiceId: row.id } : { eInvoiceId: row.id, polls: 1 },
    );
  }
  return due.length;
}
