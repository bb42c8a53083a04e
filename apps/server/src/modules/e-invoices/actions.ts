import type { Database } from "../../db/client.ts";
import { type Actor, applyTransition } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { E_INVOICE_SUBMIT_JOB, eInvoiceStore } from "../billing/index.ts";

export type FinanceEInvoiceAction = "retry" | "pause" | "unpause";

/**
 * Finance's actions on an e-invoice, audited: retry (invalid or queued → queued, sent now, the
 * attempts counted afresh), pause (nothing is sent until unpaused) and unpause (queued, sent now).
 * The submission job is queued in the transition's transaction.
 */
export async function actOnEInvoice(
  deps: { db: Database; jobs: JobRunner },
  input: { id: string; action: FinanceEInvoiceAction; actor: Actor },
): Promise<void> {
  const resend = input.action !== "pause";
  await applyTransition(deps.db, {
    store: eInvoiceStore,
    id: input.id,
    action: input.action,
    actor: input.actor,
    set: resend
      ? {
          nextAttemptAt: null,
          lastError: null,
          errors: null,
          ...(input.action === "retry" ? { attempts: 0 } : {}),
        }
      : { nextAttemptAt: null },
    sideEffects: resend
      ? async (tx) => {
          await deps.jobs.enqueue(
            E_INVOICE_SUBMIT_JOB,
            { eInvoiceId: input.id },
            { db: tx as unknown as Database },
          );
        }
      : undefined,
  });
}
