import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { appendLedgerEntry } from "../billing/index.ts";
import { spendCredits } from "./spend.ts";
import { customerOrganisation, request, staff } from "./test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
  admin = (await staff(t)).cookie;
});
afterAll(() => t.close());

const creditsUrl = (subscriptionId: string) => `/api/admin/subscriptions/${subscriptionId}/download-credits`;

describe("admin: an organisation's credits", () => {
  it("adjusts with a reason (audited in the ledger) and the customer's balance shows it", async () => {
    const customer = await customerOrganisation(t);
    const url = creditsUrl(customer.subscription.id);
    const added = await call("POST", `${url}/adjust`, admin, {
      credits: 40,
      reason: "Goodwill for the outage",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      kind: "adjust",
      credits: 40,
      balanceAfter: 40,
      reason: "Goodwill for the outage",
    });
    expect(added.json().actorName).toBeTruthy();

    const taken = await call("POST", `${url}/adjust`, admin, { credits: -15, reason: "Correction" });
    expect(taken.json().balanceAfter).toBe(25);
    const tooMuch = await call("POST", `${url}/adjust`, admin, { credits: -26, reason: "Too much" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.details).toMatchObject({ balance: 25, wanted: 26 });

    const ledger = await call("GET", url, admin);
    expect(ledger.json()).toMatchObject({ balance: 25, ledger: { pageTotal: 2 } });
    expect(ledger.json().ledger.result.map((e: { credits: number }) => e.credits)).toEqual([-15, 40]);
    const mine = await call("GET", "/api/organizations/me/credits", customer.primaryCookie);
    expect(mine.json().balance).toBe(25);
    // Standard members download, so they see the balance too.
    expect((await call("GET", "/api/organizations/me/credits", customer.memberCookie)).json().balance).toBe(
      25,
    );
  });

  it("names bad adjustments (400) and refuses finance (403), customers (403), strangers (401), unknown (404)", async () => {
    const customer = await customerOrganisation(t);
    const url = creditsUrl(customer.subscription.id);
    const zero = await call("POST", `${url}/adjust`, admin, { credits: 0, reason: "Nothing" });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toBe("body.credits: An adjustment adds or takes at least one credit");
    const noReason = await call("POST", `${url}/adjust`, admin, { credits: 5, reason: "" });
    expect(noReason.json().error.message).toBe("body.reason: Give the reason for the adjustment");
    const fraction = await call("POST", `${url}/adjust`, admin, { credits: 1.5, reason: "Half" });
    expect(fraction.statusCode).toBe(400);
    const finance = (await staff(t, "finance")).cookie;
    expect((await call("POST", `${url}/adjust`, finance, { credits: 5, reason: "Why not" })).statusCode).toBe(
      403,
    );
    expect((await call("GET", url, finance)).statusCode).toBe(200);
    expect((await call("GET", url, customer.primaryCookie)).statusCode).toBe(403);
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", creditsUrl("nope"), admin)).statusCode).toBe(404);
    expect(
      (await call("POST", `${creditsUrl("nope")}/adjust`, admin, { credits: 5, reason: "Why not" }))
        .statusCode,
    ).toBe(404);
  });

  it("sets and lifts the monthly quota, which the customer sees and spends run against", async () => {
    const customer = await customerOrganisation(t);
    const url = `${creditsUrl(customer.subscription.id)}/quota`;
    expect((await call("GET", url, admin)).json()).toEqual({ monthlyQuota: null });
    expect((await call("PUT", url, admin, { monthlyQuota: -1 })).statusCode).toBe(400);
    expect((await call("PUT", url, customer.primaryCookie, { monthlyQuota: 5 })).statusCode).toBe(403);
    const set = await call("PUT", url, admin, { monthlyQuota: 5 });
    expect(set.json()).toEqual({ monthlyQuota: 5 });
    const { db } = t.database;
    await db.transaction((tx) =>
      appendLedgerEntry(tx, { organisationId: customer.organisation.id, kind: "grant", credits: 20 }),
    );
    await db.transaction((tx) =>
      spendCredits(tx, {
        organisationId: customer.organisation.id,
        credits: 4,
        reference: "Download package A",
        actorUserId: customer.primary.id,
      }),
    );
    const mine = await call("GET", "/api/organizations/me/credits", customer.primaryCookie);
    expect(mine.json()).toMatchObject({ balance: 16, monthlyQuota: 5, spentThisMonth: 4 });
    expect(mine.json().ledger.result[0]).toMatchObject({
      kind: "spend",
      credits: -4,
      reference: "Download package A",
    });
    await expect(
      db.transaction((tx) =>
        spendCredits(tx, {
          organisationId: customer.organisation.id,
          credits: 2,
          reference: "B",
          actorUserId: null,
        }),
      ),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("monthly download credit quota of 5"),
    });
    expect((await call("PUT", url, admin, { monthlyQuota: null })).json()).toEqual({ monthlyQuota: null });
    await db.transaction((tx) =>
      spendCredits(tx, {
        organisationId: customer.organisation.id,
        credits: 2,
        reference: "B",
        actorUserId: null,
      }),
    );
  });
});

describe("the customer's credits and stats", () => {
  it("shows usage by month for 12 months and by kind", async () => {
    const customer = await customerOrganisation(t);
    const { db } = t.database;
    const organisationId = customer.organisation.id;
    await db.transaction((tx) => appendLedgerEntry(tx, { organisationId, kind: "grant", credits: 100 }));
    await db.transaction((tx) =>
      spendCredits(tx, { organisationId, credits: 30, reference: "Package", actorUserId: null }),
    );
    await db.transaction((tx) =>
      appendLedgerEntry(tx, { organisationId, kind: "adjust", credits: -5, reason: "Fix" }),
    );
    const res = await call("GET", "/api/organizations/me/credits/stats", customer.primaryCookie);
    expect(res.statusCode).toBe(200);
    const { byMonth, byKind } = res.json();
    expect(byMonth).toHaveLength(12);
    const now = new Date();
    expect(byMonth[11]).toEqual({
      month: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`,
      granted: 100,
      spent: 30,
      expired: 0,
      adjusted: -5,
    });
    expect(byKind).toEqual(
      expect.arrayContaining([
        { kind: "grant", credits: 100, entries: 1 },
        { kind: "spend", credits: -30, entries: 1 },
        { kind: "expire", credits: 0, entries: 0 },
      ]),
    );
  });

  it("is for the organisation's own people: 401 strangers, 403 staff and basic members, paged ledger", async () => {
    const customer = await customerOrganisation(t);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await call("GET", "/api/organizations/me/credits")).statusCode).toBe(401);
    expect((await call("GET", "/api/organizations/me/credits", admin)).statusCode).toBe(403);
    expect((await call("GET", "/api/organizations/me/credits", basic.memberCookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/organizations/me/credits/stats", basic.primaryCookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call("GET", "/api/organizations/me/credits?pageSize=0", customer.primaryCookie)).statusCode,
    ).toBe(400);
    const empty = await call("GET", "/api/organizations/me/credits", customer.primaryCookie);
    expect(empty.json()).toMatchObject({
      balance: 0,
      spentThisMonth: 0,
      ledger: { result: [], pageTotal: 0 },
    });
  });
});
