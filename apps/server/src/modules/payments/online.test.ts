import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { signedInStaff } from "../applications/test/factory.ts";
import { createPaymentGateway } from "./gateway.ts";
import {
  API_KEY,
  auditOf,
  callbacksOf,
  invoicedApplication,
  type PaymentTestBed,
  SIGNATURE_KEY,
  signedInBuyer,
  startPaymentTestBed,
  statusesOf,
  subscriptionOf,
} from "./test/harness.ts";

let bed: PaymentTestBed;
let buyer: { user: TestUser; cookie: string };
let finance: { user: TestUser; cookie: string };

beforeAll(async () => {
  bed = await startPaymentTestBed();
  buyer = await signedInBuyer(bed.t);
  finance = await signedInStaff(bed.t.app, bed.t.database.db, "finance");
});
afterAll(() => bed.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  bed.t.app.inject({ method: "POST", url, headers: { cookie }, payload });

/** An invoice paid online up to the gateway: the payment is pending with its bill. */
async function checkout() {
  const { application, invoice } = await invoicedApplication(bed.t, buyer.user);
  const res = await post(`/api/organizations/me/invoices/${invoice.id}/payment`, buyer.cookie, {
    method: "online",
  });
  expect(res.statusCode).toBe(200);
  const { payment, redirectUrl } = res.json();
  return {
    application,
    invoice,
    payment,
    redirectUrl: redirectUrl as string,
    ids: { invoiceId: invoice.id, applicationId: application.id },
  };
}

async function received(to: string, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    await bed.t.app.jobs.drain();
    const mails = (await mailsTo(bed.t.config.dataDir, to)).map(decodeQuotedPrintable);
    if (mails.some((m) => m.includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe("paying online through the sandbox gateway", () => {
  it("pays, is confirmed by the signed callback, and finance's approval activates the subscription", async () => {
    const { payment, redirectUrl, ids, invoice } = await checkout();
    expect(payment).toMatchObject({
      method: "online",
      status: "pending",
      amount: { amountSen: invoice.totalSen },
    });
    expect(redirectUrl.startsWith(`${bed.sandbox.url}/bills/`)).toBe(true);
    expect(await statusesOf(bed.t, ids)).toMatchObject({
      invoice: "payment_pending",
      application: "pending_payment",
    });
    expect(bed.sandbox.bill(payment.gatewayBillId)?.amount).toBe(invoice.totalSen);

    // The checkout page shows the amount; "Pay" sends the callback, then redirects the browser.
    const page = await fetch(redirectUrl);
    const ringgit = (invoice.totalSen / 100).toLocaleString("en-MY", { minimumFractionDigits: 2 });
    expect(await page.text()).toContain(`RM ${ringgit}`);
    const back = await fetch(`${redirectUrl}/pay`, { method: "POST", redirect: "manual" });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get("location") as string);
    expect(location.pathname).toBe("/api/payments/gateway/return");
    expect(location.searchParams.get("billplz[paid]")).toBe("true");

    const after = await statusesOf(bed.t, ids);
    expect(after).toMatchObject({ invoice: "payment_pending", application: "pending_finance" });
    expect(after.payments[0]).toMatchObject({ status: "pending_finance" });
    expect(after.payments[0].gatewayRecord).toMatchObject({ paid: true, paidAmountSen: invoice.totalSen });

    // The browser's return changes nothing and lands on the result page.
    const redirect = await bed.t.app.inject({ method: "GET", url: `${location.pathname}${location.search}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/payments/${payment.id}/result`);

    expect(await received(buyer.user.email, "Finance will confirm it shortly")).toBe(true);
    expect(await received(finance.user.email, "waits for your approval")).toBe(true);

    const before = await subscriptionOf(bed.t, buyer.user.organisationId as string);
    const approved = await post(`/api/payments/${payment.id}/approve`, finance.cookie, {
      from: "pending_finance",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      allowedActions: [],
      invoice: { status: "paid" },
    });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ invoice: "paid", application: "approved" });
    const sub = await subscriptionOf(bed.t, buyer.user.organisationId as string);
    expect(sub.status).toBe("active");
    expect(sub.endsAt!.getTime()).toBeGreaterThan(before.endsAt?.getTime() ?? 0);
    expect(await received(buyer.user.email, "finance approved")).toBe(true);
  });

  it("a failure at the gateway fails the payment and the invoice can be paid again", async () => {
    const { payment, ids } = await checkout();
    await bed.sandbox.complete(payment.gatewayBillId, false);
    const after = await statusesOf(bed.t, ids);
    expect(after).toMatchObject({ invoice: "issued", application: "failed_payment" });
    expect(after.payments[0].status).toBe("failed");
    const again = await post(`/api/organizations/me/invoices/${ids.invoiceId}/payment`, buyer.cookie, {
      method: "online",
    });
    expect(again.statusCode).toBe(200);
    expect(await statusesOf(bed.t, ids)).toMatchObject({
      invoice: "payment_pending",
      application: "pending_payment",
    });
  });
});

describe("the callback is the only source of truth", () => {
  it("refuses a forged callback (403), logs it and changes nothing", async () => {
    const { payment, ids } = await checkout();
    expect(await bed.sandbox.sendCallback(payment.gatewayBillId, { paid: true, forge: true })).toEqual([403]);
    const after = await statusesOf(bed.t, ids);
    expect(after.payments[0].status).toBe("pending");
    expect(after.application).toBe("pending_payment");
    expect(await callbacksOf(bed.t, payment.gatewayBillId)).toMatchObject([
      { signatureValid: false, outcome: "refused" },
    ]);
  });

  it("refuses a callback for the wrong amount (400), logs it and changes nothing", async () => {
    const { payment, ids, invoice } = await checkout();
    const statuses = await bed.sandbox.sendCallback(payment.gatewayBillId, {
      paid: true,
      paidAmount: invoice.totalSen - 100,
    });
    expect(statuses).toEqual([400]);
    expect((await statusesOf(bed.t, ids)).payments[0].status).toBe("pending");
    expect(await callbacksOf(bed.t, payment.gatewayBillId)).toMatchObject([
      { signatureValid: true, outcome: "amount_mismatch" },
    ]);
  });

  it("applies the same callback sent 5 times at once exactly once", async () => {
    const { payment, ids } = await checkout();
    const statuses = await bed.sandbox.sendCallback(payment.gatewayBillId, { paid: true, times: 5 });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await statusesOf(bed.t, ids)).payments[0].status).toBe("pending_finance");
    const confirms = (await auditOf(bed.t, payment.id)).filter((e) => e.action === "confirm");
    expect(confirms).toHaveLength(1);
    const outcomes = (await callbacksOf(bed.t, payment.gatewayBillId)).map((c) => c.outcome).sort();
    expect(outcomes).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate"]);
    const applicationMoves = (await auditOf(bed.t, ids.applicationId)).filter(
      (e) => e.action === "confirm-payment",
    );
    expect(applicationMoves).toHaveLength(1);
  });

  it("ignores a 'failed' callback arriving after 'paid' (200, out of order, nothing changes)", async () => {
    const { payment, ids } = await checkout();
    expect(await bed.sandbox.sendCallback(payment.gatewayBillId, { paid: true })).toEqual([200]);
    expect(await bed.sandbox.sendCallback(payment.gatewayBillId, { paid: false })).toEqual([200]);
    const after = await statusesOf(bed.t, ids);
    expect(after.payments[0].status).toBe("pending_finance");
    expect(after.application).toBe("pending_finance");
    expect((await callbacksOf(bed.t, payment.gatewayBillId)).map((c) => c.outcome).sort()).toEqual([
      "applied",
      "out_of_order",
    ]);
  });

  it("money reported paid on a payment the payer cancelled changes nothing and alerts finance", async () => {
    const { payment, ids, invoice } = await checkout();
    const cancelled = await post(`/api/organizations/me/invoices/${invoice.id}/cancel-payment`, buyer.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(await bed.sandbox.sendCallback(payment.gatewayBillId, { paid: true })).toEqual([200]);
    const after = await statusesOf(bed.t, ids);
    expect(after.payments[0].status).toBe("cancelled");
    expect([after.invoice, after.application]).toEqual(["issued", "invoice_issued"]);
    expect((await callbacksOf(bed.t, payment.gatewayBillId)).map((c) => c.outcome)).toEqual(["out_of_order"]);
    expect(
      await received(finance.user.email, `Money received on a closed payment (invoice ${invoice.number})`),
    ).toBe(true);
    // Finance sees the callback on the payment's page; the payer does not.
    const seen = await bed.t.app.inject({
      url: `/api/payments/${payment.id}`,
      headers: { cookie: finance.cookie },
    });
    expect(seen.json().callbacks).toEqual([
      { receivedAt: expect.any(String), outcome: "out_of_order", paid: true, signatureValid: true },
    ]);
    const payerView = await bed.t.app.inject({
      url: `/api/payments/${payment.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(payerView.json().callbacks).toEqual([]);
  });

  it("a browser posting the callback from another site is refused before it is read", async () => {
    const res = await bed.t.app.inject({
      method: "POST",
      url: "/api/payments/gateway/callback",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: "id=x&paid=true",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_SITE_REQUEST");
  });

  it("answers 400 to a callback whose body is not a flat form", async () => {
    const res = await bed.t.app.inject({
      method: "POST",
      url: "/api/payments/gateway/callback",
      payload: { id: { nested: true } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the gateway down or slow during checkout", () => {
  it("answers 503 and leaves nothing open: the invoice stays payable", async () => {
    const { application, invoice } = await invoicedApplication(bed.t, buyer.user);
    bed.sandbox.setDown(true);
    try {
      const res = await post(`/api/organizations/me/invoices/${invoice.id}/payment`, buyer.cookie, {
        method: "online",
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(res.json().error.message).toMatch(/payment gateway is not available/);
    } finally {
      bed.sandbox.setDown(false);
    }
    const ids = { invoiceId: invoice.id, applicationId: application.id };
    expect(await statusesOf(bed.t, ids)).toMatchObject({
      invoice: "issued",
      application: "invoice_issued",
      payments: [],
    });
    const retry = await post(`/api/organizations/me/invoices/${invoice.id}/payment`, buyer.cookie, {
      method: "online",
    });
    expect(retry.statusCode).toBe(200);
  });

  it("gives up on a gateway slower than its timeout with a 503", async () => {
    const gateway = createPaymentGateway(
      { url: bed.sandbox.url, apiKey: API_KEY, signatureKey: SIGNATURE_KEY, sandboxPort: 0 },
      { timeoutMs: 100 },
    );
    bed.sandbox.setDelay(1000);
    try {
      await expect(
        gateway!.createBill({
          email: "a@example.test",
          name: "A",
          amount: 100,
          description: "x",
          callbackUrl: "http://127.0.0.1:1/cb",
          redirectUrl: "http://127.0.0.1:1/r",
          reference: "r",
        }),
      ).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: expect.stringMatching(/did not answer in time/),
      });
    } finally {
      bed.sandbox.setDelay(0);
    }
  });

  it("a wrong API key is refused by the gateway: 502, nothing written", async () => {
    const gateway = createPaymentGateway({
      url: bed.sandbox.url,
      apiKey: "wrong",
      signatureKey: SIGNATURE_KEY,
      sandboxPort: 0,
    });
    await expect(
      gateway!.createBill({
        email: "a@example.test",
        name: "A",
        amount: 100,
        description: "x",
        callbackUrl: "http://127.0.0.1:1/cb",
        redirectUrl: "http://127.0.0.1:1/r",
        reference: "r",
      }),
    ).rejects.toMatchObject({ code: "BAD_GATEWAY" });
  });
});

describe("two finance users approving one payment at once", () => {
  it("one wins (200), the other gets 409; the subscription activates once", async () => {
    const { payment, ids } = await checkout();
    await bed.sandbox.complete(payment.gatewayBillId, true);
    const other = await signedInStaff(bed.t.app, bed.t.database.db, "finance");
    const answers = await Promise.all([
      post(`/api/payments/${payment.id}/approve`, finance.cookie),
      post(`/api/payments/${payment.id}/approve`, other.cookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await statusesOf(bed.t, ids)).toMatchObject({ invoice: "paid", application: "approved" });
    expect((await auditOf(bed.t, payment.id)).filter((e) => e.action === "approve")).toHaveLength(1);
  });
});
