import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BillingConfig } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { eInvoiceLogs, eInvoices, invoices, jobs, payments } from "../../../db/schema/index.ts";
import { systemActor } from "../../../lib/workflow.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import { type EInvoiceSandbox, startEInvoiceSandbox } from "../../../sandboxes/e-invoice/index.ts";
import { createOrganisation } from "../../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { createApplication } from "../../applications/test/factory.ts";
import {
  applicationLines,
  E_INVOICE_CANCEL_JOB,
  E_INVOICE_SUBMIT_JOB,
  issueInvoice,
  queueEInvoice,
} from "../../billing/index.ts";
import { E_INVOICE_POLL_JOB } from "../schedule.ts";

export const CLIENT = { clientId: "test-client", clientSecret: "test-secret" };
/** A short time limit so that the tests' "hang" answers time out quickly. */
export const TIMEOUT_MS = 400;

/** The sandbox as a real HTTP server and the app talking to it; jobs run only when a test drains them. */
export async function startEInvoiceTest(): Promise<{ sandbox: EInvoiceSandbox; t: TestApp }> {
  const sandbox = await startEInvoiceSandbox(CLIENT);
  const t = await buildTestApp({
    env: {
      EINVOICE_API_URL: sandbox.url,
      EINVOICE_CLIENT_ID: CLIENT.clientId,
      EINVOICE_CLIENT_SECRET: CLIENT.clientSecret,
      EINVOICE_TIMEOUT_MS: String(TIMEOUT_MS),
      JOB_CONCURRENCY: "0",
    },
  });
  return { sandbox, t };
}

/** An issued invoice of a new organisation (a standard plan for a year), as finance's approval sees it. */
export async function createInvoice(
  db: Database,
  billing: BillingConfig,
  name?: string,
  status: "invoice_issued" | "pending_finance" = "invoice_issued",
) {
  const organisation = await createOrganisation(db, { tier: "standard", name });
  const application = await createApplication(db, {
    organisationId: organisation.id,
    status,
  });
  const invoice = await db.transaction((tx) =>
    issueInvoice(tx, billing, {
      organisationId: organisation.id,
      subject: { applicationId: application.id },
      lines: applicationLines(application),
      actor: systemActor("test"),
    }),
  );
  return { organisation, invoice };
}

/**
 * A bank transfer waiting for finance on an invoice whose application waits for finance: what
 * `approvePayment` approves (the payment, the invoice settled, the application approved, the
 * e-invoice queued, in one transaction).
 */
export async function paymentAwaitingFinance(db: Database, billing: BillingConfig) {
  const { invoice, organisation } = await createInvoice(db, billing, undefined, "pending_finance");
  await db
    .update(invoices)
    .set({ status: "payment_pending", lastStableStatus: "payment_pending" })
    .where(eq(invoices.id, invoice.id));
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      invoiceId: invoice.id,
      organisationId: organisation.id,
      method: "bank_transfer",
      status: "pending_finance",
      lastStableStatus: "pending_finance",
      amountSen: invoice.totalSen,
      reference: "TT-0001",
    })
    .returning();
  return { invoice, payment };
}

/** What finance's approval does for the e-invoice: the row and its job, committed together. */
export async function queueFor(
  db: Database,
  runner: JobRunner,
  invoice: { id: string; organisationId: string },
) {
  const id = await db.transaction((tx) => queueEInvoice(tx, runner, invoice, "01"));
  if (!id) throw new Error("no e-invoice queued");
  return id;
}

/** An invoice with its e-invoice queued. */
export async function queuedEInvoice(t: TestApp, name?: string) {
  const { invoice, organisation } = await createInvoice(t.database.db, t.config.billing, name);
  return { invoice, organisation, id: await queueFor(t.database.db, t.app.jobs, invoice) };
}

/** Runs the e-invoice jobs due now. */
export const drain = (app: FastifyInstance) => app.jobs.drain();

/** Brings every waiting e-invoice try forward to now (the backoff and poll delays) and runs them. */
export async function runDue(app: FastifyInstance, db: Database): Promise<number> {
  await app.jobs.bringForward([E_INVOICE_SUBMIT_JOB, E_INVOICE_POLL_JOB, E_INVOICE_CANCEL_JOB]);
  await db
    .update(eInvoices)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(eInvoices.status, ["queued", "submitted"]));
  return app.jobs.drain();
}

export async function eInvoiceRow(db: Database, id: string) {
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.id, id));
  return row;
}

export async function logsOf(db: Database, id: string) {
  return db
    .select()
    .from(eInvoiceLogs)
    .where(eq(eInvoiceLogs.eInvoiceId, id))
    .orderBy(eInvoiceLogs.createdAt);
}

/** The queued jobs of a kind, for one e-invoice (or invoice) when given. */
export async function queuedJobs(db: Database, kind: string, forId?: string) {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")));
  return forId
    ? rows.filter((j) => Object.values(j.payload as Record<string, unknown>).includes(forId))
    : rows;
}

export async function cancelInvoice(db: Database, invoiceId: string) {
  await db
    .update(invoices)
    .set({
      status: "cancelled",
      cancelledAt: new Date(),
      cancelReason: "Cancelled at the customer's request",
    })
    .where(eq(invoices.id, invoiceId));
}
