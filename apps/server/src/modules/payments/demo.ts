import { createHash, randomUUID } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { priceOf, type Tier } from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  applications,
  auditEvents,
  invoices,
  organisations,
  payments,
  uploads,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { demoActor } from "../../lib/demo-actor.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { type Actor, applyTransitionIn, systemActor } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import {
  approvePayment,
  type InvoiceRow,
  invoiceStore,
  issueApplicationInvoice,
  moveInvoiceSubject,
  paymentStore,
} from "../billing/index.ts";
import { createPayment } from "./service.ts";

/** The bank-transfer slip of the demo payment waiting for finance (written by writePaymentDemoFiles). */
export const DEMO_PROOF_KEY = "uploads/demo-bank-transfer-slip.pdf";
const DEMO_REFERENCE = "MBB-TRF-0884213";
/** Links in the (silent) demo e-mails; nothing is sent. */
const DEMO_ORIGIN = "http://localhost:3000";

/**
 * The demo's payments. Two renewals are applied for here and reach invoice_issued with their
 * invoices (the applications demo's own are kept as they are, so every application status stays
 * shown):
 * - international-graduate@'s renewal: a bank transfer with its slip, waiting for finance;
 * - international-research@'s renewal: paid online through the sandbox gateway (its callback's record kept) and
 *   approved by finance, which activated it;
 * and academic@'s add-on (pending_payment) gets its online payment, still at the gateway.
 * Left payable for the journeys (README): vdr@'s renewal (invoice_issued) and standard-mbr@'s add-on
 * (failed_payment: its online payment failed, it may be paid again).
 */
export async function seedPaymentDemo(db: Database, billing: BillingConfig): Promise<void> {
  const finance = await demoActor(db, demoEmail("finance"));
  const loa = await demoActor(db, demoEmail("loa3"));
  const transferer = await demoActor(db, demoEmail("international-graduate"));
  const transferInvoice = await invoicedRenewal(db, billing, transferer, loa);
  await age(db, await seedBankTransferWaiting(db, billing, transferer, transferInvoice), 3);
  const online = await demoActor(db, demoEmail("international-research"));
  const onlineInvoice = await invoicedRenewal(db, billing, online, loa);
  await age(db, await seedOnlinePaidAndApproved(db, billing, online, finance, onlineInvoice), 20);
  await age(db, await seedOnlineAtGateway(db, await demoActor(db, demoEmail("academic"))), 1);
}

/** Moves a demo payment and its history back by some hours, so the queue reads like a working day. */
async function age(db: Database, paymentId: string | null, hours: number) {
  if (!paymentId) return;
  const interval = sql.raw(`interval '${hours} hours'`);
  await db.execute(
    sql`update ${payments} set created_at = created_at - ${interval}, updated_at = updated_at - ${interval}, decided_at = decided_at - ${interval} where id = ${paymentId}`,
  );
  await db.execute(
    sql`update ${auditEvents} set created_at = created_at - ${interval} where subject_id = ${paymentId}`,
  );
}

/** A one-year renewal of the payer's plan, approved up to its invoice (issued by the last LOA level). */
async function invoicedRenewal(db: Database, billing: BillingConfig, payer: Actor, approver: Actor) {
  const [organisation] = await db
    .select({ tier: organisations.tier })
    .from(organisations)
    .where(eq(organisations.id, payer.organisationId ?? ""));
  const planType = organisation.tier as Tier;
  const duration = { value: 1, unit: "years" as const };
  return db.transaction(async (tx) => {
    const [application] = await tx
      .insert(applications)
      .values({
        id: randomUUID(),
        organisationId: payer.organisationId as string,
        applicantUserId: payer.userId,
        kind: "renewal",
        status: "invoice_issued",
        lastStableStatus: "invoice_issued",
        planType,
        durationValue: duration.value,
        durationUnit: duration.unit,
        amountSen: priceOf({ planType, duration, addOns: [] }),
        submittedAt: new Date(Date.now() - 4 * 86_400_000),
        createdAt: new Date(Date.now() - 5 * 86_400_000),
      })
      .returning();
    return issueApplicationInvoice(tx, billing, application, approver);
  });
}

async function seedBankTransferWaiting(
  db: Database,
  billing: BillingConfig,
  payer: Actor,
  invoice: InvoiceRow,
) {
  const uploadId = randomUUID();
  const slip = await demoSlip();
  await db.insert(uploads).values({
    id: uploadId,
    attachableType: "invoice",
    attachableId: invoice.id,
    organisationId: invoice.organisationId,
    uploadedBy: payer.userId,
    fileName: "maybank-transfer-slip.pdf",
    contentType: "application/pdf",
    sizeBytes: slip.length,
    sha256: createHash("sha256").update(slip).digest("hex"),
    storageKey: DEMO_PROOF_KEY,
  });
  // The payer's own path (the service the route calls), without a gateway: a bank transfer needs none.
  const { payment } = await createPayment(
    {
      db,
      jobs: seedJobs(),
      outbox: silentOutbox,
      billing,
      actor: payer,
      gateway: null,
      origin: DEMO_ORIGIN,
    },
    {
      invoiceId: invoice.id,
      body: { method: "bank_transfer", proofUploadId: uploadId, reference: DEMO_REFERENCE },
      payer: { email: demoEmail("international-graduate"), name: payer.name },
    },
  );
  return payment.id;
}

