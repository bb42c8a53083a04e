import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eInvoices, invoices } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { applyTransitionIn, systemActor } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { E_INVOICE_SUBMIT_JOB, eInvoiceStore } from "../billing/index.ts";
import type { CallFailure, EInvoiceApi } from "./client.ts";
import { renderEInvoiceDocument } from "./document.ts";
import { backoffMs, E_INVOICE_POLL_JOB, leaseRow, pollDelayMs, scheduleNextTry } from "./schedule.ts";

export interface EInvoiceJobDeps {
  db: Database;
  jobs: JobRunner;
  api: EInvoiceApi;
}

/** The automatic transitions' actor in the audit trail. */
export const E_INVOICING = () => systemActor("E-invoicing");

export type SubmitResult = "skipped" | "submitted" | "rejected" | "retry-later" | "moved";

function describe(failure: CallFailure): string {
  if (failure.kind === "refused")
    return `Refused (${failure.status} ${failure.error.code}): ${failure.error.message}`;
  return failure.message;
}

const delayAfter = (failure: CallFailure, tries: number) =>
  failure.kind === "rate-limited" ? failure.retryAfterSeconds * 1000 : backoffMs(tries);

const isConflict = (err: unknown) => err instanceof AppError && err.code === "CONFLICT";

/**
 * One try at sending a queued e-invoice. Skips when the row is not queued (paused, already sent) or
 * another job holds it. 202 → `submit` and a poll is queued (a document the authority rejected
 * outright is `invalidate`d with its errors at once); 429 → the next try after Retry-After; 5xx, a
 * timeout or no connection → backoff. The row never leaves `queued` on a failure: it is retried
 * until the authority answers, and finance sees the attempts, the next try and the last error.
 */
export async function submitEInvoice(deps: EInvoiceJobDeps, eInvoiceId: string): Promise<SubmitResult> {
  const row = await leaseRow(deps.db, eInvoiceId, "queued", true);
  if (!row) return "skipped";
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  const document = renderEInvoiceDocument(invoice, row, new Date());
  const answer = await deps.api.submit(row.id, {
    codeNumber: document.codeNumber,
    json: JSON.stringify(document),
  });
  if (!answer.ok) {
    await scheduleNextTry(deps.db, deps.jobs, {
      eInvoiceId,
      status: "queued",
      kind: E_INVOICE_SUBMIT_JOB,
      payload: { eInvoiceId },
      delayMs: delayAfter(answer, row.attempts),
      lastError: describe(answer),
    });
    return "retry-later";
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const { documentUuid } = answer;
      await applyTransitionIn(tx, {
        store: eInvoiceStore,
        id: eInvoiceId,
        action: "submit",
        actor: E_INVOICING(),
        from: "queued",
        set: {
          submissionUid: answer.submissionUid,
          documentUuid,
          longId: null,
          lastError: null,
          errors: null,
        },
        audit: { submissionUid: answer.submissionUid, documentUuid },
      });
      if (!documentUuid) {
        await applyTransitionIn(tx, {
          store: eInvoiceStore,
          id: eInvoiceId,
          action: "invalidate",
          actor: E_INVOICING(),
          set: {
            errors: answer.rejected,
            nextAttemptAt: null,
            lastError: `Rejected by the authority: ${answer.rejected.map((e) => e.message).join("; ")}`,
          },
        });
        return "rejected" as const;
      }
      await scheduleNextTry(tx, deps.jobs, {
        eInvoiceId,
        status: "submitted",
        kind: E_INVOICE_POLL_JOB,
        payload: { eInvoiceId, polls: 1 },
        delayMs: pollDelayMs(1),
        lastError: null,
      });
      return "submitted" as const;
    });
  } catch (err) {
    if (!isConflict(err)) throw err;
    // Finance paused it while the request was out: keep the authority's ids so nothing is lost.
    await deps.db
      .update(eInvoices)
      .set({
        submissionUid: answer.submissionUid,
        documentUuid: answer.documentUuid,
        lastError: `The authority accepted submission ${answer.submissionUid} while this e-invoice was paused.`,
      })
      .where(eq(eInvoices.id, eInvoiceId));
    return "moved";
  }
}

export type PollResult = "skipped" | "valid" | "invalid" | "poll-later";

/** One poll of a submitted e-invoice: Valid → `validate`, Invalid → `invalidate` (errors kept), else later. */
export async function pollEInvoice(
  deps: EInvoiceJobDeps,
  eInvoiceId: string,
  polls: number,
): Promise<PollResult> {
  const row = await leaseRow(deps.db, eInvoiceId, "submitted", false);
  if (!row?.submissionUid) return "skipped";
  const answer = await deps.api.getSubmission(row.id, row.submissionUid, row.documentUuid);
  const document = answer.ok ? answer.document : null;
  if (document?.status === "Valid" || document?.status === "Invalid") {
    const valid = document.status === "Valid";
    try {
      await deps.db.transaction((tx) =>
        applyTransitionIn(tx, {
          store: eInvoiceStore,
          id: eInvoiceId,
          action: valid ? "validate" : "invalidate",
          actor: E_INVOICING(),
          from: "submitted",
          set: valid
            ? {
                validatedAt: document.dateTimeValidated ? new Date(document.dateTimeValidated) : new Date(),
                longId: document.longId,
                nextAttemptAt: null,
                lastError: null,
              }
            : {
                errors: document.errors,
                nextAttemptAt: null,
                lastError: `Invalid: ${document.errors.length} error(s) from the authority`,
              },
        }),
      );
    } catch (err) {
      if (!isConflict(err)) throw err;
      return "skipped";
    }
    return valid ? "valid" : "invalid";
  }
  await scheduleNextTry(deps.db, deps.jobs, {
    eInvoiceId,
    status: "submitted",
    kind: E_INVOICE_POLL_JOB,
    payload: { eInvoiceId, polls: polls + 1 },
    delayMs: answer.ok ? pollDelayMs(polls + 1) : delayAfter(answer, polls),
    lastError: answer.ok ? null : `Polling: ${describe(answer)}`,
  });
  return "poll-later";
}
