import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, invoices, payments } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { mailsTo } from "../../test/mailbox.ts";
import { createPlan, customerOrganisation, payByBankTransfer, request, staff } from "./test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
  admin = (await staff(t)).cookie;
  finance = (await staff(t, "finance")).cookie;
});
afterAll(() => t.close());

/** The mails to `to` once `enough` holds of them (running the queued jobs meanwhile), or after 5 s. */
async function mailsUntil(to: string, enough: (mails: string[]) => boolean) {
  for (let i = 0; i < 50; i++) {
    await t.app.jobs.drain();
    const mails = await mailsTo(t.config.dataDir, to);
    if (enough(mails)) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(t.config.dataDir, to);
}

const mailsOf = (to: string, count: number) => mailsUntil(to, (mails) => mails.length >= count);

/** The first mail to `to` that contains `text`, or all of them joined if none does. */
async function mailContaining(to: string, text: string) {
  const mails = await mailsUntil(to, (all) => all.some((mail) => mail.includes(text)));
  return mails.find((mail) => mail.includes(text)) ?? mails.join("\n");
}

async function order(cookie: string, planId: string) {
  return call("POST", "/api/organizations/me/download-credit-purchase", cookie, { planId });
}

describe("buying download credits", () => {
  it("orders a plan: the purchase copies it and its invoice has one line with tax once, e-mailed", async () => {
    const plan = await createPlan(t, admin, { name: "Starter", credits: 100, priceSen: 500_000 });
    const customer = await customerOrganisation(t);
    const res = await order(customer.primaryCookie, plan.id);
    expect(res.statusCode).toBe(201);
    const { purchase, invoice } = res.json();
    expect(purchase).toMatchObject({
      planId: plan.id,
      planName: "Starter",
      credits: 100,
      amountSen: 500_000,
      status: "invoice_issued",
      organisationId: customer.organisation.id,
    });
    expect(purchase.allowedActions).toEqual(expect.arrayContaining(["pay", "cancel"]));
    expect(invoice).toMatchObject({ status: "issued", totalSen: 540_000 });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({
      subtotalSen: 500_000,
      taxSen: 40_000,
      totalSen: 540_000,
      creditPurchaseId: purchase.id,
    });
    expect(row.lines).toEqual([
      { description: "Starter — 100 download credits", quantity: 1, unitSen: 500_000, amountSen: 500_000 },
    ]);
    const [mail] = await mailsOf(customer.primary.email, 1);
    expect(mail).toContain(invoice.number);

    // A plan edited afterwards does not change the order.
    await call("PUT", `/api/download-credit-plans/${plan.id}`, admin, {
      name: "Starter",
      credits: 200,
      priceSen: 900_000,
      validityDays: 365,
    });
    const mine = await call("GET", "/api/organizations/me/credit-purchases", customer.primaryCookie);
    expect(mine.json().result).toHaveLength(1);
    expect(mine.json().result[0]).toMatchObject({ id: purchase.id, credits: 100, amountSen: 500_000 });
  });

  it("refuses a retired plan (400), an unknown one (404), a member (403) and strangers (401)", async () => {
    const plan = await createPlan(t, admin);
    await call("DELETE", `/api/download-credit-plans/${plan.id}`, admin);
    const customer = await customerOrganisation(t);
    const retired = await order(customer.primaryCookie, plan.id);
    expect(retired.statusCode).toBe(400);
    expect(retired.json().error.message).toMatch(/retired/);
    expect((await order(customer.primaryCookie, "no-such-plan")).statusCode).toBe(404);
    const bad = await call(
      "POST",
      "/api/organizations/me/download-credit-purchase",
      customer.primaryCookie,
      {},
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.planId/);
    expect((await order(customer.memberCookie, plan.id)).statusCode).toBe(403);
    expect((await order(admin, plan.id)).statusCode).toBe(403);
    expect((await order("", plan.id)).statusCode).toBe(401);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await order(basic.primaryCookie, plan.id)).statusCode).toBe(403);
  });

  it("the buyer cancels an unpaid order and its invoice with it; not another organisation's (404), not twice (409)", async () => {
    const plan = await createPlan(t, admin);
    const customer = await customerOrganisation(t);
    const other = await customerOrganisation(t);
    const { purchase, invoice } = (await order(customer.primaryCookie, plan.id)).json();
    const url = `/api/organizations/me/credit-purchases/${purchase.id}/cancel`;
    expect((await call("POST", url, other.primaryCookie)).statusCode).toBe(404);
    const cancelled = await call("POST", url, customer.primaryCookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      invoice: { id: invoice.id, status: "cancelled" },
    });
    expect((await call("POST", url, customer.primaryCookie)).statusCode).toBe(409);
    expect(
      (await call("GET", "/api/organizations/me/credit-purchases", other.primaryCookie)).json().pageTotal,
    ).toBe(0);
  });
});

