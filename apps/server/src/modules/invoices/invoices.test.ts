import { randomUUID } from "node:crypto";
import { formatRateBp, lineOf } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  creditPlans,
  creditPurchases,
  eInvoices,
  subscriptions,
} from "../../db/schema/index.ts";
import { systemActor } from "../../lib/workflow.ts";
import { createOrganisation, createUser, signIn, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { createApplication, setChain, signedInStaff } from "../applications/test/factory.ts";
import {
  E_INVOICE_CANCEL_JOB,
  E_INVOICE_SUBMIT_JOB,
  issueApplicationInvoice,
  issueInvoice,
} from "../billing/index.ts";
import { customerOrganisation, request } from "../subscriptions/test/helpers.ts";
import { formatSen } from "./pdf.ts";
import {
  applicationRow,
  invoiceRow,
  issuedInvoice,
  jobsOf,
  pdfText,
  setInvoiceStatus,
} from "./test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let buyer: Awaited<ReturnType<typeof customerOrganisation>>;
let other: Awaited<ReturnType<typeof customerOrganisation>>;
let finance: { user: TestUser; cookie: string };
let admin: { user: TestUser; cookie: string };

beforeAll(async () => {
  // No runner of its own: queued jobs (mail, e-invoices) stay visible until a test drains them.
  t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
  call = request(t);
  buyer = await customerOrganisation(t);
  other = await customerOrganisation(t, { tier: "premium" });
  finance = await signedInStaff(t.app, t.database.db, "finance");
  admin = await signedInStaff(t.app, t.database.db, "admin");
});
afterAll(() => t.close());

const ME = "/api/organizations/me/invoices";
const ADMIN = "/api/admin/invoices";
const mailTo = async (email: string, subject: RegExp) => {
  await t.app.jobs.drain();
  return (await mailsTo(t.config.dataDir, email)).map(decodeQuotedPrintable).filter((m) => subject.test(m));
};

describe("the customer's invoices", () => {
  it("lists only their organisation's invoices, newest first, filtered by status", async () => {
    const older = await issuedInvoice(t, buyer.organisation.id);
    const newer = await issuedInvoice(t, buyer.organisation.id);
    const theirs = await issuedInvoice(t, other.organisation.id);
    const res = await call("GET", ME, buyer.primaryCookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((i: { id: string }) => i.id);
    expect(ids.indexOf(newer.invoice.id)).toBeLessThan(ids.indexOf(older.invoice.id));
    expect(ids).not.toContain(theirs.invoice.id);
    expect(res.json().result[0]).toMatchObject({
      status: "issued",
      currency: "MYR",
      subject: { type: "application", label: "Standard subscription registration" },
      organisation: { id: buyer.organisation.id },
      allowedActions: ["pay", "request-cancellation"],
    });

    const paid = await call("GET", `${ME}?status=paid`, buyer.primaryCookie);
    expect(paid.json().result).toEqual([]);
    expect(paid.json().pageTotal).toBe(0);
  });

  it("answers 400 for an unknown status, 401 without a session, 403 to a member and to staff-free tiers", async () => {
    const bad = await call("GET", `${ME}?status=lost`, buyer.primaryCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    expect((await call("GET", ME)).statusCode).toBe(401);
    expect((await call("GET", ME, buyer.memberCookie)).statusCode).toBe(403);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await call("GET", ME, basic.primaryCookie)).statusCode).toBe(403);
  });

  it("shows one invoice with its lines and totals, and another organisation's as not found", async () => {
    const { invoice } = await issuedInvoice(t, buyer.organisation.id);
    const res = await call("GET", `${ME}/${invoice.id}`, buyer.primaryCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: invoice.number,
      subtotalSen: 6_400_000,
      taxRateBp: 800,
      taxSen: 512_000,
      totalSen: 6_912_000,
      lines: [{ quantity: 1, unitSen: 6_400_000, amountSen: 6_400_000 }],
      seller: { name: t.config.billing.seller.name, sstNumber: t.config.billing.seller.sstNumber },
      buyer: { name: buyer.organisation.name },
    });
    expect((await call("GET", `${ME}/${invoice.id}`, other.primaryCookie)).statusCode).toBe(404);
    expect((await call("GET", `${ME}/${invoice.id}/pdf`, other.primaryCookie)).statusCode).toBe(404);
    // Staff read invoices on the staff side: they are no organisation's buyer.
    expect((await call("GET", `${ME}/${invoice.id}`, finance.cookie)).statusCode).toBe(403);
  });

  it("downloads the invoice as a PDF whose number and totals are the invoice's", async () => {
    const { invoice } = await issuedInvoice(t, buyer.organisation.id);
    const res = await call("GET", `${ME}/${invoice.id}/pdf`, buyer.primaryCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(invoice.number);
    const lines = text.split("\n");
    const after = (label: string) => lines[lines.findIndex((l) => l.startsWith(label)) + 1];
    expect(after("Subtotal")).toBe(formatSen(invoice.subtotalSen));
    expect(after(`Service tax (SST ${formatRateBp(invoice.taxRateBp)})`)).toBe(formatSen(invoice.taxSen));
    expect(after("Total (MYR)")).toBe(formatSen(invoice.totalSen));
    expect(formatSen(invoice.totalSen)).toBe("69,120.00");
    expect(text).toContain(t.config.billing.seller.sstNumber);
    expect(text).toContain(t.config.billing.seller.registrationNumber);
  });
});

describe("a long invoice's PDF", () => {
  it("flows onto further pages, every line and the totals printed", async () => {
    const { application } = await issuedInvoice(t, buyer.organisation.id);
    const lines = Array.from({ length: 80 }, (_, i) => lineOf(`Data room access, block ${i + 1}`, 1, 12_345));
    const invoice = await t.database.db.transaction((tx) =>
      issueInvoice(tx, t.config.billing, {
        organisationId: buyer.organisation.id,
        subject: { applicationId: application.id },
        lines,
        actor: systemActor("test"),
      }),
    );
    const res = await call("GET", `${ME}/${invoice.id}/pdf`, buyer.primaryCookie);
    expect(res.statusCode).toBe(200);
    const pages = res.rawPayload.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Data room access, block 1\n");
    expect(text).toContain("Data room access, block 80");
    const printed = text.split("\n");
    expect(printed[printed.findIndex((l) => l.startsWith("Total (MYR)")) + 1]).toBe(
      formatSen(invoice.totalSen),
    );
    expect(formatSen(invoice.totalSen)).toBe("10,666.08");
  });
});

describe("the lines of an application's invoice", () => {
  it("bill an add-on application for its add-ons only, never the plan", async () => {
    const db = t.database.db;
    const addOn = await createApplication(db, {
      organisationId: buyer.organisation.id,
      kind: "add-on",
      status: "invoice_issued",
      amountSen: 4_000_000,
    });
    const [withMbr] = await db
      .update(applications)
      .set({ addOnsType: ["mbr"] })
      .where(eq(applications.id, addOn.id))
      .returning();
    const invoice = await db.transaction((tx) =>
      issueApplicationInvoice(tx, t.config.billing, withMbr, systemActor("test")),
    );
    expect(invoice.lines).toEqual([
      { description: "Add-on: MBR", quantity: 1, unitSen: 4_000_000, amountSen: 4_000_000 },
    ]);
    expect(invoice.totalSen).toBe(4_320_000);

    // The organisation held mbr already: the amount is the new add-on's, in one line naming both.
    const [both] = await db
      .update(applications)
      .set({ addOnsType: ["mbr", "vdr"], amountSen: 3_000_000 })
      .where(eq(applications.id, addOn.id))
      .returning();
    const second = await db.transaction((tx) =>
      issueApplicationInvoice(tx, t.config.billing, both, systemActor("test")),
    );
    expect(second.lines).toEqual([
      {
        description: "Add-ons: MBR, Virtual Data Room",
        quantity: 1,
        unitSen: 3_000_000,
        amountSen: 3_000_000,
      },
    ]);
  });
});

describe("cancellation", () => {
  it("lets the buyer ask with a reason, once; finance cancels it and what it bills, and the e-invoice's cancellation is queued", async () => {
    const { invoice, application } = await issuedInvoice(t, buyer.organisation.id);
    const url = `${ME}/${invoice.id}/cancel`;
    const noReason = await call("POST", url, buyer.primaryCookie, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.issues[0].field).toBe("body.reason");
    expect((await call("POST", url, buyer.memberCookie, { reason: "x" })).statusCode).toBe(403);
    expect((await call("POST", url, other.primaryCookie, { reason: "x" })).statusCode).toBe(404);

    const asked = await call("POST", url, buyer.primaryCookie, { reason: "Ordered twice by mistake" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: "cancel_requested",
      cancelReason: "Ordered twice by mistake",
      allowedActions: [],
    });
    expect((await call("POST", url, buyer.primaryCookie, { reason: "again" })).statusCode).toBe(409);
    const [told] = await mailTo(
      finance.user.email,
      new RegExp(`Subject: Cancellation requested: invoice ${invoice.number}`),
    );
    expect(told).toContain("Ordered twice by mistake");
    expect(told).toContain(`/admin/invoices/${invoice.id}`);

    const detail = await call("GET", `${ADMIN}/${invoice.id}`, finance.cookie);
    expect(detail.json().invoice.allowedActions.sort()).toEqual(["cancel", "decline-cancellation"]);
    expect(detail.json().timeline.map((e: { action: string }) => e.action)).toEqual([
      "issue",
      "request-cancellation",
    ]);

    const cancel = `${ADMIN}/${invoice.id}/cancel`;
    expect((await call("POST", cancel, admin.cookie, { reason: "Duplicate" })).statusCode).toBe(403);
    expect((await call("POST", cancel, finance.cookie, {})).statusCode).toBe(400);
    const cancelled = await call("POST", cancel, finance.cookie, { reason: "Duplicate order" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      number: invoice.number,
      allowedActions: [],
    });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await applicationRow(t, application.id)).status).toBe("cancelled");
    const queued = (await jobsOf(t, E_INVOICE_CANCEL_JOB)).filter(
      (j) => (j.payload as { invoiceId: string }).invoiceId === invoice.id,
    );
    expect(queued).toHaveLength(1);
    expect((await call("POST", cancel, finance.cookie, { reason: "again" })).statusCode).toBe(409);
    expect(
      await mailTo(buyer.primary.email, new RegExp(`Subject: Invoice ${invoice.number} has been cancel`)),
    ).toHaveLength(1);
  });

  it("lets finance cancel an issued invoice directly; from failed_payment the application is cancelled too", async () => {
    const { invoice, application } = await issuedInvoice(t, buyer.organisation.id, {
      applicationStatus: "failed_payment",
    });
    const res = await call("POST", `${ADMIN}/${invoice.id}/cancel`, finance.cookie, {
      reason: "Not paid",
      from: "issued",
    });
    expect(res.statusCode).toBe(200);
    expect((await applicationRow(t, application.id)).status).toBe("cancelled");
  });

  it("rolls the invoice's cancellation back when what it bills cannot be cancelled", async () => {
    const { invoice, application } = await issuedInvoice(t, buyer.organisation.id, {
      applicationStatus: "pending_finance",
    });
    const res = await call("POST", `${ADMIN}/${invoice.id}/cancel`, finance.cookie, { reason: "x" });
    expect(res.statusCode).toBe(409);
    expect((await invoiceRow(t, invoice.id)).status).toBe("issued");
    expect((await applicationRow(t, application.id)).status).toBe("pending_finance");
  });

  it("answers 409 when the status the user saw has moved", async () => {
    const { invoice } = await issuedInvoice(t, buyer.organisation.id);
    const res = await call("POST", `${ADMIN}/${invoice.id}/cancel`, finance.cookie, {
      reason: "x",
      from: "cancel_requested",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatchObject({ status: "issued" });
  });

  it("voids a credit purchase with its cancelled invoice", async () => {
    const db = t.database.db;
    const [plan] = await db
      .insert(creditPlans)
      .values({ id: randomUUID(), name: "100 credits", credits: 100, priceSen: 100_000 })
      .returning();
    const [purchase] = await db
      .insert(creditPurchases)
      .values({
        id: randomUUID(),
        organisationId: buyer.organisation.id,
        planId: plan.id,
        credits: 100,
        amountSen: 100_000,
        lastStableStatus: "invoice_issued",
      })
      .returning();
    const invoice = await db.transaction((tx) =>
      issueInvoice(tx, t.config.billing, {
        organisationId: buyer.organisation.id,
        subject: { creditPurchaseId: purchase.id },
        lines: [{ description: "100 download credits", quantity: 1, unitSen: 100_000, amountSen: 100_000 }],
        actor: systemActor("test"),
      }),
    );
    const mine = await call("GET", `${ME}/${invoice.id}`, buyer.primaryCookie);
    expect(mine.json().subject).toEqual({
      type: "credit_purchase",
      id: purchase.id,
      label: "Download credits: 100 credits",
    });
    const res = await call("POST", `${ADMIN}/${invoice.id}/cancel`, finance.cookie, { reason: "Withdrawn" });
    expect(res.statusCode).toBe(200);
    const [after] = await db.select().from(creditPurchases).where(eq(creditPurchases.id, purchase.id));
    expect(after.status).toBe("cancelled");
  });

  it("lets finance decline a request: the invoice is due again and the buyer is told why", async () => {
    const { invoice } = await issuedInvoice(t, buyer.organisation.id);
    await call("POST", `${ME}/${invoice.id}/cancel`, buyer.primaryCookie, { reason: "Too dear" });
    const url = `${ADMIN}/${invoice.id}/decline-cancellation`;
    expect((await call("POST", url, finance.cookie, { reason: "" })).statusCode).toBe(400);
    const res = await call("POST", url, finance.cookie, { reason: "The order was confirmed in writing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "issued", cancelReason: null });
    expect((await call("POST", url, finance.cookie, { reason: "again" })).statusCode).toBe(409);
    const mails = await mailTo(buyer.primary.email, /Subject: Your request to cancel invoice/);
    expect(mails.some((m) => m.includes(invoice.number))).toBe(true);
    const mine = await call("GET", `${ME}/${invoice.id}`, buyer.primaryCookie);
    expect(mine.json().allowedActions).toEqual(["pay", "request-cancellation"]);
  });
});

describe("refunds", () => {
  it("refunds a paid invoice with a reason and queues a credit note, once", async () => {
    const { invoice } = await issuedInvoice(t, buyer.organisation.id);
    const url = `${ADMIN}/${invoice.id}/refund`;
    expect((await call("POST", url, finance.cookie, { reason: "Too early" })).statusCode).toBe(409);
    await setInvoiceStatus(t, invoice.id, "paid");
    expect((await call("POST", url, admin.cookie, { reason: "x" })).statusCode).toBe(403);
    expect((await call("POST", url, buyer.primaryCookie, { reason: "x" })).statusCode).toBe(403);
    const res = await call("POST", url, finance.cookie, { reason: "Service not delivered" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "refunded", cancelReason: "Service not delivered" });
    const notes = await t.database.db
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.invoiceId, invoice.id), eq(eInvoices.documentType, "02")));
    expect(notes).toHaveLength(1);
    const submit = (await jobsOf(t, E_INVOICE_SUBMIT_JOB)).filter(
      (j) => (j.payload as { eInvoiceId: string }).eInvoiceId === notes[0].id,
    );
    expect(submit).toHaveLength(1);
    expect((await call("POST", url, finance.cookie, { reason: "again" })).statusCode).toBe(409);
    expect((await call("POST", `${ADMIN}/missing/refund`, finance.cookie, { reason: "x" })).statusCode).toBe(
      404,
    );
  });
});

