import type { AddressInfo } from "node:net";
import { breakdownOf, breakdownRows } from "@strata/core";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { systemActor } from "../../lib/workflow.ts";
import { signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable } from "../../test/mailbox.ts";
import { createApplication, signedIn, signedInStaff } from "../applications/test/factory.ts";
import { uploadProof } from "../payments/test/harness.ts";
import { applicant, company, insertReferenceData, wizard } from "../registration/test/helpers.ts";
import { issueApplicationInvoice } from "./issue.ts";

// A real SMTP server: the registration's e-mails go through the outbox and arrive here.
const received: { to: string[]; text: string }[] = [];
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
        text: decodeQuotedPrintable(Buffer.concat(chunks).toString()).replace(/\r\n/g, "\n"),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_CONCURRENCY: "0" } });
  await insertReferenceData(t.database.db);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The newest e-mail to `to` whose subject is `subject`, once the outbox has sent it. */
async function mailTo(to: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await t.app.jobs.drain();
    const found = received.filter((m) => m.to.includes(to) && m.text.includes(`Subject: ${subject}`)).at(-1);
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail "${subject}" to ${to}`);
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe("an application, its invoice and its payment", () => {
  it("carry the same subtotal, SST and total, from the plan step to the e-mail and the payment", async () => {
    const email = "amounts-agree@example.test";
    const w = wizard(t.app, t.config.dataDir);
    await w.start();
    expect((await w.post("user", applicant(email))).statusCode).toBe(200);
    const verification = await mailTo(email, "Verify your e-mail address");
    const token = /[?&]token=([^\s&"<>]+)/.exec(verification)?.[1] ?? "";
    expect(
      (await t.app.inject({ method: "POST", url: "/api/registration/activate", payload: { token } }))
        .statusCode,
    ).toBe(200);
    expect((await w.post("organization", company({ name: "Same Figures Sdn Bhd" }))).statusCode).toBe(200);

    // RM 64,000 + the VDR add-on's RM 30,000 = RM 94,000 before SST; 8 % of it is RM 7,520.
    const plan = await w.post("subscription", {
      planType: "standard",
      duration: { value: 1, unit: "years" },
      addOnsType: ["vdr"],
    });
    const expected = breakdownOf(94_000_00, t.config.billing.sstRateBp);
    expect(expected).toMatchObject({ subtotalSen: 94_000_00, taxSen: 7_520_00, totalSen: 101_520_00 });
    // The plan step and the review read the draft's price, and the plan step the rate to compute it live.
    expect(plan.json()).toMatchObject({ price: expected, taxRateBp: t.config.billing.sstRateBp });
    expect((await w.upload()).statusCode).toBe(200);

    // The done page shows the submit's answer.
    const submitted = await w.post("submit");
    expect(submitted.statusCode).toBe(200);
    const { applicationId } = submitted.json();
    expect(submitted.json().price).toEqual(expected);

    // The confirmation e-mail breaks the same figures out.
    const confirmation = await mailTo(email, "Your Strata registration was submitted");
    for (const row of breakdownRows(expected)) expect(confirmation).toContain(`${row.label}: ${row.amount}`);
    expect(confirmation).toContain("Total (incl. SST): RM 101,520.00");

    // Approved by the chain: the invoice is issued.
    const [application] = await t.database.db
      .update(applications)
      .set({ status: "invoice_issued", lastStableStatus: "invoice_issued" })
      .where(eq(applications.id, applicationId))
      .returning();
    const issued = await t.database.db.transaction((tx) =>
      issueApplicationInvoice(tx, t.config.billing, application, systemActor("Test")),
    );

    const cookie = await signIn(t.app, email, applicant(email).password);
    const mine = await get("/api/registration/application", cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().application.price).toEqual(expected);

    const invoice = await get(`/api/organizations/me/invoices/${issued.id}`, cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({
      subtotalSen: expected.subtotalSen,
      taxRateBp: expected.taxRateBp,
      taxSen: expected.taxSen,
      totalSen: expected.totalSen,
    });

    const proof = await uploadProof(t, cookie, issued.id);
    expect(proof.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/organizations/me/invoices/${issued.id}/payment`,
      headers: { cookie },
      payload: { method: "bank_transfer", proofUploadId: proof.json().id, reference: "MBB-SAME-1" },
    });
    expect(paid.statusCode).toBe(200);
    const payment = await get(`/api/payments/${paid.json().payment.id}`, cookie);
    expect(payment.statusCode).toBe(200);
    expect(payment.json().amount.amountSen).toBe(expected.totalSen);
    expect(payment.json().invoice.price).toEqual(expected);

    // Staff see the same on the application, now that it has its invoice.
    const admin = await signedInStaff(t.app, t.database.db, "admin");
    const staffView = await get(`/api/admin/subscriptions/applications/${applicationId}`, admin.cookie);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().application).toMatchObject({
      amount: { amountSen: expected.subtotalSen },
      price: expected,
    });
  });

  it("shows an invoiced application at its invoice's rate, one not yet invoiced at the configured rate", async () => {
    const buyer = await signedIn(t.app, t.database.db, { role: "premium", isPrimary: true });
    const admin = await signedInStaff(t.app, t.database.db, "admin");
    const organisationId = buyer.user.organisationId as string;
    const waiting = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      kind: "renewal",
      planType: "premium",
      amountSen: 84_000_00,
    });
    const invoiced = await createApplication(t.database.db, {
      organisationId,
      status: "invoice_issued",
      lastStableStatus: "invoice_issued",
      kind: "upgrade",
      planType: "premium",
      amountSen: 84_000_00,
    });
    // Issued when the rate was 6 %: the application keeps showing what its invoice says.
    const issued = await t.database.db.transaction((tx) =>
      issueApplicationInvoice(tx, { ...t.config.billing, sstRateBp: 600 }, invoiced, systemActor("Test")),
    );
    expect(issued).toMatchObject({ taxRateBp: 600, taxSen: 5_040_00, totalSen: 89_040_00 });
    const priceOf = async (id: string) =>
      (await get(`/api/admin/subscriptions/applications/${id}`, admin.cookie)).json().application.price;
    expect(await priceOf(invoiced.id)).toEqual(breakdownOf(84_000_00, 600));
    expect(await priceOf(waiting.id)).toEqual(breakdownOf(84_000_00, t.config.billing.sstRateBp));
    const list = await get("/api/organizations/me/applications", buyer.cookie);
    const prices = Object.fromEntries(
      list.json().result.map((a: { id: string; price: unknown }) => [a.id, a.price]),
    );
    expect(prices[invoiced.id]).toMatchObject({ taxSen: 5_040_00, totalSen: 89_040_00 });
    expect(prices[waiting.id]).toMatchObject({ taxSen: 6_720_00, totalSen: 90_720_00 });
  });
});
