import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import {
  applications,
  auditEvents,
  invoices,
  paymentCallbacks,
  payments,
  subscriptions,
} from "../../../db/schema/index.ts";
import { systemActor } from "../../../lib/workflow.ts";
import {
  type PaymentGatewaySandbox,
  startPaymentGatewaySandbox,
} from "../../../sandboxes/payment-gateway/index.ts";
import { createUser, getCsrf, signIn, type TestUser } from "../../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { createApplication } from "../../applications/test/factory.ts";
import { issueApplicationInvoice } from "../../billing/index.ts";
import { multipartBody } from "../../registration/test/helpers.ts";

export const API_KEY = "test-api-key";
export const SIGNATURE_KEY = "test-signature-key";
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PaymentTestBed {
  t: TestApp;
  sandbox: PaymentGatewaySandbox;
  close(): Promise<void>;
}

/**
 * The real app listening on a real port (the sandbox gateway calls it back there) and the sandbox
 * gateway as a real HTTP server; PUBLIC_URL makes the callback and redirect URLs point at the app.
 */
export async function startPaymentTestBed(): Promise<PaymentTestBed> {
  const sandbox = await startPaymentGatewaySandbox({ apiKey: API_KEY, signatureKey: SIGNATURE_KEY });
  const port = await freePort();
  const t = await buildTestApp({
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_GATEWAY_URL: sandbox.url,
      PAYMENT_GATEWAY_API_KEY: API_KEY,
      PAYMENT_GATEWAY_SIGNATURE_KEY: SIGNATURE_KEY,
    },
  });
  await t.app.listen({ port, host: "127.0.0.1" });
  return {
    t,
    sandbox,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

/** A primary user of a paying organisation (premium), signed in. */
export async function signedInBuyer(t: TestApp, role: "premium" | "standard" | "basic" = "premium") {
  const user = await createUser(t.database.db, { role, isPrimary: true });
  return { user, cookie: await signIn(t.app, user.email, user.password as string) };
}

export async function signedInAs(t: TestApp, input: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, input);
  return { user, cookie: await signIn(t.app, user.email, user.password as string) };
}

/** A renewal application of the buyer's organisation at invoice_issued with its issued invoice. */
export async function invoicedApplication(t: TestApp, buyer: TestUser, amountSen = 6_400_000) {
  const application = await createApplication(t.database.db, {
    organisationId: buyer.organisationId as string,
    status: "invoice_issued",
    lastStableStatus: "invoice_issued",
    kind: "renewal",
    planType: "premium",
    amountSen,
    applicantUserId: buyer.id,
  });
  const invoice = await t.database.db.transaction((tx) =>
    issueApplicationInvoice(tx, t.config.billing, application, systemActor("Test")),
  );
  return { application, invoice };
}

/** Uploads a PNG proof to the invoice as the buyer (multipart, with the CSRF header). */
export async function uploadProof(t: TestApp, cookie: string, invoiceId: string) {
  const csrf = await getCsrf(t.app, cookie);
  const body = multipartBody([
    { name: "attachableType", value: "invoice" },
    { name: "attachableId", value: invoiceId },
    { name: "file", file: { name: "transfer-slip.png", type: "image/png", data: PNG } },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload: body.payload,
    headers: { ...body.headers, cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken },
  });
}

export const statusesOf = async (t: TestApp, ids: { invoiceId: string; applicationId: string }) => {
  const db = t.database.db;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, ids.invoiceId));
  const [application] = await db.select().from(applications).where(eq(applications.id, ids.applicationId));
  const rows = await db.select().from(payments).where(eq(payments.invoiceId, ids.invoiceId));
  return { invoice: invoice.status, application: application.status, payments: rows };
};

export const callbacksOf = (t: TestApp, billId: string) =>
  t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.gatewayBillId, billId));

export const auditOf = (t: TestApp, subjectId: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));

export const subscriptionOf = async (t: TestApp, organisationId: string) => {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organisationId, organisationId));
  return row;
};
