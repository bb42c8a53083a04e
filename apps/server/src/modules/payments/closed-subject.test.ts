import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, creditPurchases, invoices } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { createPlan, customerOrganisation, staff } from "../credits/test/helpers.ts";
import { invoicedApplication, signedInBuyer } from "./test/harness.ts";

/**
 * An invoice left issued while what it bills can no longer be paid (its application failed or was
 * cancelled, its credit purchase cancelled): the pay page must not offer payment and paying it is
 * a 409 that says why, before any gateway or proof is involved.
 */
let t: TestApp;
let buyer: Awaited<ReturnType<typeof signedInBuyer>>;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await signedInBuyer(t);
});
afterAll(() => t?.close());

const options = (invoiceId: string, cookie: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/organizations/me/invoices/${invoiceId}/payment`,
    headers: { cookie },
  });
const invoiceActions = async (invoiceId: string, cookie: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/organizations/me/invoices/${invoiceId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().allowedActions as string[];
};
const pay = (invoiceId: string, cookie: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/organizations/me/invoices/${invoiceId}/payment`,
    headers: { cookie },
    payload: { method: "online" },
  });
const payThroughPayments = (invoiceId: string, cookie: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments",
    headers: { cookie },
    payload: { method: "online", invoiceId },
  });

async function invoiceStatus(id: string) {
  const [row] = await t.database.db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row.status;
}

describe("an invoice whose subject can no longer be paid", () => {
  it("is offered for payment while its application waits for it", async () => {
    const { invoice } = await invoicedApplication(t, buyer.user);
    const res = await options(invoice.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoice: { status: "issued" }, canPay: true });
    expect(await invoiceActions(invoice.id, buyer.cookie)).toContain("pay");
  });

  for (const status of ["failed", "cancelled"] as const) {
    it(`is not offered nor paid once its application is ${status}`, async () => {
      const { application, invoice } = await invoicedApplication(t, buyer.user);
      await t.database.db.update(applications).set({ status }).where(eq(applications.id, application.id));

      const res = await options(invoice.id, buyer.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ invoice: { status: "issued" }, canPay: false });
      expect(await invoiceActions(invoice.id, buyer.cookie)).not.toContain("pay");

      for (const refused of [
        await pay(invoice.id, buyer.cookie),
        await payThroughPayments(invoice.id, buyer.cookie),
      ]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toMatchObject({
          code: "CONFLICT",
          message: `This invoice can no longer be paid: its application is ${status}.`,
          details: { status, subject: "application", action: "pay" },
        });
      }
      expect(await invoiceStatus(invoice.id)).toBe("issued");
    });
  }

  it("is not offered nor paid once its credit purchase is cancelled", async () => {
    const admin = await staff(t, "admin");
    const plan = await createPlan(t, admin.cookie);
    const customer = await customerOrganisation(t);
    const ordered = await t.app.inject({
      method: "POST",
      url: "/api/organizations/me/download-credit-purchase",
      headers: { cookie: customer.primaryCookie },
      payload: { planId: plan.id },
    });
    expect(ordered.statusCode).toBe(201);
    const { purchase, invoice } = ordered.json();
    expect((await options(invoice.id, customer.primaryCookie)).json().canPay).toBe(true);

    // The workflows cancel a purchase together with its invoice; the purchase alone is written here
    // to show that the subject's rule holds on its own, whatever the invoice says.
    await t.database.db
      .update(creditPurchases)
      .set({ status: "cancelled" })
      .where(eq(creditPurchases.id, purchase.id));
    expect((await options(invoice.id, customer.primaryCookie)).json().canPay).toBe(false);
    expect(await invoiceActions(invoice.id, customer.primaryCookie)).not.toContain("pay");
    const refused = await pay(invoice.id, customer.primaryCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This invoice can no longer be paid: its credit purchase is cancelled.",
    );
    expect(await invoiceStatus(invoice.id)).toBe("issued");
  });
});
