import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/factories.ts";
import { buildTestApp } from "../../test/harness.ts";
import { mailArrives } from "../../test/mailbox.ts";
import { signedInStaff } from "../applications/test/factory.ts";
import {
  invoicedApplication,
  type PaymentTestBed,
  PNG,
  signedInAs,
  signedInBuyer,
  startPaymentTestBed,
  statusesOf,
  subscriptionOf,
  uploadProof,
} from "./test/harness.ts";

let bed: PaymentTestBed;
let buyer: { user: TestUser; cookie: string };
let finance: { user: TestUser; cookie: string };
let stranger: { user: TestUser; cookie: string };

beforeAll(async () => {
  bed = await startPaymentTestBed();
  buyer = await signedInBuyer(bed.t);
  stranger = await signedInBuyer(bed.t, "standard");
  finance = await signedInStaff(bed.t.app, bed.t.database.db, "finance");
});
afterAll(() => bed.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  bed.t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => bed.t.app.inject({ method: "GET", url, headers: { cookie } });
const payUrl = (invoiceId: string) => `/api/organizations/me/invoices/${invoiceId}/payment`;

/** An invoice paid by bank transfer with a proof: the payment waits for finance. */
async function bankTransfer() {
  const { application, invoice } = await invoicedApplication(bed.t, buyer.user);
  const upload = await uploadProof(bed.t, buyer.cookie, invoice.id);
  expect(upload.statusCode).toBe(200);
  const res = await post(payUrl(invoice.id), buyer.cookie, {
    method: "bank_transfer",
    proofUploadId: upload.json().id,
    reference: "MBB-20260114-0042",
  });
  expect(res.statusCode).toBe(200);
  return {
    invoice,
    application,
    payment: res.json().payment,
    ids: { invoiceId: invoice.id, applicationId: application.id },
  };
}

const received = (to: string, text: string) => mailArrives(bed.t.app, bed.t.config.dataDir, to, text);

describe("a bank transfer with its proof", () => {
  it("waits for finance, who sees it in the queue with the proof, and approval activates", async () => {
    const { payment, ids, invoice } = await bankTransfer();
    expect(payment).toMatchObject({
      method: "bank_transfer",
      status: "pending_finance",
      reference: "MBB-20260114-0042",
      proof: { fileName: "transfer-slip.png", href: `/api/payments/${payment.id}/proof` },
      allowedActions: ["cancel"],
    });
    expect(await statusesOf(bed.t, ids)).toMatchObject({
      invoice: "payment_pending",
      application: "pending_finance",
    });
    expect(await received(finance.user.email, `invoice ${invoice.number} waits for your approval`)).toBe(
      true,
    );

    const queue = await get("/api/payments?status=pending_finance&method=bank_transfer", finance.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().result.map((p: { id: string }) => p.id)).toContain(payment.id);
    const byOrganisation = await get(
      `/api/payments?organisationId=${buyer.user.organisationId}`,
      finance.cookie,
    );
    expect(
      byOrganisation
        .json()
        .result.every((p: { organisationId: string }) => p.organisationId === buyer.user.organisationId),
    ).toBe(true);
    // Finance types part of the name, any case; `%` and `_` match only themselves.
    const ownName = byOrganisation.json().result[0].organisationName as string;
    const byName = await get(
      `/api/payments?organisation=${encodeURIComponent(ownName.toUpperCase())}`,
      finance.cookie,
    );
    expect(byName.json().result.map((p: { id: string }) => p.id)).toContain(payment.id);
    expect(
      byName
        .json()
        .result.every((p: { organisationName: string }) =>
          p.organisationName.toLowerCase().includes(ownName.toLowerCase()),
        ),
    ).toBe(true);
    expect((await get("/api/payments?organisation=%25", finance.cookie)).json().pageTotal).toBe(0);

    const detail = await get(`/api/payments/${payment.id}`, finance.cookie);
    expect(detail.json()).toMatchObject({
      allowedActions: expect.arrayContaining(["approve", "request-clarification", "reject"]),
      invoice: { number: invoice.number, subject: { type: "application", status: "pending_finance" } },
      gatewayRecord: null,
    });
    expect(detail.json().timeline.map((e: { action: string }) => e.action)).toEqual(["create"]);
    const proof = await get(`/api/payments/${payment.id}/proof`, finance.cookie);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["content-type"]).toBe("image/png");
    expect(proof.rawPayload.equals(PNG)).toBe(true);

    const approved = await post(`/api/payments/${payment.id}/approve`, finance.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", invoice: { status: "paid" } });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ invoice: "paid", application: "approved" });
    expect((await subscriptionOf(bed.t, buyer.user.organisationId as string)).status).toBe("active");
  });

  it("finance asks for clarification, the payer answers with a new proof, finance rejects: payable again", async () => {
    const { payment, ids } = await bankTransfer();
    const asked = await post(`/api/payments/${payment.id}/request-clarification`, finance.cookie, {
      message: "The slip does not show the reference.",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: "pending_finance_clarification",
      note: "The slip does not show the reference.",
    });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ application: "pending_finance_clarification" });
    expect(await received(buyer.user.email, "The slip does not show the reference.")).toBe(true);

    const mine = await get(`/api/payments/${payment.id}`, buyer.cookie);
    expect(mine.json().allowedActions).toEqual(expect.arrayContaining(["answer-clarification", "cancel"]));
    const newProof = await uploadProof(bed.t, buyer.cookie, ids.invoiceId);
    const answered = await post(`/api/payments/${payment.id}/answer-clarification`, buyer.cookie, {
      message: "Here is the slip with the reference.",
      proofUploadId: newProof.json().id,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: "pending_finance", proof: { id: newProof.json().id } });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ application: "pending_finance" });
    expect(await received(finance.user.email, "The payer answered about invoice")).toBe(true);

    const rejected = await post(`/api/payments/${payment.id}/reject`, finance.cookie, {
      reason: "No money arrived.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", note: "No money arrived." });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ invoice: "issued", application: "invoice_issued" });
    expect(await received(buyer.user.email, "No money arrived.")).toBe(true);
    // Terminal now: finance's buttons are gone and another decision is 409.
    expect((await post(`/api/payments/${payment.id}/approve`, finance.cookie)).statusCode).toBe(409);
    const options = await get(payUrl(ids.invoiceId), buyer.cookie);
    expect(options.json()).toMatchObject({
      canPay: true,
      openPayment: null,
      lastPayment: { status: "rejected" },
    });
  });

  it("refuses a proof that is not this invoice's, and a body without one (400)", async () => {
    const first = await invoicedApplication(bed.t, buyer.user);
    const second = await invoicedApplication(bed.t, buyer.user);
    const upload = await uploadProof(bed.t, buyer.cookie, first.invoice.id);
    const wrong = await post(payUrl(second.invoice.id), buyer.cookie, {
      method: "bank_transfer",
      proofUploadId: upload.json().id,
      reference: "X1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^body\.proofUploadId/);
    const missing = await post(payUrl(second.invoice.id), buyer.cookie, {
      method: "bank_transfer",
      reference: "X1",
    });
    expect(missing.statusCode).toBe(400);
    expect((await post(payUrl(second.invoice.id), buyer.cookie, { method: "cheque" })).statusCode).toBe(400);
    // Another organisation cannot attach a proof to this invoice.
    expect((await uploadProof(bed.t, stranger.cookie, second.invoice.id)).statusCode).toBe(404);
  });
});

