import { randomUUID } from "node:crypto";
import type { EInvoiceDocumentType } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { eInvoices } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";

/** The job that sends one e-invoice to the authority (registered by modules/e-invoices). */
export const E_INVOICE_SUBMIT_JOB = "e-invoice.submit";
/** The job that cancels a valid e-invoice with the authority (within its 72 hours). */
export const E_INVOICE_CANCEL_JOB = "e-invoice.cancel";

/**
 * Queues an invoice's e-invoice (01) or credit note (02) in the caller's transaction: the row and its
 * job commit with the change that calls for them (finance's approval, a refund) or not at all, so a
 * crash between approval and submission still submits exactly once. A second call for the same
 * invoice and type finds the row and queues nothing.
 */
export async function queueEInvoice(
  tx: Tx,
  jobs: JobRunner,
  invoice: { id: string; organisationId: string },
  documentType: EInvoiceDocumentType,
): Promise<string | null> {
  const [row] = await tx
    .insert(eInvoices)
    .values({
      id: randomUUID(),
      invoiceId: invoice.id,
      organisationId: invoice.organisationId,
      documentType,
      status: "queued",
      lastStableStatus: "queued",
    })
    .onConflictDoNothing()
    .returning({ id: eInvoices.id });
  if (!row) return null;
  await jobs.enqueue(E_INVOICE_SUBMIT_JOB, { eInvoiceId: row.id }, { db: tx as unknown as Database });
  return row.id;
}

/** Queues the cancellation of an invoice's e-invoice with the authority (the invoice was cancelled). */
export async function queueEInvoiceCancellation(tx: Tx, jobs: JobRunner, invoiceId: string): Promise<void> {
  await jobs.enqueue(E_INVOICE_CANCEL_JOB, { invoiceId }, { db: tx as unknown as Database });
}
