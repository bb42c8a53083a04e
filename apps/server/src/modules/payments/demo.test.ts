import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { applications, invoices, payments, uploads, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { DEMO_PROOF_KEY } from "./demo.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 120_000);
afterAll(() => database?.close());

async function invoiceOf(login: string, kind: string) {
  const [row] = await database.db
    .select({ invoice: invoices, application: applications })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .innerJoin(users, and(eq(users.organisationId, applications.organisationId), eq(users.isPrimary, true)))
    .where(and(eq(users.email, demoEmail(login)), eq(applications.kind, kind)));
  return row;
}

describe("the payments demo", () => {
  it("has a bank transfer with its proof waiting for finance", async () => {
    const { invoice, application } = await invoiceOf("international-graduate", "renewal");
    const [payment] = await database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({
      method: "bank_transfer",
      status: "pending_finance",
      amountSen: invoice.totalSen,
    });
    expect(invoice.status).toBe("payment_pending");
    expect(application.status).toBe("pending_finance");
    const [proof] = await database.db.select().from(uploads).where(eq(uploads.id, payment.proofUploadId!));
    expect(proof).toMatchObject({
      storageKey: DEMO_PROOF_KEY,
      attachableType: "invoice",
      contentType: "application/pdf",
    });
  });

  it("has one paid online through the sandbox and approved: invoice paid, renewal approved", async () => {
    const { invoice, application } = await invoiceOf("international-research", "renewal");
    const [payment] = await database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ method: "online", status: "approved" });
    expect(payment.gatewayRecord).toMatchObject({ paid: true, paidAmountSen: invoice.totalSen });
    expect(invoice.status).toBe("paid");
    expect(application.status).toBe("approved");
  });

  it("has academic@'s add-on payment still at the gateway", async () => {
    const { invoice, application } = await invoiceOf("academic", "add-on");
    const [payment] = await database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ method: "online", status: "pending" });
    expect(invoice.status).toBe("payment_pending");
    expect(application.status).toBe("pending_payment");
  });

  it("leaves vdr@'s renewal and standard-mbr@'s add-on (its online payment failed) payable for the journeys", async () => {
    const renewal = await invoiceOf("vdr", "renewal");
    expect([renewal.invoice.status, renewal.application.status]).toEqual(["issued", "invoice_issued"]);
    const addOn = await invoiceOf("standard-mbr", "add-on");
    expect([addOn.invoice.status, addOn.application.status]).toEqual(["issued", "failed_payment"]);
  });
});