describe("finance's dashboard", () => {
  it("counts the payments waiting for approval and the rest of billing's decisions, linking to each queue", async () => {
    const before = (await get("/api/admin/dashboard", finance.cookie)).json().counts;
    await bankTransfer();
    const res = await get("/api/admin/dashboard", finance.cookie);
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json().counts.map((c: { key: string }) => [c.key, c]));
    const waitingBefore = before.find((c: { key: string }) => c.key === "payments-waiting").count;
    expect(byKey["payments-waiting"]).toEqual({
      key: "payments-waiting",
      label: "payments waiting for approval",
      link: "/admin/payments?status=pending_finance",
      count: waitingBefore + 1,
    });
    expect(Object.keys(byKey)).toEqual(
      expect.arrayContaining(["invoice-cancel-requests", "credit-purchases-waiting", "e-invoices-invalid"]),
    );
    // The buyer is no staff member: the staff dashboard is not theirs.
    expect((await get("/api/admin/dashboard", buyer.cookie)).statusCode).toBe(403);
  });
});

describe("an applicant who still holds the basic tier", () => {
  it("sees and pays their organisation's invoice by bank transfer, and approval gives them the plan", async () => {
    const applicant = await signedInBuyer(bed.t, "basic");
    const { application, invoice } = await invoicedApplication(bed.t, applicant.user);
    const shown = await get(`/api/organizations/me/invoices/${invoice.id}`, applicant.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().allowedActions).toEqual(expect.arrayContaining(["pay", "request-cancellation"]));
    const upload = await uploadProof(bed.t, applicant.cookie, invoice.id);
    expect(upload.statusCode).toBe(200);
    const paid = await post(payUrl(invoice.id), applicant.cookie, {
      method: "bank_transfer",
      proofUploadId: upload.json().id,
      reference: "CIMB-0001",
    });
    expect(paid.statusCode).toBe(200);
    // A member who is not the primary user may not see or pay it.
    const member = await signedInAs(bed.t, { role: "basic", organisationId: applicant.user.organisationId });
    expect((await get(`/api/organizations/me/invoices/${invoice.id}`, member.cookie)).statusCode).toBe(403);

    const approved = await post(`/api/payments/${paid.json().payment.id}/approve`, finance.cookie);
    expect(approved.statusCode).toBe(200);
    expect(await statusesOf(bed.t, { invoiceId: invoice.id, applicationId: application.id })).toMatchObject({
      invoice: "paid",
      application: "approved",
    });
    expect((await subscriptionOf(bed.t, applicant.user.organisationId as string)).planType).toBe("premium");
  });
});

