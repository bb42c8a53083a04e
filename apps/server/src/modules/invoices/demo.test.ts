import { INVOICE_STATUSES, PLANS, priceOf } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { applications, invoices, payments, users } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 120_000);
afterAll(() => database?.close());

const invoicesOf = (login: string) =>
  database.db
    .select({ row: invoices })
    .from(invoices)
    .innerJoin(users, and(eq(users.organisationId, invoices.organisationId), eq(users.isPrimary, true)))
    .where(eq(users.email, demoEmail(login)));

describe("the invoices demo", () => {
  it("gives every active paying demo organisation the paid invoice of its subscription", async () => {
    const paying = DEMO_ORGANISATIONS.filter(
      (o) =>
        !o.expired &&
        priceOf({ planType: o.tier, duration: PLANS[o.tier].durations[0] ?? null, addOns: o.addOns ?? [] }) >
          0,
    );
    expect(paying.map((o) => o.login)).toEqual(
      expect.arrayContaining(["standard", "premium", "international-academic", "bid-round", "standard-mbr"]),
    );
    for (const demo of paying) {
      const rows = await invoicesOf(demo.login);
      expect(
        rows.some((r) => r.row.status === "paid" && r.row.paidAt),
        demo.login,
      ).toBe(true);
    }
  });

  it("has invoices in every status (payments' demo adds those in flight), numbered without gaps each year", async () => {
    const rows = await database.db.select().from(invoices);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INVOICE_STATUSES));
    // The demo's history reaches into last year, whose numbers are a sequence of their own.
    for (const year of new Set(rows.map((r) => r.year))) {
      const sequences = rows
        .filter((r) => r.year === year)
        .map((r) => r.sequence)
        .sort((a, b) => a - b);
      expect(sequences, String(year)).toEqual(sequences.map((_, i) => i + 1));
    }
    for (const row of rows) expect(row.year).toBe(row.issuedAt.getUTCFullYear());
  });

  it("has a year of paid invoices behind the current ones: every one of the last twelve months sold something", async () => {
    const paid = await database.db.select().from(invoices).where(eq(invoices.status, "paid"));
    const months = new Set(paid.map((r) => r.paidAt!.toISOString().slice(0, 7)));
    const now = new Date();
    for (let back = 0; back <= 12; back++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
      expect(months.has(month), month).toBe(true);
    }
    for (const row of paid) expect(row.paidAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // Finance's payments list has that history too: the approved payments that settled them.
    const settled = await database.db.select().from(payments).where(eq(payments.status, "approved"));
    const paymentMonths = new Set(settled.map((p) => p.decidedAt!.toISOString().slice(0, 7)));
    expect(paymentMonths.size).toBeGreaterThanOrEqual(10);
    expect(new Set(settled.map((p) => p.method))).toEqual(new Set(["online", "bank_transfer"]));
  });

  it("cancelled the application of the invoice finance cancelled", async () => {
    const [cancelled] = (await invoicesOf("bid-round")).filter((r) => r.row.status === "cancelled");
    const [application] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, cancelled.row.applicationId as string));
    expect(application.status).toBe("cancelled");
    expect(cancelled.row.cancelReason).toMatch(/withdrawn/);
  });
});
