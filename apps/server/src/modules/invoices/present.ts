import {
  allowedActions,
  INVOICE_WORKFLOW,
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceStatus,
  PLANS,
  type Tier,
} from "@strata/core";
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  applications,
  creditPlans,
  creditPurchases,
  invoices,
  organisations,
} from "../../db/schema/index.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";
import type { InvoiceRow } from "../billing/index.ts";
import { invoiceStore } from "../billing/index.ts";
import { subjectTakesPayment } from "../payments/index.ts";

/** An invoice row with what its response names: the organisation and what it bills. */
export interface InvoiceRecord {
  row: InvoiceRow;
  organisationName: string;
  application: { kind: string; planType: string } | null;
  creditPlanName: string | null;
  /** The application's or credit purchase's status (null: gone); it decides whether `pay` is offered. */
  subjectStatus: string | null;
}

/** Invoices joined with their organisation and subject; add `.where(…)`. */
export function selectInvoices(db: Database | Tx) {
  return db
    .select({
      row: invoices,
      organisationName: organisations.name,
      applicationKind: applications.kind,
      applicationPlanType: applications.planType,
      applicationStatus: applications.status,
      creditPlanName: creditPlans.name,
      creditPurchaseStatus: creditPurchases.status,
    })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .leftJoin(applications, eq(applications.id, invoices.applicationId))
    .leftJoin(creditPurchases, eq(creditPurchases.id, invoices.creditPurchaseId))
    .leftJoin(creditPlans, eq(creditPlans.id, creditPurchases.planId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectInvoices>["where"]>>[number];

export function toRecord(selected: Selected): InvoiceRecord {
  return {
    row: selected.row,
    organisationName: selected.organisationName,
    application:
      selected.applicationKind && selected.applicationPlanType
        ? { kind: selected.applicationKind, planType: selected.applicationPlanType }
        : null,
    creditPlanName: selected.creditPlanName,
    subjectStatus: selected.row.applicationId ? selected.applicationStatus : selected.creditPurchaseStatus,
  };
}

/** One invoice as a record, or null (the caller's `where` scopes it to an organisation). */
export async function findInvoiceRecord(db: Database | Tx, where: SQL | undefined) {
  const [selected] = await selectInvoices(db).where(where);
  return selected ? toRecord(selected) : null;
}

/** "Standard subscription registration", "Premium subscription renewal", "Download credits: 100 credits". */
export function subjectLabel(record: Pick<InvoiceRecord, "application" | "creditPlanName">): string {
  if (record.application) {
    const plan = PLANS[record.application.planType as Tier]?.label ?? record.application.planType;
    return `${plan} subscription ${record.application.kind}`;
  }
  return `Download credits${record.creditPlanName ? `: ${record.creditPlanName}` : ""}`;
}

function party(value: unknown): InvoiceParty {
  const p = (value ?? {}) as Partial<Record<keyof InvoiceParty, string | null>>;
  return {
    name: p.name ?? "",
    registrationNumber: p.registrationNumber ?? null,
    taxId: p.taxId ?? null,
    sstNumber: p.sstNumber ?? null,
    address: p.address ?? null,
    email: p.email ?? null,
    country: p.country ?? null,
  };
}

/** The response of one invoice, with this actor's buttons. */
export function toInvoice(record: InvoiceRecord, actor: Actor): Invoice {
  const { row } = record;
  const status = row.status as InvoiceStatus;
  return {
    id: row.id,
    number: row.number,
    status,
    subject: row.applicationId
      ? { type: "application", id: row.applicationId, label: subjectLabel(record) }
      : { type: "credit_purchase", id: row.creditPurchaseId ?? "", label: subjectLabel(record) },
    organisation: { id: row.organisationId, name: record.organisationName },
    lines: row.lines as InvoiceLine[],
    subtotalSen: row.subtotalSen,
    taxRateBp: row.taxRateBp,
    taxSen: row.taxSen,
    totalSen: row.totalSen,
    currency: "MYR",
    seller: party(row.seller),
    buyer: party(row.buyer),
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    allowedActions: allowedActions(INVOICE_WORKFLOW, status, {
      ability: actor.ability,
      guards: invoiceStore.guards(row, actor),
    }).filter((action) => action !== "pay" || subjectTakesPayment(row, record.subjectStatus)),
  };
}
