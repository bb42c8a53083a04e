import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { auditEvents, eInvoices } from "../../db/schema/index.ts";
import type { EInvoiceSandbox } from "../../sandboxes/e-invoice/index.ts";
import { createUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";
import { actorFor } from "../applications/test/factory.ts";
import {
  approvePayment,
  E_INVOICE_CANCEL_JOB,
  E_INVOICE_SUBMIT_JOB,
  queueEInvoiceCancellation,
} from "../billing/index.ts";
import { CANCEL_PERIOD_OVER_NOTE } from "./cancellation.ts";
import { createEInvoiceApi } from "./client.ts";
import { sweepEInvoices } from "./jobs.ts";
import { E_INVOICE_POLL_JOB, E_INVOICE_SWEEP_JOB } from "./schedule.ts";
import {
  CLIENT,
  cancelInvoice,
  drain,
  eInvoiceRow,
  logsOf,
  paymentAwaitingFinance,
  queuedEInvoice,
  queuedJobs,
  runDue,
  startEInvoiceTest,
  TIMEOUT_MS,
} from "./test/helpers.ts";

let sandbox: EInvoiceSandbox;
let t: TestApp;

beforeAll(async () => {
  ({ sandbox, t } = await startEInvoiceTest());
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});
afterEach(() => {
  sandbox.control.reset();
});

const db = () => t.database.db;

/** Submits and polls until nothing is left to run. */
async function settle() {
  for (let i = 0; i < 10; i++) if ((await runDue(t.app, db())) === 0) return;
}

describe("e-invoice submission", () => {
  it("sends a queued e-invoice, polls it and records it Valid, audited as E-invoicing", async () => {
    const { id, invoice } = await queuedEInvoice(t);
    await drain(t.app);
    const submitted = await eInvoiceRow(db(), id);
    expect(submitted.status).toBe("submitted");
    expect(submitted.submissionUid).toBeTruthy();
    expect(submitted.documentUuid).toBeTruthy();
    expect(await queuedJobs(db(), E_INVOICE_POLL_JOB, id)).toHaveLength(1);

    await runDue(t.app, db());
    const valid = await eInvoiceRow(db(), id);
    expect(valid.status).toBe("valid");
    expect(valid.longId).toBeTruthy();
    expect(valid.validatedAt).toBeInstanceOf(Date);

    const [document] = sandbox.control.documents();
    expect(document).toMatchObject({ codeNumber: invoice.number, status: "Valid" });
    const logs = await logsOf(db(), id);
    expect(logs.map((l) => [l.operation, l.responseStatus])).toEqual([
      ["token", 200],
      ["submit", 202],
      ["poll", 200],
    ]);
    // The document is logged readable, with its amounts as decimal strings from integer sen.
    const sent = (logs[1].requestBody as { documents: { document: Record<string, unknown> }[] }).documents[0]
      .document;
    expect(sent.legalMonetaryTotal).toEqual({
      lineExtensionAmount: "64000.00",
      taxExclusiveAmount: "64000.00",
      taxInclusiveAmount: "69120.00",
      payableAmount: "69120.00",
    });
    expect(JSON.stringify(logs[0].requestBody)).not.toContain("test-secret");
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([
      ["submit", "E-invoicing"],
      ["validate", "E-invoicing"],
    ]);
  });

  it("keeps the authority's errors of an Invalid document", async () => {
    const errors = [
      { code: "CF404", message: "Buyer's registration number is missing.", target: "Buyer.BRN" },
    ];
    sandbox.control.queue("submit", { kind: "invalid", errors });
    const { id } = await queuedEInvoice(t);
    await settle();
    const row = await eInvoiceRow(db(), id);
    expect(row.status).toBe("invalid");
    expect(row.errors).toEqual([
      { code: "CF404", message: "Buyer's registration number is missing.", target: "Buyer.BRN" },
    ]);
    expect(row.lastError).toContain("1 error");
  });

  it("waits out a 429's Retry-After, backs off after a 500, and ends with one submission", async () => {
    sandbox.control.queue("submit", { kind: "rate-limit", retryAfterSeconds: 120 }, { kind: "error" });
    const { id } = await queuedEInvoice(t);
    const before = Date.now();
    await drain(t.app);
    let row = await eInvoiceRow(db(), id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toContain("429");
    const waited = (row.nextAttemptAt as Date).getTime() - before;
    expect(waited).toBeGreaterThanOrEqual(119_000);
    expect(waited).toBeLessThan(130_000);
    const [next] = await queuedJobs(db(), E_INVOICE_SUBMIT_JOB, id);
    expect(next.runAfter.getTime()).toBe((row.nextAttemptAt as Date).getTime());
    // Not due yet: nothing runs.
    expect(await drain(t.app)).toBe(0);

    await runDue(t.app, db());
    row = await eInvoiceRow(db(), id);
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    expect(row.lastError).toContain("HTTP 500");
    expect((row.nextAttemptAt as Date).getTime() - Date.now()).toBeGreaterThan(100_000);

    await settle();
    row = await eInvoiceRow(db(), id);
    expect(row).toMatchObject({ status: "valid", attempts: 3, lastError: null });
    expect(sandbox.control.documents()).toHaveLength(1);
    const submits = (await logsOf(db(), id)).filter((l) => l.operation === "submit");
    expect(submits.map((l) => l.responseStatus)).toEqual([429, 500, 202]);
  });

  it("counts a request without an answer in time as a failed try and tries again", async () => {
    sandbox.control.queue("submit", { kind: "hang" });
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    const row = await eInvoiceRow(db(), id);
    expect(row.status).toBe("queued");
    expect(row.lastError).toBe(`No answer within ${TIMEOUT_MS} ms`);
    const [logged] = (await logsOf(db(), id)).filter((l) => l.operation === "submit");
    expect(logged).toMatchObject({ responseStatus: null, error: `No answer within ${TIMEOUT_MS} ms` });
    await settle();
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
  });

  it("keeps the e-invoice queued while the authority is down and sends it once it is back", async () => {
    sandbox.control.setDown(true);
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    await runDue(t.app, db());
    const row = await eInvoiceRow(db(), id);
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    expect(row.lastError).toMatch(/^Connection failed/);
    expect(await queuedJobs(db(), E_INVOICE_SUBMIT_JOB, id)).toHaveLength(1);
    sandbox.control.setDown(false);
    await settle();
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
  });

  it("asks for one token for several submissions", async () => {
    const rows = [await queuedEInvoice(t), await queuedEInvoice(t), await queuedEInvoice(t)];
    // Sent by a client of the test's own, not by the app's jobs.
    await t.app.jobs.discardWaiting(E_INVOICE_SUBMIT_JOB);
    await db().update(eInvoices).set({ status: "paused" }).where(eq(eInvoices.status, "queued"));
    const client = createEInvoiceApi({ db: db(), url: sandbox.url, ...CLIENT, timeoutMs: TIMEOUT_MS });
    const answers = await Promise.all(
      rows.map(({ id, invoice }) =>
        client.submit(id, { codeNumber: invoice.number, json: JSON.stringify({ id }) }),
      ),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(sandbox.control.counts()).toMatchObject({ token: 1, submit: 3 });
  });

  it("renews a token the authority no longer accepts, once", async () => {
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    // Two hours on the authority's clock: the app's cached token has expired there.
    sandbox.control.advanceHours(2);
    await runDue(t.app, db());
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
    const polls = (await logsOf(db(), id)).map((l) => [l.operation, l.responseStatus]);
    expect(polls.slice(-3)).toEqual([
      ["poll", 401],
      ["token", 200],
      ["poll", 200],
    ]);
  });

  it("polls again later while the authority still answers Submitted", async () => {
    sandbox.control.setPollsBeforeDecision(1);
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    await runDue(t.app, db());
    expect((await eInvoiceRow(db(), id)).status).toBe("submitted");
    const [poll] = await queuedJobs(db(), E_INVOICE_POLL_JOB, id);
    expect(poll.payload).toEqual({ eInvoiceId: id, polls: 2 });
    await runDue(t.app, db());
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
  });

  it("submits exactly once when the process stopped between the payment approval and the submission", async () => {
    const { invoice, payment } = await paymentAwaitingFinance(db(), t.config.billing);
    const finance = await createUser(db(), { role: "finance" });
    // The first process approves the payment (the e-invoice row and its job commit with it) and
    // stops before its runner runs the job.
    const first = await buildApp({ config: t.config, database: t.database, logger: false });
    await first.ready();
    await approvePayment(
      {
        db: db(),
        jobs: first.jobs,
        outbox: first.outbox,
        billing: t.config.billing,
        actor: actorFor(finance),
      },
      { paymentId: payment.id },
    );
    await first.close();
    const [queued] = await db().select().from(eInvoices).where(eq(eInvoices.invoiceId, invoice.id));
    expect(queued.status).toBe("queued");
    expect(sandbox.control.counts().submit).toBe(0);

    // A new process on the same database picks the job up.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      await drain(second);
      await runDue(second, db());
      await runDue(second, db());
      expect(await sweepEInvoices({ db: db(), jobs: second.jobs })).toBe(0);
    } finally {
      await second.close();
    }
    expect((await eInvoiceRow(db(), queued.id)).status).toBe("valid");
    expect(sandbox.control.counts().submit).toBe(1);
    expect(sandbox.control.documents()).toEqual([expect.objectContaining({ codeNumber: invoice.number })]);
  });

  it("re-queues a due e-invoice whose job was lost (the hourly sweep)", async () => {
    const { id } = await queuedEInvoice(t);
    await t.app.jobs.discardWaiting(E_INVOICE_SUBMIT_JOB);
    await db()
      .update(eInvoices)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(eInvoices.id, id));
    expect(await sweepEInvoices({ db: db(), jobs: t.app.jobs })).toBe(1);
    // A second sweep finds the job waiting and queues nothing more.
    expect(await sweepEInvoices({ db: db(), jobs: t.app.jobs })).toBe(0);
    await settle();
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
  });
});

describe("the jobs as triggers", () => {
  it("sweeps hourly on the job queue's schedule", async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({ kind: E_INVOICE_SWEEP_JOB, cron: "20 * * * *" });
  });

  it("queues a job again rather than drop it when the runner gives it up", async () => {
    const { id } = await queuedEInvoice(t);
    const [job] = await queuedJobs(db(), E_INVOICE_SUBMIT_JOB, id);
    // The database's e-invoice table away: every try of the job fails, until the runner gives it up.
    await db().execute(sql`alter table e_invoices rename to e_invoices_away`);
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        await t.app.jobs.bringForward([E_INVOICE_SUBMIT_JOB]);
        expect(await drain(t.app)).toBe(1);
      }
    } finally {
      await db().execute(sql`alter table e_invoices_away rename to e_invoices`);
    }
    expect(await t.app.jobs.get(job.id)).toMatchObject({ status: "failed", attempts: 5 });
    const [again] = await queuedJobs(db(), E_INVOICE_SUBMIT_JOB, id);
    expect(again.id).not.toBe(job.id);
    expect(again.runAfter.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect((await eInvoiceRow(db(), id)).status).toBe("queued");
    await settle();
    expect((await eInvoiceRow(db(), id)).status).toBe("valid");
  });
});

