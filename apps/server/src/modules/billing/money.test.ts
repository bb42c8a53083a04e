import { invoiceNumberOf, lineOf } from "@strata/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { creditLedger, invoices } from "../../db/schema/index.ts";
import { systemActor } from "../../lib/workflow.ts";
import { createOrganisation } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { issueInvoice } from "./issue.ts";
import { appendLedgerEntry, creditBalanceOf } from "./ledger.ts";

const billing = loadConfig({ NODE_ENV: "test" }).billing;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("invoice numbers", () => {
  it("are gapless and unique when 20 issuers issue at once, with the tax computed once", async () => {
    const { db } = database;
    const org = await createOrganisation(db, { tier: "standard" });
    const issueOne = () =>
      db
        .transaction((tx) =>
          issueInvoice(tx, billing, {
            organisationId: org.id,
            subject: { applicationId: null as never },
            lines: [lineOf("Standard subscription, 1 year", 1, 6_400_000)],
            actor: systemActor("test"),
            now: new Date("2031-03-01T00:00:00Z"),
          }),
        )
        .catch((err: unknown) => err);
    // The subject check needs exactly one subject: an application-less invoice is refused, and
    // its number is returned with the rollback.
    const refused = await issueOne();
    expect(refused).toBeInstanceOf(Error);
    const [app] = await db
      .execute<{ id: string }>(sql`
      insert into applications (id, organisation_id, kind, status, plan_type, amount_sen)
      values (gen_random_uuid()::text, ${org.id}, 'registration', 'invoice_issued', 'standard', 6400000)
      returning id`)
      .then((r) => ("rows" in r ? r.rows : r) as { id: string }[]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          issueInvoice(tx, billing, {
            organisationId: org.id,
            subject: { applicationId: app.id },
            lines: [lineOf("Standard subscription, 1 year", 1, 6_400_000)],
            actor: systemActor("test"),
            now: new Date("2031-03-01T00:00:00Z"),
          }),
        ),
      ),
    );
    const numbers = results.map((r) => r.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => invoiceNumberOf(2031, i + 1)));
    expect(results[0]).toMatchObject({ subtotalSen: 6_400_000, taxSen: 512_000, totalSen: 6_912_000 });
    const stored = await db.select().from(invoices).where(eq(invoices.year, 2031));
    expect(stored).toHaveLength(20);
  });
});

describe("the credit ledger", () => {
  it("lets exactly 10 of 50 concurrent spends through against a balance of 10, never below zero", async () => {
    const { db } = database;
    const org = await createOrganisation(db, { tier: "standard" });
    await db.transaction((tx) =>
      appendLedgerEntry(tx, { organisationId: org.id, kind: "grant", credits: 10, reason: "test" }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction((tx) =>
          appendLedgerEntry(tx, {
            organisationId: org.id,
            kind: "spend",
            credits: -1,
            reference: `pkg-${i}`,
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    const refused = outcomes.filter((o) => o.status === "rejected") as PromiseRejectedResult[];
    expect(refused).toHaveLength(40);
    expect(refused[0].reason).toMatchObject({ code: "CONFLICT" });
    expect(await creditBalanceOf(db, org.id)).toBe(0);
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.organisationId, org.id));
    expect(entries.reduce((sum, e) => sum + e.credits, 0)).toBe(0);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  });
});
