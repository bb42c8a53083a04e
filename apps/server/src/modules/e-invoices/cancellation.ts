import { and, eq } from "drizzle-orm";
import { eInvoices, invoices } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { applyTransition } from "../../lib/workflow.ts";
import { E_INVOICE_CANCEL_JOB, eInvoiceStore } from "../billing/index.ts";
import { backoffMs } from "./schedule.ts";
import { E_INVOICING, type EInvoiceJobDeps } from "./submission.ts";

/** Finance's note when the authority's 72 hours are over: the cancellation must be a credit note. */
export const CANCEL_PERIOD_OVER_NOTE =
  "The invoice was cancelled, but the authority refused to cancel its e-invoice: more than 72 hours have passed since validation. Issue a credit note instead.";
export const CANCELLED_BEFORE_VALID_NOTE =
  "The invoice was cancelled before its e-invoice was validated: paused so that it is not sent.";

export interface CancelResult {
  cancelled: number;
  refused: number;
  paused: number;
  /** Something is still in flight (submitted, or the authority did not answer): the job runs again. */
  again: boolean;
}

/**
 * The invoice was cancelled: its valid e-invoice is cancelled with the authority (within its 72
 * hours; after them the refusal is logged and left as a note for finance), one not yet sent is
 * paused so it never goes out, and one still being validated is waited for.
 */
export async function cancelEInvoicesOf(deps: EInvoiceJobDeps, invoiceId: string, tries: number) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const result: CancelResult = { cancelled: 0, refused: 0, paused: 0, again: false };
  if (!invoice) return result;
  const rows = await deps.db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.invoiceId, invoiceId), eq(eInvoices.documentType, "01")));
  for (const row of rows) {
    try {
      if (row.status === "valid" && row.documentUuid) {
        const answer = await deps.api.cancelDocument(
          row.id,
          row.documentUuid,
          invoice.cancelReason ?? "Invoice cancelled",
        );
        if (answer.ok) {
          await applyTransition(deps.db, {
            store: eInvoiceStore,
            id: row.id,
            action: "cancel",
            actor: E_INVOICING(),
            from: "valid",
            set: { cancelledAt: new Date(), lastError: null },
          });
          result.cancelled++;
        } else if (answer.kind === "refused") {
          const note =
            answer.error.code === "OperationPeriodOver"
              ? CANCEL_PERIOD_OVER_NOTE
              : `The authority refused to cancel the e-invoice (${answer.error.code}): ${answer.error.message}`;
          await deps.db
            .update(eInvoices)
            .set({ lastError: note, updatedAt: new Date() })
            .where(eq(eInvoices.id, row.id));
          result.refused++;
        } else {
          await deps.db
            .update(eInvoices)
            .set({ lastError: `Cancellation not done yet: ${answer.message}`, updatedAt: new Date() })
            .where(eq(eInvoices.id, row.id));
          result.again = true;
        }
      } else if (row.status === "submitted") {
        result.again = true;
      } else if (row.status === "queued" || row.status === "invalid") {
        await applyTransition(deps.db, {
          store: eInvoiceStore,
          id: row.id,
          action: "pause",
          actor: E_INVOICING(),
          from: row.status,
          set: { lastError: CANCELLED_BEFORE_VALID_NOTE, nextAttemptAt: null },
        });
        result.paused++;
      }
    } catch (err) {
      // It moved meanwhile (a poll decided it): look again on the next run.
      if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
      result.again = true;
    }
  }
  if (result.again) {
    await deps.jobs.enqueue(
      E_INVOICE_CANCEL_JOB,
      { invoiceId, tries: tries + 1 },
      { runAfter: new Date(Date.now() + backoffMs(tries + 1)) },
    );
  }
  return result;
}