describe("staff's invoices", () => {
  it("lists every organisation's invoices to each role that views invoices, with filters", async () => {
    const mine = await issuedInvoice(t, buyer.organisation.id);
    const theirs = await issuedInvoice(t, other.organisation.id);
    for (const role of ["admin", "finance", "loa", "data-admin", "mbr-admin", "superadmin"] as const) {
      const staff = await signedInStaff(t.app, t.database.db, role);
      const res = await call("GET", `${ADMIN}?pageSize=100`, staff.cookie);
      expect(res.statusCode, role).toBe(200);
      const ids = res.json().result.map((i: { id: string }) => i.id);
      expect(ids).toEqual(expect.arrayContaining([mine.invoice.id, theirs.invoice.id]));
    }
    const byNumber = await call("GET", `${ADMIN}?search=${theirs.invoice.number.slice(-6)}`, admin.cookie);
    expect(byNumber.json().result.map((i: { id: string }) => i.id)).toEqual([theirs.invoice.id]);
    const byOrganisation = await call(
      "GET",
      `${ADMIN}?organisationId=${other.organisation.id}&status=issued&year=${theirs.invoice.year}`,
      admin.cookie,
    );
    expect(
      byOrganisation
        .json()
        .result.every((i: { organisation: { id: string } }) => i.organisation.id === other.organisation.id),
    ).toBe(true);
    const byName = await call(
      "GET",
      `${ADMIN}?organisation=${encodeURIComponent(other.organisation.name)}`,
      admin.cookie,
    );
    expect(byName.json().pageTotal).toBeGreaterThan(0);
    expect((await call("GET", `${ADMIN}?year=19`, admin.cookie)).statusCode).toBe(400);
    // Nobody but finance gets a button.
    const detail = await call("GET", `${ADMIN}/${mine.invoice.id}`, admin.cookie);
    expect(detail.json().invoice.allowedActions).toEqual([]);
  });

  it("refuses customers and the unauthenticated, and answers 404 for an unknown invoice", async () => {
    expect((await call("GET", ADMIN)).statusCode).toBe(401);
    expect((await call("GET", ADMIN, buyer.primaryCookie)).statusCode).toBe(403);
    expect((await call("GET", ADMIN, buyer.memberCookie)).statusCode).toBe(403);
    expect((await call("GET", `${ADMIN}/nope`, finance.cookie)).statusCode).toBe(404);
    expect((await call("GET", `${ADMIN}/nope/pdf`, finance.cookie)).statusCode).toBe(404);
  });

  it("downloads any organisation's invoice as a PDF", async () => {
    const { invoice } = await issuedInvoice(t, other.organisation.id);
    const res = await call("GET", `${ADMIN}/${invoice.id}/pdf`, finance.cookie);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(invoice.number);
  });

  it("lists a subscription's invoices", async () => {
    const { invoice } = await issuedInvoice(t, other.organisation.id);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, other.organisation.id));
    const res = await call("GET", `/api/admin/subscriptions/${subscription.id}/invoices`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((i: { id: string }) => i.id)).toContain(invoice.id);
    expect(
      res
        .json()
        .result.every((i: { organisation: { id: string } }) => i.organisation.id === other.organisation.id),
    ).toBe(true);
    expect((await call("GET", "/api/admin/subscriptions/nope/invoices", admin.cookie)).statusCode).toBe(404);
    expect(
      (await call("GET", `/api/admin/subscriptions/${subscription.id}/invoices`, other.primaryCookie))
        .statusCode,
    ).toBe(403);
  });
});

describe("the invoice issued at the last LOA approval", () => {
  it("is e-mailed to the organisation's primary user with a link to it", async () => {
    const db = t.database.db;
    const organisation = await createOrganisation(db, { tier: "standard" });
    const primary = await createUser(db, {
      role: "standard",
      organisationId: organisation.id,
      isPrimary: true,
    });
    const loa = await createUser(db, { role: "loa" });
    await setChain(db, [{ userId: loa.id, limitSen: 1_000_000_000 }]);
    const application = await createApplication(db, {
      organisationId: organisation.id,
      status: "pending_loa",
      nextApproverId: loa.id,
      applicantUserId: primary.id,
    });
    const cookie = await signIn(t.app, loa.email, loa.password as string);
    const res = await call(
      "POST",
      `/api/admin/subscriptions/applications/${application.id}/approve`,
      cookie,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("invoice_issued");
    const [mail] = await mailTo(primary.email, /Subject: Invoice INV-/);
    expect(mail).toMatch(/\/invoices\/[0-9a-f-]{36}/);
  });
});
