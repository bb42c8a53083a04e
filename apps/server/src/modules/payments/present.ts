import {
  allowedActions,
  CURRENCY,
  PAYMENT_WORKFLOW,
  type Payment,
  type PaymentInvoiceSummary,
  type PaymentStatus,
  paymentGuards,
} from "@strata/core";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  applications,
  creditPurchases,
  invoices,
  organisations,
  type payments,
  uploads,
} from "../../db/schema/index.ts";
import type { Actor } from "../../lib/workflow.ts";

export type PaymentRow = typeof payments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** Where a payment's proof downloads from (an authorised route: the payer's organisation or finance). */
export const proofHref = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/proof`;

/** This viewer's buttons on a payment: the workflow's transitions they may take from its status. */
export function paymentActionsFor(row: PaymentRow, actor: Actor) {
  return allowedActions(PAYMENT_WORKFLOW, row.status as PaymentStatus, {
    ability: actor.ability,
    guards: paymentGuards({
      payment: row,
      actor: { organisationId: actor.organisationId, isPrimary: actor.isPrimary },
    }),
  }).filter((action) => {
    // The gateway's callback alone confirms or fails an online payment.
    if (action === "confirm" || action === "fail") return false;
    // The payer withdraws through the invoice's cancel-payment, which moves the invoice with it.
    return true;
  });
}

/** Payments as responses carry them, with their invoice number, organisation and proof loaded in bulk. */
export async function presentPayments(db: Database, rows: PaymentRow[], actor: Actor): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const invoiceTable = invoices;
  const invoiceIds = [...new Set(rows.map((r) => r.invoiceId))];
  const orgIds = [...new Set(rows.map((r) => r.organisationId))];
  const proofIds = rows.map((r) => r.proofUploadId).filter((id): id is string => Boolean(id));
  const [numbers, orgs, proofs] = await Promise.all([
    db
      .select({ id: invoiceTable.id, number: invoiceTable.number })
      .from(invoiceTable)
      .where(inArray(invoiceTable.id, invoiceIds)),
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(inArray(organisations.id, orgIds)),
    proofIds.length
      ? db.select().from(uploads).where(inArray(uploads.id, proofIds))
      : Promise.resolve([] as (typeof uploads.$inferSelect)[]),
  ]);
  const numberOf = new Map(numbers.map((n) => [n.id, n.number]));
  const nameOf = new Map(orgs.map((o) => [o.id, o.name]));
  const proofOf = new Map(proofs.map((p) => [p.id, p]));
  return rows.map((row) => {
    const proof = row.proofUploadId ? proofOf.get(row.proofUploadId) : undefined;
    return {
      id: row.id,
      invoiceId: row.invoiceId,
      invoiceNumber: numberOf.get(row.invoiceId) ?? "",
      organisationId: row.organisationId,
      organisationName: nameOf.get(row.organisationId) ?? "",
      method: row.method as Payment["method"],
      status: row.status as Payment["status"],
      amount: { currency: CURRENCY, amountSen: row.amountSen },
      gatewayBillId: row.gatewayBillId,
      reference: row.reference,
      note: row.note,
      proof: proof
        ? {
            id: proof.id,
            fileName: proof.fileName,
            contentType: proof.contentType,
            sizeBytes: proof.sizeBytes,
            href: proofHref(row.id),
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      allowedActions: paymentActionsFor(row, actor),
    };
  });
}

export async function presentPayment(db: Database, row: PaymentRow, actor: Actor): Promise<Payment> {
  const [payment] = await presentPayments(db, [row], actor);
  return payment;
}

/** The invoice as the payment pages summarise it, with what it bills and that row's status. */
export async function invoiceSummary(db: Database, invoice: InvoiceRow): Promise<PaymentInvoiceSummary> {
  let subject: PaymentInvoiceSummary["subject"];
  if (invoice.applicationId) {
    const [app] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, invoice.applicationId));
    subject = { type: "application", id: invoice.applicationId, status: app?.status ?? "" };
  } else {
    const id = invoice.creditPurchaseId ?? "";
    const [purchase] = await db
      .select({ status: creditPurchases.status })
      .from(creditPurchases)
      .where(eq(creditPurchases.id, id));
    subject = { type: "credit_purchase", id, status: purchase?.status ?? "" };
  }
  const lines = (invoice.lines as { description: string }[] | null) ?? [];
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status as PaymentInvoiceSummary["status"],
    total: { currency: CURRENCY, amountSen: invoice.totalSen },
    price: {
      currency: CURRENCY,
      subtotalSen: invoice.subtotalSen,
      taxRateBp: invoice.taxRateBp,
      taxSen: invoice.taxSen,
      totalSen: invoice.totalSen,
    },
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt.toISOString(),
    subject,
    description: lines.map((l) => l.description).join("; "),
  };
}