describe("finance and credit purchases", () => {
  it("approving a paid purchase grants the credits once; two approvals at once: one 409", async () => {
    const plan = await createPlan(t, admin, { credits: 250, priceSen: 1_000_000, validityDays: 30 });
    const customer = await customerOrganisation(t);
    const { purchase, invoice } = (await order(customer.primaryCookie, plan.id)).json();
    const url = `/api/credit-purchases/${purchase.id}`;

    const early = await call("POST", `${url}/approve`, finance);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("No payment is waiting for approval.");

    const payment = await payByBankTransfer(t, invoice.id);
    const queue = await call(
      "GET",
      `/api/credit-purchases?status=pending_finance&organisationId=${customer.organisation.id}`,
      finance,
    );
    expect(queue.json().result).toHaveLength(1);
    expect(queue.json().result[0].allowedActions).toEqual(
      expect.arrayContaining(["approve", "request-clarification", "resend-invoice"]),
    );

    const [a, b] = await Promise.all([
      call("POST", `${url}/approve`, finance),
      call("POST", `${url}/approve`, finance),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const approved = [a, b].find((r) => r.statusCode === 200)!.json();
    expect(approved).toMatchObject({ status: "approved", invoice: { status: "paid" } });

    const grants = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.creditPurchaseId, purchase.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: "grant", credits: 250, balanceAfter: 250 });
    expect(grants[0].expiresAt).not.toBeNull();
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid.status).toBe("approved");

    const credits = await call("GET", "/api/organizations/me/credits", customer.primaryCookie);
    expect(credits.json()).toMatchObject({ balance: 250, monthlyQuota: null, spentThisMonth: 0 });
    expect(credits.json().ledger.result[0]).toMatchObject({ kind: "grant", credits: 250 });

    const detail = await call("GET", url, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payments).toEqual([expect.objectContaining({ id: payment.id, status: "approved" })]);
    expect(detail.json().timeline.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["order", "pay", "confirm-payment", "approve"]),
    );
    // Admin views but does not decide.
    expect(detail.json().allowedActions).toEqual([]);
    expect((await call("POST", `${url}/approve`, admin)).statusCode).toBe(403);
    expect((await call("POST", `${url}/resend-invoice`, finance)).statusCode).toBe(409);
  });

  it("sends a purchase back for clarification with its payment, and resends the invoice", async () => {
    const plan = await createPlan(t, admin);
    const customer = await customerOrganisation(t);
    const { purchase, invoice } = (await order(customer.primaryCookie, plan.id)).json();
    const url = `/api/credit-purchases/${purchase.id}`;
    const resent = await call("POST", `${url}/resend-invoice`, finance);
    expect(resent.statusCode).toBe(200);
    expect(await mailContaining(customer.primary.email, "Reminder: Invoice")).toContain("Reminder: Invoice");

    const none = await call("POST", `${url}/request-clarification`, finance, { message: "Which bank?" });
    expect(none.statusCode).toBe(409);
    const payment = await payByBankTransfer(t, invoice.id);
    const bad = await call("POST", `${url}/request-clarification`, finance, { message: " " });
    expect(bad.statusCode).toBe(400);
    const asked = await call("POST", `${url}/request-clarification`, finance, {
      message: "The proof is unreadable",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe("pending_finance_clarification");
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: "pending_finance_clarification", note: "The proof is unreadable" });
    // Finance can still approve from clarification.
    const approved = await call("POST", `${url}/approve`, finance);
    expect(approved.json().status).toBe("approved");
  });

  it("lists with filters for staff who view purchases; refuses customers (403) and strangers (401); 404 unknown", async () => {
    const loa = (await staff(t, "loa")).cookie;
    const customer = await customerOrganisation(t);
    expect((await call("GET", "/api/credit-purchases?status=approved", loa)).statusCode).toBe(200);
    expect((await call("GET", "/api/credit-purchases?status=nonsense", finance)).statusCode).toBe(400);
    expect((await call("GET", "/api/credit-purchases", customer.primaryCookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/credit-purchases")).statusCode).toBe(401);
    expect((await call("GET", "/api/credit-purchases/nope", finance)).statusCode).toBe(404);
    expect((await call("POST", "/api/credit-purchases/nope/approve", finance)).statusCode).toBe(404);
    expect((await call("POST", "/api/credit-purchases/nope/approve", loa)).statusCode).toBe(403);
  });
});
