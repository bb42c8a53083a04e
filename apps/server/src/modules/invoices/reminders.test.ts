import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailReminderSettings } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable } from "../../test/mailbox.ts";
import { signedInStaff } from "../applications/test/factory.ts";
import { runExpiry } from "../subscriptions/index.ts";
import { customerOrganisation, request, subscriptionOf } from "../subscriptions/test/helpers.ts";
import { INVOICE_REMINDER_JOB, runInvoiceReminders } from "./due-reminders.ts";
import { invoiceRow, issuedInvoice, setInvoiceStatus } from "./test/helpers.ts";

// A real SMTP server: the reminders go through the outbox and arrive here.
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: decodeQuotedPrintable(Buffer.concat(chunks).toString()),
      });
      callback();
    });
  },
});

let t: TestApp;
let call: ReturnType<typeof request>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_CONCURRENCY: "0" } });
  call = request(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  await t.database.db.delete(emailReminderSettings);
});

const DAY = 86_400_000;
const deps = () => ({ db: t.database.db, outbox: t.app.outbox, config: t.config });
const remindersTo = async (email: string, number: string) => {
  await t.app.jobs.drain();
  return received.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: Invoice ${number} is due`));
};

describe("the invoice-due reminders", () => {
  it("e-mail the primary user once per configured threshold, the most urgent after downtime", async () => {
    const buyer = await customerOrganisation(t);
    const now = new Date();
    // Issued 30 days before its due date; the defaults remind 7 days and 1 day before.
    const { invoice } = await issuedInvoice(t, buyer.organisation.id, {
      now: new Date(now.getTime() - 20 * DAY),
    });
    const dueIn = (days: number) => new Date(invoice.dueAt.getTime() - days * DAY - 3600_000);

    await runInvoiceReminders(deps(), dueIn(10));
    expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(0);

    expect(await runInvoiceReminders(deps(), dueIn(6))).toBeGreaterThanOrEqual(1);
    const first = await remindersTo(buyer.primary.email, invoice.number);
    expect(first).toHaveLength(1);
    expect(first[0].raw).toContain(`/invoices/${invoice.id}`);
    expect((await invoiceRow(t, invoice.id)).lastReminderDays).toBe(7);

    // Running again the same day (or two runs at once) sends nothing more.
    await Promise.all([runInvoiceReminders(deps(), dueIn(6)), runInvoiceReminders(deps(), dueIn(5))]);
    expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(1);

    await runInvoiceReminders(deps(), dueIn(0));
    expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(2);
    expect((await invoiceRow(t, invoice.id)).lastReminderDays).toBe(1);
    await runInvoiceReminders(deps(), dueIn(0));
    expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(2);
  });

  it("skip paid and cancelled invoices, and all of them when switched off", async () => {
    const buyer = await customerOrganisation(t);
    const paid = await issuedInvoice(t, buyer.organisation.id);
    const cancelled = await issuedInvoice(t, buyer.organisation.id);
    const off = await issuedInvoice(t, buyer.organisation.id);
    await setInvoiceStatus(t, paid.invoice.id, "paid");
    await setInvoiceStatus(t, cancelled.invoice.id, "cancelled");
    const soon = new Date(off.invoice.dueAt.getTime() - 2 * DAY);
    await t.database.db
      .insert(emailReminderSettings)
      .values({ kind: "invoice_due", enabled: false, daysBefore: [7, 1] });
    expect(await runInvoiceReminders(deps(), soon)).toBe(0);
    for (const { invoice } of [paid, cancelled, off])
      expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(0);

    // Switched on with its own days: 3 days before is the threshold now.
    await t.database.db
      .update(emailReminderSettings)
      .set({ enabled: true, daysBefore: [3] })
      .where(eq(emailReminderSettings.kind, "invoice_due"));
    await runInvoiceReminders(deps(), soon);
    expect(await remindersTo(buyer.primary.email, off.invoice.number)).toHaveLength(1);
    expect((await invoiceRow(t, off.invoice.id)).lastReminderDays).toBe(3);
    for (const { invoice } of [paid, cancelled])
      expect(await remindersTo(buyer.primary.email, invoice.number)).toHaveLength(0);
  });

  it("run hourly on the job queue's schedule (one run per tick across instances)", async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({ kind: INVOICE_REMINDER_JOB, cron: "5 * * * *" });
  });
});

describe("the subscription expiry reminders read the reminder settings", () => {
  it("remind at the configured days, and not at all when switched off", async () => {
    const now = new Date();
    const org = await customerOrganisation(t, { endsAt: new Date(now.getTime() + 12 * DAY + 3600_000) });
    // The default 30, 7, 1: 12 days left is within the 30-day reminder.
    await t.database.db
      .insert(emailReminderSettings)
      .values({ kind: "subscription_expiry", enabled: false, daysBefore: [30] });
    await runExpiry(deps(), now);
    expect((await subscriptionOf(t.database.db, org.organisation.id)).lastReminderDays).toBeNull();
    await t.database.db
      .update(emailReminderSettings)
      .set({ enabled: true, daysBefore: [14, 2] })
      .where(eq(emailReminderSettings.kind, "subscription_expiry"));
    await runExpiry(deps(), now);
    expect((await subscriptionOf(t.database.db, org.organisation.id)).lastReminderDays).toBe(14);
  });
});

describe("/api/email-reminder-settings", () => {
  const URL = "/api/email-reminder-settings";

  it("answers the defaults until someone changes them", async () => {
    const { cookie } = await signedInStaff(t.app, t.database.db, "mbr-admin");
    const res = await call("GET", URL, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual([
      { kind: "invoice_due", enabled: true, daysBefore: [7, 1], updatedAt: null, updatedByName: null },
      {
        kind: "subscription_expiry",
        enabled: true,
        daysBefore: [30, 7, 1],
        updatedAt: null,
        updatedByName: null,
      },
    ]);
  });

  it("lets a superadmin change a kind, sorted, with who changed it, and refuses bad days", async () => {
    const { user, cookie } = await signedInStaff(t.app, t.database.db, "superadmin");
    const res = await call("PUT", URL, cookie, {
      settings: [{ kind: "invoice_due", enabled: true, daysBefore: [1, 14, 3] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings[0]).toMatchObject({
      kind: "invoice_due",
      daysBefore: [14, 3, 1],
      updatedByName: user.name,
    });
    expect(res.json().settings[1]).toMatchObject({ kind: "subscription_expiry", daysBefore: [30, 7, 1] });

    const field = async (body: object) => {
      const bad = await call("PUT", URL, cookie, body);
      expect(bad.statusCode).toBe(400);
      return bad.json().error.details.issues[0].field;
    };
    expect(await field({ settings: [{ kind: "invoice_due", enabled: true, daysBefore: [7, 7] }] })).toBe(
      "body.settings.0.daysBefore",
    );
    expect(await field({ settings: [{ kind: "invoice_due", enabled: true, daysBefore: [] }] })).toBe(
      "body.settings.0.daysBefore",
    );
    expect(await field({ settings: [{ kind: "invoice_due", enabled: true, daysBefore: [0] }] })).toBe(
      "body.settings.0.daysBefore.0",
    );
    expect(await field({ settings: [{ kind: "payday", enabled: true, daysBefore: [1] }] })).toBe(
      "body.settings.0.kind",
    );
    expect(
      await field({
        settings: [
          { kind: "invoice_due", enabled: true, daysBefore: [1] },
          { kind: "invoice_due", enabled: false, daysBefore: [2] },
        ],
      }),
    ).toBe("body.settings");
  });

  it("answers 401 without a session and 403 to those who may not see or change configuration", async () => {
    expect((await call("GET", URL)).statusCode).toBe(401);
    const finance = await signedInStaff(t.app, t.database.db, "finance");
    expect((await call("GET", URL, finance.cookie)).statusCode).toBe(403);
    const mbr = await signedInStaff(t.app, t.database.db, "mbr-admin");
    const body = { settings: [{ kind: "invoice_due", enabled: true, daysBefore: [1] }] };
    expect((await call("PUT", URL, mbr.cookie, body)).statusCode).toBe(403);
    const buyer = await customerOrganisation(t);
    expect((await call("GET", URL, buyer.primaryCookie)).statusCode).toBe(403);
  });
});