/** An online payment row with its bill at the sandbox; the invoice and its subject move with it. */
async function startOnline(db: Database, payer: Actor, invoice: InvoiceRow, subjectPays: boolean) {
  const id = randomUUID();
  const billId = `sbx${id.replaceAll("-", "").slice(0, 12)}`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      invoiceId: invoice.id,
      organisationId: invoice.organisationId,
      method: "online",
      status: "pending",
      lastStableStatus: "pending",
      amountSen: invoice.totalSen,
      gatewayBillId: billId,
      createdBy: payer.userId,
    });
    await recordAuditEvent(tx, {
      actor: payer,
      action: "create",
      subjectType: "payment",
      subjectId: id,
      organisationId: invoice.organisationId,
      before: null,
      after: { status: "pending", method: "online", amountSen: invoice.totalSen, gatewayBillId: billId },
      requestId: null,
    });
    const paid = await applyTransitionIn(tx, {
      store: invoiceStore,
      id: invoice.id,
      action: "pay",
      actor: payer,
      audit: { paymentId: id, method: "online" },
    });
    if (subjectPays) await moveInvoiceSubject(tx, paid.after, "pay", payer);
  });
  return { id, billId };
}

async function seedOnlinePaidAndApproved(
  db: Database,
  billing: BillingConfig,
  payer: Actor,
  finance: Actor,
  invoice: InvoiceRow,
) {
  const { id, billId } = await startOnline(db, payer, invoice, true);
  const paidAt = new Date(Date.now() - 26 * 3600 * 1000);
  // What the sandbox gateway's signed callback reported.
  const gateway = systemActor("Payment gateway");
  await db.transaction(async (tx) => {
    await applyTransitionIn(tx, {
      store: paymentStore,
      id,
      action: "confirm",
      actor: gateway,
      set: {
        gatewayRecord: {
          billId,
          paid: true,
          state: "paid",
          amountSen: invoice.totalSen,
          paidAmountSen: invoice.totalSen,
          paidAt: paidAt.toISOString(),
          transactionId: "SBX-3F9A21C07B44",
          transactionStatus: "completed",
          receivedAt: paidAt.toISOString(),
        },
      },
    });
    const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
    await moveInvoiceSubject(tx, current, "confirm-payment", gateway);
  });
  await approvePayment(
    { db, jobs: seedJobs(), outbox: silentOutbox, billing, actor: finance },
    { paymentId: id },
  );
  return id;
}

/** academic@'s add-on was paid for by the applications demo: its payment is still at the gateway. */
async function seedOnlineAtGateway(db: Database, payer: Actor) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(
      and(
        eq(applications.organisationId, payer.organisationId ?? ""),
        eq(applications.status, "pending_payment"),
      ),
    );
  if (row?.invoice.status !== "issued") return null;
  return (await startOnline(db, payer, row.invoice, false)).id;
}

/**
 * The demo queues no job: the e-invoice an approval queues waits as its row, which the e-invoice
 * sweep that runs when the app is ready sends (the rows are the truth, jobs only their triggers).
 */
function seedJobs(): JobRunner {
  return { enqueue: async () => randomUUID(), wake: () => {} } as unknown as JobRunner;
}

/** The demo tells nobody: its e-mails would go to demo addresses at every fresh start. */
const silentOutbox: Outbox = { queue: async () => {} };

/** A one-page bank transfer slip (PDF), as a payer would upload. */
async function demoSlip(): Promise<Buffer> {
  // Loaded here, not at start: only a fresh demo database draws the slip.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A5",
    margin: 40,
    info: { Title: "Transfer slip", CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text("Maybank2u — Interbank GIRO transfer", { underline: true });
  doc.moveDown().fontSize(11);
  for (const line of [
    "Status: Successful",
    `Reference: ${DEMO_REFERENCE}`,
    "From: the paying organisation",
    "To: Strata Petroleum Data Repository Sdn. Bhd.",
    "Account: 5140 1234 5678 (Maybank Berhad)",
    "Demo document: no money moved.",
  ]) {
    doc.text(line);
  }
  doc.end();
  return done;
}

/** Writes the demo proof into storage (every start, like the other demo files; skipped when present). */
export async function writePaymentDemoFiles(storageDir: string): Promise<void> {
  const target = path.join(storageDir, ...DEMO_PROOF_KEY.split("/"));
  if (await stat(target).catch(() => null)) return;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await demoSlip());
}