describe("e-invoice cancellation", () => {
  async function validEInvoice() {
    const queued = await queuedEInvoice(t);
    await settle();
    expect((await eInvoiceRow(db(), queued.id)).status).toBe("valid");
    return queued;
  }

  it("cancels a valid e-invoice with the authority within 72 hours", async () => {
    const { id, invoice } = await validEInvoice();
    sandbox.control.advanceHours(71);
    await cancelInvoice(db(), invoice.id);
    await db().transaction((tx) => queueEInvoiceCancellation(tx, t.app.jobs, invoice.id));
    await drain(t.app);
    const row = await eInvoiceRow(db(), id);
    expect(row.status).toBe("cancelled");
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(sandbox.control.documents()[0].status).toBe("Cancelled");
  });

  it("leaves a note for finance when the authority's 72 hours are over", async () => {
    const { id, invoice } = await validEInvoice();
    sandbox.control.advanceHours(73);
    await cancelInvoice(db(), invoice.id);
    await db().transaction((tx) => queueEInvoiceCancellation(tx, t.app.jobs, invoice.id));
    await drain(t.app);
    const row = await eInvoiceRow(db(), id);
    expect(row.status).toBe("valid");
    expect(row.lastError).toBe(CANCEL_PERIOD_OVER_NOTE);
    const refusal = (await logsOf(db(), id)).filter((l) => l.operation === "cancel").at(-1)!;
    expect(refusal.responseStatus).toBe(400);
    expect(JSON.stringify(refusal.responseBody)).toContain("OperationPeriodOver");
    expect(await queuedJobs(db(), E_INVOICE_CANCEL_JOB, invoice.id)).toHaveLength(0);
  });

  it("pauses an e-invoice not yet sent when its invoice is cancelled", async () => {
    const { id, invoice } = await queuedEInvoice(t);
    await t.app.jobs.discardWaiting(E_INVOICE_SUBMIT_JOB);
    await cancelInvoice(db(), invoice.id);
    await db().transaction((tx) => queueEInvoiceCancellation(tx, t.app.jobs, invoice.id));
    await drain(t.app);
    expect((await eInvoiceRow(db(), id)).status).toBe("paused");
    expect(sandbox.control.counts().submit).toBe(0);
  });
});