describe("an approval whose activation fails", () => {
  it("answers 409, rolls the approval back and records the failure on the application", async () => {
    const payer = await signedInBuyer(bed.t);
    const { application, invoice } = await invoicedApplication(bed.t, payer.user);
    const upload = await uploadProof(bed.t, payer.cookie, invoice.id);
    const started = await post(payUrl(invoice.id), payer.cookie, {
      method: "bank_transfer",
      proofUploadId: upload.json().id,
      reference: "R-REVOKED",
    });
    await bed.t.database.db
      .update(subscriptions)
      .set({ status: "revoked" })
      .where(eq(subscriptions.organisationId, payer.user.organisationId as string));
    const res = await post(`/api/payments/${started.json().payment.id}/approve`, finance.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/could not be activated: The subscription is revoked/);
    const after = await statusesOf(bed.t, { invoiceId: invoice.id, applicationId: application.id });
    expect(after).toMatchObject({ invoice: "payment_pending", application: "failed" });
    expect(after.payments[0].status).toBe("pending_finance");
  });
});

describe("cancelling a payment", () => {
  it("withdraws a pending online payment: payment cancelled, invoice and application payable again", async () => {
    const { application, invoice } = await invoicedApplication(bed.t, buyer.user);
    const started = await post(payUrl(invoice.id), buyer.cookie, { method: "online" });
    const ids = { invoiceId: invoice.id, applicationId: application.id };
    const cancelled = await post(`/api/organizations/me/invoices/${invoice.id}/cancel-payment`, buyer.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: started.json().payment.id, status: "cancelled" });
    expect(await statusesOf(bed.t, ids)).toMatchObject({ invoice: "issued", application: "invoice_issued" });
    const again = await post(`/api/organizations/me/invoices/${invoice.id}/cancel-payment`, buyer.cookie);
    expect(again.statusCode).toBe(409);
  });

  it("withdraws a bank transfer waiting for finance; an online payment the gateway confirmed is 409", async () => {
    const transfer = await bankTransfer();
    const cancelled = await post(
      `/api/organizations/me/invoices/${transfer.invoice.id}/cancel-payment`,
      buyer.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await statusesOf(bed.t, transfer.ids)).toMatchObject({
      invoice: "issued",
      application: "invoice_issued",
    });

    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    const started = await post(payUrl(invoice.id), buyer.cookie, { method: "online" });
    await bed.sandbox.complete(started.json().payment.gatewayBillId, true);
    const refused = await post(`/api/organizations/me/invoices/${invoice.id}/cancel-payment`, buyer.cookie);
    expect(refused.statusCode).toBe(409);
  });
});

