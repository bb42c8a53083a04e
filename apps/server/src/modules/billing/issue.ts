import { randomUUID } from "node:crypto";
import {
  ADD_ON_PRICES,
  type AddOn,
  addOnLabel,
  addOnsText,
  type InvoiceLine,
  invoiceNumberOf,
  lineOf,
  PLANS,
  priceOf,
  type Tier,
  totalsOf,
} from "@strata/core";
import { eq, sql } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import { type applications, invoiceCounters, invoices, organisations } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";

export type InvoiceRow = typeof invoices.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/** The party printed on an invoice and sent on its e-invoice, copied at issue. */
export interface InvoiceParty {
  name: string;
  registrationNumber: string | null;
  taxId: string | null;
  sstNumber?: string | null;
  address: string | null;
  email: string | null;
  country?: string | null;
}

/**
 * The next invoice number of `year`, in the caller's transaction: the counter row's lock is held
 * until it commits, so concurrent issuers queue and numbers are gapless; a rollback returns the
 * number with everything else.
 */
export async function nextInvoiceSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row.sequence;
}

/** The lines of an application's invoice: the plan for its duration, then each add-on. */
export function applicationLines(application: ApplicationRow): InvoiceLine[] {
  const plan = PLANS[application.planType as Tier];
  const duration =
    application.durationValue !== null && application.durationUnit !== null
      ? { value: application.durationValue, unit: application.durationUnit as "years" | "months" | "days" }
      : null;
  const addOns = application.addOnsType as AddOn[];
  // An add-on application buys its add-ons only (its amount leaves out those already held): never the plan.
  if (application.kind === "add-on") return addOnLines(addOns, application.amountSen);
  const planSen = priceOf({ planType: plan.type, duration, addOns: [] });
  const years = plan.period === "per-year" && duration?.unit === "years" ? duration.value : 1;
  const period = duration
    ? `${duration.value} ${duration.value === 1 ? duration.unit.replace(/s$/, "") : duration.unit}`
    : "";
  const kind = application.kind === "registration" ? "subscription" : application.kind;
  const lines: InvoiceLine[] = [
    lineOf(
      `${plan.label} ${kind}${period ? `, ${period}` : ""}${plan.period === "per-round" ? " (one round)" : ""}`,
      years,
      planSen / years,
    ),
  ];
  for (const addOn of addOns)
    lines.push(lineOf(`Add-on: ${addOnLabel(addOn)}`, 1, ADD_ON_PRICES[addOn].amountSen));
  return lines;
}

/**
 * The lines of an add-on application: one per add-on when they add up to its amount, else (some
 * were already held, so the amount leaves them out) one line of the amount naming them all.
 */
function addOnLines(addOns: AddOn[], amountSen: number): InvoiceLine[] {
  const lines = addOns.map((addOn) =>
    lineOf(`Add-on: ${addOnLabel(addOn)}`, 1, ADD_ON_PRICES[addOn].amountSen),
  );
  if (lines.length > 0 && lines.reduce((sum, line) => sum + line.amountSen, 0) === amountSen) return lines;
  return [lineOf(`Add-on${addOns.length === 1 ? "" : "s"}: ${addOnsText(addOns)}`, 1, amountSen)];
}

export interface IssueInvoiceInput {
  organisationId: string;
  subject: { applicationId: string } | { creditPurchaseId: string };
  lines: InvoiceLine[];
  actor: Actor;
  now?: Date;
}

/**
 * Issues an invoice inside the caller's transaction: the next gapless number of the year, totals
 * with tax computed once, seller and buyer copied, due `invoiceDueDays` later, and its audit row.
 */
export async function issueInvoice(
  tx: Tx,
  billing: BillingConfig,
  input: IssueInvoiceInput,
): Promise<InvoiceRow> {
  const now = input.now ?? new Date();
  const year = now.getUTCFullYear();
  const [organisation] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, input.organisationId));
  if (!organisation) throw new Error(`No organisation ${input.organisationId}`);
  const sequence = await nextInvoiceSequence(tx, year);
  const totals = totalsOf(input.lines, billing.sstRateBp);
  const buyer: InvoiceParty = {
    name: organisation.name,
    registrationNumber: organisation.registrationNumber ?? null,
    taxId: null,
    address: organisation.address ?? null,
    email: null,
    country: organisation.countryCode ?? null,
  };
  const seller: InvoiceParty = { ...billing.seller };
  const [row] = await tx
    .insert(invoices)
    .values({
      id: randomUUID(),
      organisationId: organisation.id,
      number: invoiceNumberOf(year, sequence),
      year,
      sequence,
      applicationId: "applicationId" in input.subject ? input.subject.applicationId : null,
      creditPurchaseId: "creditPurchaseId" in input.subject ? input.subject.creditPurchaseId : null,
      status: "issued",
      lastStableStatus: "issued",
      lines: input.lines,
      subtotalSen: totals.subtotalSen,
      taxRateBp: totals.taxRateBp,
      taxSen: totals.taxSen,
      totalSen: totals.totalSen,
      seller,
      buyer,
      issuedAt: now,
      dueAt: new Date(now.getTime() + billing.invoiceDueDays * 86_400_000),
    })
    .returning();
  await recordAuditEvent(tx, {
    actor: input.actor,
    action: "issue",
    subjectType: "invoice",
    subjectId: row.id,
    organisationId: row.organisationId,
    before: {},
    after: { number: row.number, totalSen: row.totalSen, status: row.status },
    requestId: input.actor.requestId,
  });
  return row;
}

/** Issues the invoice of an application that reached invoice_issued (the last LOA approval). */
export async function issueApplicationInvoice(
  tx: Tx,
  billing: BillingConfig,
  application: ApplicationRow,
  actor: Actor,
  now?: Date,
): Promise<InvoiceRow> {
  return issueInvoice(tx, billing, {
    organisationId: application.organisationId,
    subject: { applicationId: application.id },
    lines: applicationLines(application),
    actor,
    now,
  });
}
