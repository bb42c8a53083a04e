import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { creditLedger, creditPlans, creditPurchases, invoices, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { creditBalanceOf } from "../billing/index.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 120_000);
afterAll(() => database?.close());

describe("the credits demo", () => {
  it("has two plans on offer and a retired one, paid purchases with grants (one of the retired plan) and one waiting", async () => {
    const { db } = database;
    const plans = await db.select().from(creditPlans);
    expect(plans.filter((p) => !p.retiredAt)).toHaveLength(2);
    expect(plans.filter((p) => p.retiredAt)).toHaveLength(1);
    const purchases = await db.select().from(creditPurchases);
    expect(purchases.map((p) => p.status).sort()).toEqual([
      "approved",
      "approved",
      "approved",
      "invoice_issued",
    ]);
    const retired = plans.find((p) => p.retiredAt)!;
    const pilot = purchases.find((p) => p.planId === retired.id)!;
    expect(pilot.createdAt.getTime()).toBeLessThan(retired.retiredAt!.getTime());
    const paid = await db.select().from(invoices).where(eq(invoices.status, "paid"));
    expect(paid.filter((i) => i.creditPurchaseId)).toHaveLength(3);
  });

  it("gives the premium organisation a ledger whose sum is its balance, in date order", async () => {
    const { db } = database;
    const [premium] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("premium")));
    const organisationId = premium.organisationId as string;
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organisationId, organisationId))
      .orderBy(creditLedger.createdAt);
    const balance = await creditBalanceOf(db, organisationId);
    // 570 from the credits demo (the Pilot's 20 all spent or expired), less the demo download packages (modules/downloads/demo.ts): 3 + 2 spent, 1 spent and refunded.
    expect(balance).toBe(565);
    expect(ledger.reduce((sum, e) => sum + e.credits, 0)).toBe(balance);
    let running = 0;
    for (const entry of ledger) {
      running += entry.credits;
      expect(entry.balanceAfter).toBe(running);
    }
    expect(new Set(ledger.map((e) => e.kind))).toEqual(
      new Set(["grant", "spend", "adjust", "refund", "expire"]),
    );
    // The ledger reaches back most of a year: the credits report's chart has months to show.
    expect(Date.now() - ledger[0].createdAt.getTime()).toBeGreaterThan(300 * 86_400_000);
  });
});
