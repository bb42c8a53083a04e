import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { creditAccounts, creditLedger } from "../../db/schema/index.ts";
import { createOrganisation } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { appendLedgerEntry, creditBalanceOf } from "../billing/index.ts";
import { expiryReference, runCreditExpiry } from "./expiry.ts";
import { spendCredits, spentInMonth } from "./spend.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 86_400_000;

async function organisationWith(
  credits: number,
  monthlyQuota: number | null = null,
  expiresAt: Date | null = null,
) {
  const { db } = database;
  const org = await createOrganisation(db, { tier: "standard" });
  if (credits > 0) {
    await db.transaction((tx) =>
      appendLedgerEntry(tx, {
        organisationId: org.id,
        kind: "grant",
        credits,
        reason: "Purchase",
        expiresAt,
      }),
    );
  }
  if (monthlyQuota !== null) {
    await db.update(creditAccounts).set({ monthlyQuota }).where(eq(creditAccounts.organisationId, org.id));
  }
  return org.id;
}

const spend = (organisationId: string, credits: number, reference = "Download package") =>
  database.db.transaction((tx) =>
    spendCredits(tx, { organisationId, credits, reference, actorUserId: null }),
  );

describe("spendCredits", () => {
  it("spends, then refuses once the balance is exhausted (409 with the balance)", async () => {
    const organisationId = await organisationWith(5);
    const entry = await spend(organisationId, 3, "Download package P-1");
    expect(entry).toMatchObject({
      kind: "spend",
      credits: -3,
      balanceAfter: 2,
      reference: "Download package P-1",
    });
    await expect(spend(organisationId, 3)).rejects.toMatchObject({
      code: "CONFLICT",
      details: { balance: 2, wanted: 3 },
    });
    expect(await creditBalanceOf(database.db, organisationId)).toBe(2);
  });

  it("refuses a spend past the monthly quota, naming it", async () => {
    const organisationId = await organisationWith(100, 10);
    await spend(organisationId, 8);
    await expect(spend(organisationId, 3)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/monthly download credit quota of 10: 8 spent this month, 2 left/),
    });
    await spend(organisationId, 2);
    expect(await spentInMonth(database.db, organisationId)).toBe(10);
  });

  it("never lets concurrent spends exceed the quota", async () => {
    const organisationId = await organisationWith(100, 7);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => spend(organisationId, 1)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(7);
    expect(await spentInMonth(database.db, organisationId)).toBe(7);
    expect(await creditBalanceOf(database.db, organisationId)).toBe(93);
  });

  it("never lets concurrent spends exceed the balance", async () => {
    const organisationId = await organisationWith(10, 1000);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => spend(organisationId, 1)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    expect(await creditBalanceOf(database.db, organisationId)).toBe(0);
  });
});

describe("credit expiry", () => {
  it("expires only the unspent part of a grant past its time, once (spends take the oldest grant first)", async () => {
    const { db } = database;
    const organisationId = await organisationWith(0);
    const now = Date.now();
    const grant = (credits: number, expiresAt: Date | null) =>
      db.transaction((tx) => appendLedgerEntry(tx, { organisationId, kind: "grant", credits, expiresAt }));
    const old = await grant(10, new Date(now - DAY));
    const fresh = await grant(10, new Date(now + 30 * DAY));
    await spend(organisationId, 4);

    expect(await runCreditExpiry(db, new Date(now))).toMatchObject({ expired: expect.any(Number) });
    const expired = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, expiryReference(old.id)));
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ kind: "expire", credits: -6, balanceAfter: 10 });
    expect(await creditBalanceOf(db, organisationId)).toBe(10);

    // A second run (or two at once) finds nothing left of it.
    await Promise.all([runCreditExpiry(db, new Date(now)), runCreditExpiry(db, new Date(now))]);
    expect(await creditBalanceOf(db, organisationId)).toBe(10);

    // The fresh grant, spent in part after the first expiry, expires its rest when its time comes.
    await spend(organisationId, 3);
    await runCreditExpiry(db, new Date(now + 31 * DAY));
    const rest = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, expiryReference(fresh.id)));
    expect(rest[0]).toMatchObject({ credits: -7, balanceAfter: 0 });
  });

  it("spends take the oldest lot first: a grant after a goodwill adjustment expires only what they left of it", async () => {
    const { db } = database;
    const organisationId = await organisationWith(0);
    const now = Date.now();
    await db.transaction((tx) =>
      appendLedgerEntry(tx, { organisationId, kind: "adjust", credits: 5, reason: "Goodwill" }),
    );
    await db.transaction((tx) =>
      appendLedgerEntry(tx, { organisationId, kind: "grant", credits: 10, expiresAt: new Date(now - DAY) }),
    );
    // Spends take the oldest lot first: the goodwill goes before the grant.
    await spend(organisationId, 12);
    await runCreditExpiry(db, new Date(now));
    expect(await creditBalanceOf(db, organisationId)).toBe(0);
    const entries = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organisationId, organisationId));
    expect(entries.filter((e) => e.kind === "expire").map((e) => e.credits)).toEqual([-3]);
  });
});