describe("rights, scoping and status", () => {
  it("answers 401 without a session and 403 to those who may not pay or decide", async () => {
    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    expect((await post(payUrl(invoice.id), "", { method: "online" })).statusCode).toBe(401);
    expect((await get("/api/payments", "")).statusCode).toBe(401);
    // A member of the organisation who is not its primary user holds no invoice right.
    const member = await signedInAs(bed.t, { role: "premium", organisationId: buyer.user.organisationId });
    expect((await post(payUrl(invoice.id), member.cookie, { method: "online" })).statusCode).toBe(403);
    // A basic primary user pays their own organisation's invoices (an applicant before approval)
    // and sees only those payments.
    const basic = await signedInBuyer(bed.t, "basic");
    expect((await get("/api/payments", basic.cookie)).json().result).toEqual([]);
    // Finance decides; the buyer may not approve their own payment.
    const { payment } = await bankTransfer();
    expect((await post(`/api/payments/${payment.id}/approve`, buyer.cookie)).statusCode).toBe(403);
    expect((await post(`/api/payments/${payment.id}/reject`, buyer.cookie, { reason: "x" })).statusCode).toBe(
      403,
    );
    // Admin views invoices but does not manage payments.
    const admin = await signedInStaff(bed.t.app, bed.t.database.db, "admin");
    expect((await post(`/api/payments/${payment.id}/approve`, admin.cookie)).statusCode).toBe(403);
    // Finance cannot pay an organisation's invoice.
    expect((await post(payUrl(invoice.id), finance.cookie, { method: "online" })).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's invoice or payment", async () => {
    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    const { payment } = await bankTransfer();
    expect((await get(payUrl(invoice.id), stranger.cookie)).statusCode).toBe(404);
    expect((await post(payUrl(invoice.id), stranger.cookie, { method: "online" })).statusCode).toBe(404);
    expect(
      (await post(`/api/organizations/me/invoices/${invoice.id}/cancel-payment`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await get(`/api/payments/${payment.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/payments/${payment.id}/proof`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await post(`/api/payments/${payment.id}/answer-clarification`, stranger.cookie, { message: "x" }))
        .statusCode,
    ).toBe(404);
    expect((await get("/api/payments", stranger.cookie)).json().result).toEqual([]);
    expect((await post(`/api/payments/no-such-payment/approve`, finance.cookie)).statusCode).toBe(404);
  });

  it("allows one open payment per invoice: a second, or two at once, is 409", async () => {
    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    const answers = await Promise.all([
      post(payUrl(invoice.id), buyer.cookie, { method: "online" }),
      post("/api/payments", buyer.cookie, { method: "online", invoiceId: invoice.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const third = await post(payUrl(invoice.id), buyer.cookie, { method: "online" });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe("This invoice already has a payment in progress.");
  });

  it("answers 409 for a decision the status does not allow", async () => {
    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    const started = await post("/api/payments", buyer.cookie, { method: "online", invoiceId: invoice.id });
    expect(started.statusCode).toBe(200);
    const id = started.json().payment.id;
    // Still at the gateway: finance has nothing to decide yet.
    expect((await post(`/api/payments/${id}/approve`, finance.cookie)).statusCode).toBe(409);
    expect(
      (await post(`/api/payments/${id}/request-clarification`, finance.cookie, { message: "?" })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/payments/${id}/answer-clarification`, buyer.cookie, { message: "!" })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/payments/${id}/request-clarification`, finance.cookie, { message: " " })).statusCode,
    ).toBe(400);
  });

  it("finds an application's invoice for its pay page; another organisation's is 404", async () => {
    const { application, invoice } = await invoicedApplication(bed.t, buyer.user);
    const res = await get(`/api/organizations/me/applications/${application.id}/invoice`, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invoiceId: invoice.id,
      number: invoice.number,
      status: "issued",
      payPath: `/invoices/${invoice.id}/pay`,
    });
    expect(
      (await get(`/api/organizations/me/applications/${application.id}/invoice`, stranger.cookie)).statusCode,
    ).toBe(404);
  });

  it("the pay page's options: amount due, bank details, online available", async () => {
    const { invoice } = await invoicedApplication(bed.t, buyer.user);
    const res = await get(payUrl(invoice.id), buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoice: { id: invoice.id, number: invoice.number, status: "issued" },
      amountDue: { currency: "MYR", amountSen: invoice.totalSen },
      openPayment: null,
      onlineAvailable: true,
      canPay: true,
      bankAccount: { bankName: "Maybank Berhad", swiftCode: "MBBEMYKL" },
    });
  });
});

describe("no gateway configured (production without PAYMENT_GATEWAY_URL)", () => {
  it("answers 503 to online payment while bank transfer still works", async () => {
    const t = await buildTestApp();
    try {
      const user = await signedInAs(t, { role: "premium", isPrimary: true });
      const { invoice } = await invoicedApplication(t, user.user);
      const online = await t.app.inject({
        method: "POST",
        url: payUrl(invoice.id),
        headers: { cookie: user.cookie },
        payload: { method: "online" },
      });
      expect(online.statusCode).toBe(503);
      expect(online.json().error.message).toBe("Online payment is not configured. Pay by bank transfer.");
      const upload = await uploadProof(t, user.cookie, invoice.id);
      const transfer = await t.app.inject({
        method: "POST",
        url: payUrl(invoice.id),
        headers: { cookie: user.cookie },
        payload: { method: "bank_transfer", proofUploadId: upload.json().id, reference: "R-1" },
      });
      expect(transfer.statusCode).toBe(200);
      const callback = await t.app.inject({
        method: "POST",
        url: "/api/payments/gateway/callback",
        payload: { id: "bill", paid: "true", x_signature: "0".repeat(64) },
      });
      expect(callback.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("who reads payments", () => {
  it("finance and the organisation's own users; staff who only view invoices are refused (403), not shown an empty list", async () => {
    expect((await get("/api/payments", finance.cookie)).statusCode).toBe(200);
    const own = await get("/api/payments", buyer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().pageTotal).toBeGreaterThan(0);
    for (const role of ["admin", "loa"] as const) {
      const staff = await signedInStaff(bed.t.app, bed.t.database.db, role);
      expect((await get("/api/payments", staff.cookie)).statusCode, role).toBe(403);
    }
  });
});
